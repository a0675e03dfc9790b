// A song's own cover when it has no video (decision 029): an SVG drawn from a hash of the
// artist and the title, so the same song always gets the same picture and two songs almost
// never share one. Pure: the Worker serves it (/api/songArt/…), the PNG share card renders
// the same markup. Colours come from the site's palette (app/app.css: plum, amber, paper).

import { SHARE_CARD_SIZE, THUMB_SIZES } from "@core/pages/thumbnail";

export type ArtFormat = "default" | "medium" | "share";

/** Pixel sizes: default/medium are the video thumbnails' (so nothing shifts), share is OpenGraph's. */
export const ART_SIZES: Record<ArtFormat, { width: number; height: number }> = { ...THUMB_SIZES, share: SHARE_CARD_SIZE };

export type ArtSubject = { artist: string; title: string };

// Dark grounds so the light and amber lettering always reads; the first two are the site's plum.
const GROUNDS = ["#2b2140", "#3d2f5c", "#4a2545", "#1f3a4a", "#23402f", "#5a1f2e", "#26305a", "#4a3220"];
const ACCENTS = ["#f2b134", "#f07a5a", "#7fd1b9", "#b9a3e3", "#8cc4f0", "#f5d78e"];
const PAPER = "#fbf8f2";
const SANS = "system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";

/** FNV-1a: small, stable across runtimes, good enough to spread songs over the variants. */
export function artHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: every draw of one picture comes from one seeded sequence. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const round = (n: number) => Math.round(n * 10) / 10;

/** Up to two letters: the first letters of the title's first two words (digits count too). */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]);
  return (letters.join("") || "♪").toLocaleUpperCase("pl");
}

/**
 * Splits `text` into at most `maxLines` lines of about `perLine` characters (bold glyphs
 * average ~0.6 em, so the caller derives perLine from the width); the last line gets '…'.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (Array.from(next).length <= perLine || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) =>
    Array.from(l).length > perLine
      ? `${Array.from(l)
          .slice(0, perLine - 1)
          .join("")}…`
      : l,
  );
  if (lines.length > maxLines) {
    const last = Array.from(kept[maxLines - 1]);
    kept[maxLines - 1] = `${last.slice(0, Math.max(1, Math.min(last.length, perLine - 1))).join("")}…`;
  }
  return kept;
}

type Draw = { rnd: () => number; w: number; h: number; accent: string; accent2: string };

// Motifs sit mostly on the right half, leaving the left for the lettering.
const MOTIFS: ((d: Draw) => string)[] = [
  // a record: concentric rings
  ({ rnd, w, h, accent, accent2 }) => {
    const cx = w * (0.72 + rnd() * 0.12);
    const cy = h * (0.35 + rnd() * 0.3);
    const r = h * (0.45 + rnd() * 0.15);
    const rings = [1, 0.78, 0.56].map(
      (k, i) =>
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * k)}" fill="none" stroke="${i === 1 ? accent2 : accent}" stroke-width="${round(h * 0.02)}" opacity="0.55"/>`,
    );
    return `${rings.join("")}<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.16)}" fill="${accent}" opacity="0.8"/>`;
  },
  // diagonal stripes
  ({ rnd, w, h, accent, accent2 }) => {
    const step = h * (0.09 + rnd() * 0.05);
    const start = w * (0.45 + rnd() * 0.15);
    const bands: string[] = [];
    for (let i = 0, x = start; x < w + h; i++, x += step * 2) {
      bands.push(
        `<path d="M${round(x)} 0h${round(step)}l${round(-h * 0.6)} ${h}h${round(-step)}z" fill="${i % 3 === 2 ? accent2 : accent}" opacity="0.35"/>`,
      );
    }
    return bands.join("");
  },
  // an equaliser: bars of hashed heights along the bottom
  ({ rnd, w, h, accent, accent2 }) => {
    const bars: string[] = [];
    const width = w * 0.035;
    for (let x = w * 0.5; x < w - width; x += width * 1.6) {
      const barHeight = h * (0.15 + rnd() * 0.6);
      bars.push(
        `<rect x="${round(x)}" y="${round(h - barHeight)}" width="${round(width)}" height="${round(barHeight)}" rx="${round(width / 3)}" fill="${rnd() < 0.25 ? accent2 : accent}" opacity="0.5"/>`,
      );
    }
    return bars.join("");
  },
  // a field of dots of hashed sizes
  ({ rnd, w, h, accent, accent2 }) => {
    const dots: string[] = [];
    const gap = h * 0.13;
    for (let y = gap / 2; y < h; y += gap) {
      for (let x = w * 0.5; x < w; x += gap) {
        const r = gap * (0.08 + rnd() * 0.3);
        dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${rnd() < 0.2 ? accent2 : accent}" opacity="0.5"/>`);
      }
    }
    return dots.join("");
  },
  // a rising sun: arcs from the bottom-right corner
  ({ rnd, w, h, accent, accent2 }) => {
    const arcs: string[] = [];
    const step = h * (0.12 + rnd() * 0.06);
    for (let i = 1; i <= 6; i++) {
      const r = step * i;
      arcs.push(
        `<circle cx="${w}" cy="${h}" r="${round(r)}" fill="none" stroke="${i % 2 ? accent : accent2}" stroke-width="${round(step * 0.35)}" opacity="0.4"/>`,
      );
    }
    return arcs.join("");
  },
];

/** The site's logo ("Nad" light, "interpretacje" amber) on a plate of the ground colour, right-aligned at x. */
function brand(x: number, top: number, size: number, ground: string): string {
  const width = size * 0.62 * "Nadinterpretacje".length;
  return (
    `<rect x="${round(x - width - size * 0.5)}" y="${round(top - size * 0.35)}" width="${round(width + size)}" height="${round(size * 1.7)}" rx="${round(size * 0.85)}" fill="${ground}" opacity="0.9"/>` +
    `<text x="${round(x)}" y="${round(top + size)}" font-family="${SANS}" font-size="${round(size)}" font-weight="700" text-anchor="end" fill="${PAPER}">Nad<tspan fill="#f2b134">interpretacje</tspan></text>`
  );
}

