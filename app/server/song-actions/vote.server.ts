// The vote buttons of the song page (decision 034): with JavaScript the button's fetcher gets
// {points, voted}; without it the form post lands back on the song with the new total shown
// (an interpretation: on its line, `?linia=N`, so the panel is open; a comment: in the
// comments tab at that comment). A refusal names the item, so the page can show it there.
import { vote } from "@worker/services/votes";
import { fail, parseInput, type Failure } from "@core/result";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { songLineHref, songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { annotationVoteSchema, commentVoteSchema, VOTE_TEXTS, type VoteTarget } from "@core/schemas/vote";

const LINE = /^\d{1,5}$/;

const schemas = { annotation: annotationVoteSchema, comment: commentVoteSchema } as const;

const voteAction =
  (target: VoteTarget): SongActionHandler =>
  async ({ request, form, song }) => {
    const field = VOTE_TEXTS[target].field;
    const parsed = parseInput<{ annotation_id?: number; comment_id?: number; up: boolean }>(schemas[target], {
      [field]: textField(form, field),
      up: textField(form, "up"),
    });
    if (!parsed.ok) return fail("invalid", parsed.message);
    const id = parsed.value.annotation_id ?? parsed.value.comment_id ?? 0;
    const result = await vote(request, target, id, parsed.value.up);
    if (!result.ok) return { ...result, details: { ...result.details, [field]: id } } satisfies Failure;
    const { points, voted, cookie } = result.value;
    const line = textField(form, "linia");
    const redirectTo =
      target === "comment"
        ? `${songTabHref(song.urlname, "komentarze")}#komentarz-${id}`
        : LINE.test(line)
          ? songLineHref(song.urlname, Number(line))
          : entityHref(song.urlname);
    return { ok: true, value: { id, points, voted, setCookie: cookie, redirectTo } };
  };

export const VOTE_ACTIONS: Record<string, SongActionHandler> = {
  "vote-annotation": voteAction("annotation"),
  "vote-comment": voteAction("comment"),
};
