// The catch-all's song page (product §2.12, a song's views of decision 012): one D1 batch tells
// a song from an artist and reads the song's whole page (worker/services/song-page.ts); this
// shapes what the page is sent. Kept apart so the route stays about choosing what to show.
import { redirect } from "react-router";
import type { LanguageNames } from "~/components/song/translations-tab";
import { can } from "@core/auth/permissions";
import { pack } from "@core/pages/packed";
import type { SongView } from "@core/pages/song-view";
import { languageName } from "@core/text/languages";
import { siteOrigin } from "@worker/platform/config";
import { captchaWidget } from "@worker/services/captcha";
import { pageTag, tagPage } from "@worker/services/page-tags";
import { songPostVersions } from "@worker/services/post-versions";
import { lyricsPreview } from "@worker/services/search";
import { getSessionUser } from "@worker/services/session";
import { readSongPage, recentInterpretations } from "@worker/services/song-page";
import { heldForAuthor } from "@worker/services/trash";
import { pageVoter } from "@worker/services/votes";
import { catchAllMeta, songTitles } from "./song-seo.server";

/** The root loader's origin, as meta() would find it, for head tags made in a loader. */
export function originMatches(request: Request) {
  return [{ id: "root", loaderData: { origin: siteOrigin(request) } }];
}

type Params = { text: string; second?: string };

/**
 * /{text} or /{text}/{view} read as a song's view: who the name is and, when a song, the page
 * data (`page`, ready to send). An artist or an unknown name answers its identity only.
 */
export async function readSongView(request: Request, params: Params, view: SongView) {
  const wanted = { fullLine: view.allOfLine ? view.line : null, annotationId: view.annotationId };
  // The viewer decides which vote buttons are pressed (the session lookup is shared per request).
  const [voter, recent, user] = await Promise.all([pageVoter(request), recentInterpretations(), getSessionUser(request)]);
  const { identity, found } = await readSongPage(params.text, wanted, voter);
  if (identity.type !== "song" || !found) return { identity, page: null };
  tagPage(pageTag.song(identity.id));
  const { page, detached } = found;
  // A shared link to an interpretation an edit detached still opens the song (decision 045).
  const known = (id: number) => page.annotations.some((a) => a.annotation_id === id) || detached.some((a) => a.annotation_id === id);
  if (view.annotationId !== null && !known(view.annotationId)) {
    throw redirect("/404");
  }
  // Only the names of the languages used travel to the browser, not the whole list.
  const languages: LanguageNames = {};
  for (const { translation_code: code } of page.translations) {
    languages[code] ??= languageName(code) ?? { name: code, nativeName: code };
  }
  const description = lyricsPreview(page.song.song_lyrics.join("\n"));
  // The head tags are made here, on the server (app/lib/song-seo.ts stays out of the page's
  // JavaScript): those of the asked view, and every view's title for tab switches.
  const seoData = { kind: "song" as const, page, languages, description };
  const location = new URL(request.url);
  const song = {
    page,
    recent,
    languages,
    head: catchAllMeta({ loaderData: seoData, params, location, matches: originMatches(request) }),
    titles: songTitles(seoData),
    viewer: user ? { username: user.username, role: user.role } : null,
    // Logged-in users post without a captcha (product §5.12, Authors).
    captcha: user ? null : captchaWidget(),
    // The viewer's own items that reports hid: they still see them, marked (decision 043).
    held: user ? await heldForAuthor(identity.id, user.id) : [],
    detached,
    // Decision 048: who may edit which item ('Edytuj'), and the earlier versions staff read.
    editor: user ? { id: user.id, role: user.role } : null,
    versions: can(user, "posts.history") ? await songPostVersions(identity.id) : null,
  };
  // Sent as one JSON text (core/pages/packed.ts): React Router's own encoder, value by value,
  // was an eighth of a cache-miss song page's CPU.
  return { identity, page: { kind: "song" as const, song: pack(song) } };
}
