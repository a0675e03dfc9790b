// React's streaming renderer for the edge (react-dom/server in workerd) turns every piece of
// markup it writes — a tag, an attribute, a text node: thousands per page — into bytes at once,
// each with its own TextEncoder.encode() call into the runtime, and copies them into 4 KB views.
// Those calls were the largest single cost of a cache-miss page after React's render itself
// (decision 053). React's Bun build keeps its chunks as strings instead; this transform gives
// the edge build the same stream configuration: chunks stay strings, a flush appends them and
// encodes the result once with the runtime's encoder. The bytes sent are the same (tested).
//
// Applied to the Worker's production build only (the dev server runs React's development build,
// unchanged). Each replacement must match exactly once: a React upgrade that changes these
// functions fails the build here, never ships a half-patched renderer.
import type { Plugin } from "vite";

export const REACT_EDGE_SERVER = /\/react-dom\/cjs\/react-dom-server\.edge\.production\.js$/;

const REPLACEMENTS: [from: RegExp, to: string][] = [
  // A chunk is appended to the flush's string (V8 links the pieces; the encoder reads them in
  // one pass); React writes only between the flush's start and completeWriting. A long chunk
  // (the inlined stylesheet, the loader data's script, lyrics) is encoded on its own: in the
  // flush's string it would be copied once more, and widened to two bytes a character
  // whenever the page has a Polish letter anywhere.
  [
    /function writeChunk\(destination, chunk\) \{[\s\S]*?\n\}\nfunction writeChunkAndReturn/,
    'function writeChunk(destination, chunk) {\n  2048 < chunk.length\n    ? (flushStringChunks(destination), destination.enqueue(textEncoder.encode(chunk)))\n    : (currentView += chunk);\n}\nfunction flushStringChunks(destination) {\n  0 < currentView.length && (destination.enqueue(textEncoder.encode(currentView)), (currentView = ""));\n}\nfunction writeChunkAndReturn',
  ],
  [
    /function completeWriting\(destination\) \{[\s\S]*?\n\}\n/,
    "function completeWriting(destination) {\n  null !== currentView && (flushStringChunks(destination), (currentView = null));\n}\n",
  ],
  [/function stringToChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}/, "function stringToChunk(content) {\n  return content;\n}"],
  [
    /function stringToPrecomputedChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}/,
    "function stringToPrecomputedChunk(content) {\n  return content;\n}",
  ],
  // Sizes only decide whether a finished boundary goes out apart (progressiveChunkSize, 500 for
  // outlining): UTF-16 units stand in for bytes there.
  [/function byteLengthOfChunk\(chunk\) \{\n {2}return chunk\.byteLength;\n\}/, "function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}"],
  [/segmentByteSize \+= segment\[i\]\.byteLength;/, "segmentByteSize += segment[i].length;"],
];

/** Where a flush starts: React allocates a fresh view, the flush's string starts empty. */
const NEW_VIEW = /currentView = new Uint8Array\(4096\);\n(\s*)writtenBytes = 0;/g;

export function toStringChunks(source: string): string {
  let out = source;
  for (const [from, to] of REPLACEMENTS) {
    const found = out.match(new RegExp(from.source, "g"))?.length ?? 0;
    if (found !== 1) throw new Error(`react-dom-server.edge: expected one match of ${from}, found ${found}; see vite-react-string-chunks.ts`);
    out = out.replace(from, to);
  }
  const starts = out.match(NEW_VIEW)?.length ?? 0;
  if (starts !== 2) throw new Error(`react-dom-server.edge: expected two flush starts, found ${starts}; see vite-react-string-chunks.ts`);
  out = out.replace(NEW_VIEW, 'currentView = "";\n$1writtenBytes = 0;');
  if (/\.byteLength|new Uint8Array\(/.test(out))
    throw new Error("react-dom-server.edge: bytes are still handled somewhere; see vite-react-string-chunks.ts");
  return out;
}

/** In the Worker's build; a build that never met the renderer (renamed, no longer bundled) fails. */
export function reactStringChunks(): Plugin {
  let applied = false;
  return {
    name: "nadinterpretacje:react-string-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform: {
      filter: { id: REACT_EDGE_SERVER },
      handler(code) {
        applied = true;
        return { code: toStringChunks(code), map: null };
      },
    },
    generateBundle() {
      if (!applied) this.error("react-dom-server.edge.production.js was not in the Worker's build; see vite-react-string-chunks.ts");
    },
  };
}
