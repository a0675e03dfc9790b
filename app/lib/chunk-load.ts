// Product §8: a chunk that fails to load reports 'Loading chunk {id} failed.' with the kind
// (missing, timeout) and the address. React Router reloads the page itself when a route
// module fails (a new deploy replaced it); this covers the chunks our pages load lazily.
import { CHUNK_LOAD_TIMEOUT_MS } from "@core/constants";

export type ChunkFailure = { id: string; kind: "missing" | "timeout"; url: string };

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(readonly failure: ChunkFailure) {
    super(chunkFailureMessage(failure));
  }
}

export function chunkFailureMessage({ id, kind, url }: ChunkFailure): string {
  return `Loading chunk ${id} failed.\n(${kind}: ${url})`;
}

/** "/assets/home-Bx12.js" → "home-Bx12": the file name is what identifies a Vite chunk. */
export function chunkIdFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0].split("/").pop() ?? url;
  return file.replace(/\.m?js$/, "") || url;
}

// The browsers' own words for a dynamic import that could not be fetched.
const NATIVE_FAILURES = [
  /Failed to fetch dynamically imported module:?\s*(\S*)/i, // Chromium
  /error loading dynamically imported module:?\s*(\S*)/i, // Firefox
  /Importing a module script failed\.?\s*(\S*)/i, // Safari
];

/** The chunk failure behind an error, or null when the error is something else. */
export function describeChunkFailure(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.failure;
  if (!(error instanceof Error)) return null;
  for (const pattern of NATIVE_FAILURES) {
    const match = pattern.exec(error.message);
    if (match) {
      const url = match[1] || "(nieznany adres)";
      return { id: chunkIdFromUrl(url), kind: "missing", url };
    }
  }
  return null;
}

/**
 * A dynamic import that gives up after 120 s (product §9) and fails with a ChunkLoadError
 * naming the chunk, so the error boundary can show the spec's message.
 */
export function loadChunk<T>(id: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError({ id, kind: "timeout", url: id })), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const failure = describeChunkFailure(error);
        reject(failure ? new ChunkLoadError({ ...failure, id }) : error);
      },
    );
  });
}