/** The share card of pages that are no song: the logo and the site's promise, in the same style. */
export function siteCardSvg(): string {
  const { width: w, height: h } = SHARE_CARD_SIZE;
  const rnd = random(artHash("Nadinterpretacje"));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Nadinterpretacje">`,
    `<rect width="${w}" height="${h}" fill="#2b2140"/>`,
    MOTIFS[0]({ rnd, w, h, accent: "#f2b134", accent2: "#3d2f5c" }),
    `<text x="70" y="300" font-family="${SANS}" font-size="120" font-weight="700" fill="${PAPER}">Nad<tspan fill="#f2b134">interpretacje</tspan></text>`,
    `<text x="74" y="390" font-family="${SANS}" font-size="44" font-weight="700" fill="${PAPER}" opacity="0.9">Teksty piosenek i ich najmniej</text>`,
    `<text x="74" y="446" font-family="${SANS}" font-size="44" font-weight="700" fill="${PAPER}" opacity="0.9">prawdopodobne znaczenia</text>`,
    "</svg>",
  ].join("");
}

/** The cover of a song in one of the formats; the same subject always draws the same picture. */
export function songArtSvg(subject: ArtSubject, format: ArtFormat): string {
  const { width: w, height: h } = ART_SIZES[format];
  const rnd = random(artHash(`${subject.artist}\u0000${subject.title}`));
  const ground = GROUNDS[Math.floor(rnd() * GROUNDS.length)];
  const accentIndex = Math.floor(rnd() * ACCENTS.length);
  const accent = ACCENTS[accentIndex];
  const accent2 = ACCENTS[(accentIndex + 1 + Math.floor(rnd() * (ACCENTS.length - 1))) % ACCENTS.length];
  const motif = MOTIFS[Math.floor(rnd() * MOTIFS.length)]({ rnd, w, h, accent, accent2 });
  const serif = rnd() < 0.4;
  const family = serif ? SERIF : SANS;
  const label = `${subject.artist} – ${subject.title}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${w}" height="${h}" fill="${ground}"/>`,
    motif,
  ];
  const text = (x: number, y: number, size: number, fill: string, content: string, extra = "") =>
    `<text x="${round(x)}" y="${round(y)}" font-family="${family}" font-size="${round(size)}" font-weight="700" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

  if (format === "default") {
    // Too small for words: the initials alone, centred.
    parts.push(text(w / 2, h * 0.66, h * 0.5, accent, initials(subject.title), ` text-anchor="middle"${serif ? ' font-style="italic"' : ""}`));
  } else {
    const pad = format === "share" ? 56 : 18;
    const titleSize = format === "share" ? 64 : 20;
    const artistSize = titleSize * 0.62;
    // Bold glyphs average ~0.6 em: characters that fit in 88% of the width.
    const perLine = Math.max(8, Math.floor((w * 0.88 - pad) / (titleSize * 0.6)));
    const titleLines = wrapText(subject.title, perLine, 2);
    const artistLine = wrapText(subject.artist, Math.floor(perLine / 0.62), 1)[0] ?? "";
    const lineGap = titleSize * 1.15;
    let y = h - pad - (titleLines.length - 1) * lineGap;
    parts.push(text(pad, h * 0.5, h * 0.42, accent, initials(subject.title), serif ? ' font-style="italic"' : ""));
    parts.push(text(pad, y - titleSize * 1.05, artistSize, accent2, artistLine, ' opacity="0.95"'));
    for (const line of titleLines) {
      parts.push(text(pad, y, titleSize, PAPER, line));
      y += lineGap;
    }
    if (format === "share") parts.push(brand(w - pad, pad, titleSize * 0.55, ground));
  }
  parts.push("</svg>");
  return parts.join("");
}
