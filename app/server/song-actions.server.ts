// The song page's action (/{song}, every contribution form and delete button posts here):
// one handler per `intent`. A form sent by the form kit (`_js=1`) gets data back; a plain
// form post without JavaScript gets a redirect back to the song (post/redirect/get), where
// the result is visible, or the page again with the message when the server refused.
import { data, redirect } from "react-router";
import { fail } from "@core/result";
import { actionFailure } from "./answer.server";
import { INTENT_FIELD, JS_FIELD, type ContributionAnswer } from "@core/pages/answers";
import { readForm } from "./read-form.server";
import { SONG_ACTION_HANDLERS } from "./song-actions/handlers.server";
import type { SongRef } from "./song-actions/types";
import { entityHref } from "@core/text/urlname";

export type { SongActionContext, SongActionDone, SongActionHandler, SongRef } from "./song-actions/types";

export const UNKNOWN_INTENT = "Nieznana akcja formularza.";

export async function songAction(request: Request, song: SongRef) {
  const form = await readForm(request);
  const intent = String(form.get(INTENT_FIELD) ?? "");
  const handler = Object.hasOwn(SONG_ACTION_HANDLERS, intent) ? SONG_ACTION_HANDLERS[intent] : undefined;
  if (!handler) return actionFailure(fail("invalid", UNKNOWN_INTENT));
  const result = await handler({ request, form, song });
  if (!result.ok) return actionFailure(result, { intent });
  const { redirectTo, setCookie, ...done } = result.value;
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (form.get(JS_FIELD) === "1") return data({ ok: true as const, intent, ...done } satisfies ContributionAnswer, { headers });
  return redirect(redirectTo ?? entityHref(song.urlname), { headers });
}
