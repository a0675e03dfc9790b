// Zod, configured for the browser's Content-Security-Policy (decision 027). To decide whether
// it may compile object parsers with `new Function`, Zod tries one when the first object
// schema is built; the page's policy (no 'unsafe-eval') refuses it and reports a violation,
// although Zod catches the error. `jitless` skips the probe and the compiled fast path;
// parsing is the same. Every module in app/ imports z from here (Biome refuses "zod"), so
// the setting is in place before any schema exists, whatever order the bundles load in.
import { z } from "zod";

z.config({ jitless: true });

export { z };
