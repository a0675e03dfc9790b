// The markup corpus as stored comments (decision 028): playwright.config.ts writes this SQL
// before the e2e server starts (scripts/serve-build.mjs --sql), and markup-safety.spec.ts
// opens the songs it makes. No test-only path in the Worker: the rows go straight into D1.
import { writeFileSync } from "node:fs";
import { CONTRIBUTION_LIMITS } from "@core/rules/contribution";
import { type CorpusBody, markupCorpusBodies } from "../support/markup-corpus";

/** Comments per song: one song page renders this many at once. */
export const CORPUS_PER_SONG = 400;
export const CORPUS_ARTIST = "korpus-znacznikow-e2e";
export const corpusSongUrlname = (index: number) => `${CORPUS_ARTIST}-${String(index + 1).padStart(3, "0")}`;

/** The bodies, as the comment form would accept them (not empty, within the limit). */
export const corpusCommentBodies = (): Promise<CorpusBody[]> => markupCorpusBodies({ maxLength: CONTRIBUTION_LIMITS.comment });

// Any byte sequence survives as a hex literal: no quoting of the payloads to get wrong.
const hexText = (text: string) => `CAST(X'${Buffer.from(text, "utf8").toString("hex")}' AS TEXT)`;

/**
 * One new artist and songs of CORPUS_PER_SONG comments each; every other comment is a
 * visitor's (user_id NULL) and the rest the admin's, so both trust levels render. Everything
 * is dated 2001 so the newest lists and the other specs never see it.
 */
export async function writeCorpusSql(file: string): Promise<{ bodies: number; songs: number }> {
  const bodies = await corpusCommentBodies();
  const songs = Math.ceil(bodies.length / CORPUS_PER_SONG);
  const old = 978_307_200; // 2001-01-01
  const out: string[] = [`INSERT INTO artists (name, urlname, created_at) VALUES ('Korpus znaczników E2E', '${CORPUS_ARTIST}', ${old});`];
  for (let song = 0; song < songs; song++) {
    const urlname = corpusSongUrlname(song);
    out.push(
      `INSERT INTO songs (artist_id, name, urlname, lyrics, created_at) SELECT id, 'Korpus ${song + 1}', '${urlname}', 'Linia pierwsza\nLinia druga', ${old} FROM artists WHERE urlname = '${CORPUS_ARTIST}';`,
    );
    const rows = bodies.slice(song * CORPUS_PER_SONG, (song + 1) * CORPUS_PER_SONG).map((body, index) => {
      const author = index % 2 === 0 ? "NULL" : "(SELECT id FROM users WHERE username = 'admin')";
      return `((SELECT id FROM songs WHERE urlname = '${urlname}'), ${author}, ${hexText(body.body)}, ${old})`;
    });
    // D1 refuses statements over 100 KB: rows are grouped below that.
    let group: string[] = [];
    let size = 0;
    const flush = () => {
      if (group.length) out.push(`INSERT INTO comments (song_id, user_id, text, created_at) VALUES\n${group.join(",\n")};`);
      group = [];
      size = 0;
    };
    for (const row of rows) {
      if (size + row.length > 80_000) flush();
      group.push(row);
      size += row.length + 2;
    }
    flush();
  }
  writeFileSync(file, `${out.join("\n")}\n`);
  return { bodies: bodies.length, songs };
}
