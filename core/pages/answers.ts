// What the song page's action answers a contribution form (app/lib/song-actions.server.ts),
// read by the form kit in the browser. A form posted by the kit carries `_js=1` and gets this
// data; a plain form post without JavaScript gets a redirect back to the song instead.
export type ContributionAnswer =
  | { ok: true; intent: string; id?: number; points?: number; voted?: boolean }
  | { ok: false; intent?: string; error: string; field?: string };

export const JS_FIELD = "_js";
export const INTENT_FIELD = "intent";
