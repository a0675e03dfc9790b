// SVG → PNG for the OpenGraph share cards (decision 029). resvg's WebAssembly build (~2.4 MB)
// and three subset fonts live in this module alone, which the rest of the Worker reaches
// only through a dynamic import: pages never load it, only a share image that is not yet
// in the edge cache does.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { onceAtATime } from "../services/shared-work";
import sansBold from "./fonts/dejavusans-bold.ttf.bin";
import serifBold from "./fonts/dejavuserif-bold.ttf.bin";
import serifBoldItalic from "./fonts/dejavuserif-bolditalic.ttf.bin";

let ready = false;

/**
 * Starts resvg once per isolate. Concurrent first requests take turns (onceAtATime: no
 * request awaits another's promise) rather than each starting it, which resvg refuses; a
 * failed start is tried again by the next request.
 */
async function init(): Promise<void> {
  if (ready) return;
  await onceAtATime(
    "resvg-wasm",
    () => (ready ? true : undefined),
    async () => {
      if (!ready) {
        await initWasm(resvgWasm);
        ready = true;
      }
      return true;
    },
  );
}

const fontBuffers = [sansBold, serifBold, serifBoldItalic].map((font) => new Uint8Array(font));

/** Renders the SVG at its own size, with the bundled fonts only (no system fonts here). */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  await init();
  const resvg = new Resvg(svg, {
    font: { fontBuffers, defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans", serifFamily: "DejaVu Serif" },
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
