import { Suspense } from "react";
import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { lazyPart } from "~/lib/lazy-part";
import { SongPage } from "~/components/song/song-page";
import { VotesProvider } from "~/components/song/vote-context";
import { PostEditProvider } from "~/components/song/post-edit-context";
import type { ContributionAnswer } from "@core/pages/answers";
import { canonicalPage } from "~/lib/page-route";
import { parsePageParam } from "@core/pages/pager";
import { artistAction } from "../server/artist-action.server";
import { statusText } from "@core/result";
import { songAction } from "../server/song-actions.server";
import { searchWithoutLoop } from "@core/media/media-time";
import { NOT_FOUND_TITLE } from "~/components/not-found";
import { pageMeta } from "~/lib/seo";
import { EDIT_SLUG, HISTORY_SLUG, parseSongView, REPORT_SLUG, songEditHref, songHistoryHref, songTitleKey } from "@core/pages/song-view";
import { lyricsEditPage } from "@worker/services/lyrics-views";
import { reportPage } from "@worker/services/reports";
import { SITE_NAME } from "@core/constants";
import { songHistoryPage } from "@worker/services/revision-review";
import { valueOrThrow } from "../server/answer.server";
import { catchAllMeta } from "../server/song-seo.server";
import { entityHref } from "@core/text/urlname";
import { getArtistPage } from "@worker/services/artists";
import { captchaWidget } from "@worker/services/captcha";
import { getSessionUser } from "@worker/services/session";
import { identify } from "@worker/services/identify";
import { movedHref, resolveAlias } from "@worker/services/url-aliases";
import { mergeScreen } from "@worker/services/merge-screen";
import { MERGE_SLUG } from "@core/rules/renames";
import type { ActionAnswer } from "@core/pages/answers";
import { requirePermissionOrThrow } from "../server/auth.server";
import { recentAnnotatedSongs } from "@worker/services/recent";
import { originMatches, readSongView } from "../server/song-page-loader.server";
import { pageTag, tagPage } from "@worker/services/page-tags";
import { pack, type Unpacked, unpack } from "@core/pages/packed";
import { forPage } from "../server/page-data.server";
import { PageData } from "~/components/page-data";
import type { Route } from "./+types/catch-all";

// The song page is this route's own code; the artist page and the song's sub-pages (/edytuj,
// /historia, /zglos, /polacz) come in chunks of their own, loaded when shown (decision 052).
const ArtistPage = lazyPart("artist-page", () => import("~/components/artist-page").then((m) => ({ default: m.ArtistPage })));
const ArtistMerge = lazyPart("artist-merge", () => import("~/components/artist-merge").then((m) => ({ default: m.ArtistMerge })));
const ReportPage = lazyPart("report-page", () => import("~/components/song/report-page").then((m) => ({ default: m.ReportPage })));
const LyricsEditPage = lazyPart("lyrics-edit-page", () => import("~/components/song/lyrics-edit-page").then((m) => ({ default: m.LyricsEditPage })));
const SongHistory = lazyPart("song-history", () => import("~/components/song/song-history").then((m) => ({ default: m.SongHistory })));

// /{text} and /{text}/{second}: a song or an artist (product §2.12, Catch-all; decision 012).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A song's own views (its tabs, an interpretation's address) ask who the name is and read the
  // whole song page in one D1 batch; its other parts (/zglos, /edytuj, …) and an artist's
  // pages ask first.
  const view = parseSongView(params.second, url.searchParams);
  const read = view ? await readSongView(request, params, view) : null;
  if (read?.page) return { ...read.page, song: forPage(context, read.page.song, "dane-piosenki") };
  const identity = read ? read.identity : await identify(params.text);
  if (identity.type === "unknown") {
    // Url names are lower case; a link typed in capitals still finds its page.
    const lower = params.text.toLowerCase();
    const canonical = lower !== params.text ? await identify(lower) : identity;
    if (canonical.type === "unknown") {
      // An old address of a renamed, moved or merged page: one 301 to where it is now (decision 049).
      const moved = await resolveAlias(lower);
      if (!moved) throw redirect("/404");
      throw redirect(await movedHref(moved, params.second, url.search), 301);
    }
    const rest = params.second === undefined ? "" : `/${encodeURIComponent(params.second)}`;
    throw redirect(`${entityHref(canonical.urlname)}${rest}${url.search}`, 301);
  }

  if (identity.type === "artist" && params.second === MERGE_SLUG) {
    await requirePermissionOrThrow(request, "artist.merge", { page: true });
    const target = url.searchParams.get("wykonawca");
    const targetId = target !== null && /^[1-9]\d{0,14}$/.test(target) ? Number(target) : null;
    const merge = valueOrThrow(await mergeScreen(request, identity.id, url.searchParams.get("szukaj"), targetId));
    const head = pageMeta(originMatches(request), {
      title: `Połącz wykonawcę: ${merge.artist.artist_name} | ${SITE_NAME}`,
      description: "Połącz wykonawcę z innym.",
      path: null,
      robots: "noindex",
    });
    return { kind: "merge" as const, merge, head };
  }

  if (identity.type === "artist") {
    // A cached copy of this page goes when the artist or its songs change (decision 051).
    tagPage(pageTag.artist(identity.id));
    // An artist's second part is the page of its song list (only giant catalogues have one).
    const pageNumber = parsePageParam(params.second);
    if (pageNumber === null) throw redirect("/404");
    const [page, sidebar] = await Promise.all([getArtistPage(identity.id, pageNumber), recentAnnotatedSongs()]);
    if (!page) throw redirect("/404");
    canonicalPage(entityHref(identity.urlname), params.second, page.page);
    const head = catchAllMeta({ loaderData: { kind: "artist", page }, params, location: url, matches: originMatches(request) });
    const user = await getSessionUser(request);
    // Sent as one JSON text (core/pages/packed.ts): a catalogue is hundreds of songs.
    const artist = pack({ page, sidebar, head, viewer: user ? { username: user.username, role: user.role } : null });
    return { kind: "artist" as const, artist: forPage(context, artist, "dane-wykonawcy") };
  }

  if (params.second === REPORT_SLUG) {
    const user = await getSessionUser(request);
    const report = valueOrThrow(await reportPage(identity, url.searchParams.get("rodzaj"), url.searchParams.get("id")));
    const head = pageMeta(originMatches(request), {
      title: `Zgłoś wpis: ${report.song.title} | ${SITE_NAME}`,
      description: "Zgłoś wpis moderatorom.",
      path: null,
      robots: "noindex",
    });
    return { kind: "report" as const, report, head, sent: url.searchParams.get("wyslano") === "1", captcha: user ? null : captchaWidget() };
  }
  if (params.second === EDIT_SLUG) {
    const user = await getSessionUser(request);
    const edit = valueOrThrow(await lyricsEditPage(identity.id, user));
    const { song } = edit;
    const head = pageMeta(originMatches(request), {
      title: `Edytuj tekst: ${song.title} | ${SITE_NAME}`,
      description: `Popraw tekst piosenki ${song.title}.`,
      path: songEditHref(song.urlname),
      robots: "noindex",
    });
    return { kind: "edit" as const, edit, head, sent: url.searchParams.get("wyslano") === "1", captcha: user ? null : captchaWidget() };
  }
  if (params.second === HISTORY_SLUG) {
    const user = await getSessionUser(request);
    const history = valueOrThrow(await songHistoryPage(identity.id, user));
    const { song } = history;
    const head = pageMeta(originMatches(request), {
      title: `Historia edycji: ${song.artist_name} – ${song.song_name} | ${SITE_NAME}`,
      description: `Wszystkie wersje teledysku i synchronizacji tekstu piosenki ${song.artist_name} – ${song.song_name}.`,
      path: songHistoryHref(song.song_urlname),
      robots: "noindex",
    });
    return { kind: "history" as const, history, head, viewer: user ? { username: user.username, role: user.role } : null };
  }
  // A song's part that is none of the above, nor one of its views.
  throw redirect("/404");
}

/** Every form of the song page posts here (app/lib/song-actions.server.ts); /{artist} has none. */
export async function action({ params, request }: Route.ActionArgs) {
  const identity = await identify(params.text);
  if (identity.type === "artist") return artistAction(request, identity);
  if (identity.type !== "song") throw data({ error: "Nie ma takiej piosenki." }, { status: 404, statusText: statusText(404) });
  return songAction(request, identity);
}

/**
 * Tabs, lines, languages and the video loop (?od=&do=) of the same song change only the
 * address: the page already holds their data, so the server is asked again only for another
 * song or artist, for all of a line's interpretations, after a form that writes, or on an
 * explicit revalidation.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentParams.text !== nextParams.text) return defaultShouldRevalidate;
  // A number is a page of an artist's song list, 'historia' the song's history, 'zglos' a report, 'edytuj' the lyrics editor, 'polacz' a merge: new data.
  if (
    [currentParams.second, nextParams.second].some(
      (part) =>
        part !== undefined && (/^\d+$/.test(part) || part === HISTORY_SLUG || part === REPORT_SLUG || part === EDIT_SLUG || part === MERGE_SLUG),
    )
  ) {
    return defaultShouldRevalidate;
  }
  // "Pokaż wszystkie" asks for more of a line than the page holds.
  // A loop range alone never needs data, even next to ?wszystkie=1.
  return nextUrl.searchParams.has("wszystkie") && searchWithoutLoop(nextUrl.searchParams) !== searchWithoutLoop(currentUrl.searchParams);
}

export default function CatchAll(props: Route.ComponentProps) {
  // One boundary in one place: a navigation between the kinds keeps the old page on screen
  // until the new one's chunk is there (React does not hide shown content in a transition).
  return (
    <Suspense fallback={null}>
      <CatchAllPage {...props} />
    </Suspense>
  );
}

function CatchAllPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.kind === "artist") {
    const answer = (actionData as ActionAnswer | undefined) ?? null;
    const { page, sidebar, viewer } = unpack(loaderData.artist);
    return (
      <>
        <ArtistPage page={page} sidebar={sidebar} viewer={viewer} serverAnswer={answer} />
        <PageData packed={loaderData.artist} />
      </>
    );
  }
  if (loaderData.kind === "merge") return <ArtistMerge screen={loaderData.merge} serverAnswer={(actionData as ActionAnswer | undefined) ?? null} />;
  if (loaderData.kind === "report") {
    const answer = (actionData as ContributionAnswer | undefined) ?? null;
    return <ReportPage report={loaderData.report} sent={loaderData.sent} captcha={loaderData.captcha} serverAnswer={answer} />;
  }
  if (loaderData.kind === "edit") {
    const answer = (actionData as ContributionAnswer | undefined) ?? null;
    return <LyricsEditPage edit={loaderData.edit} sent={loaderData.sent} captcha={loaderData.captcha} serverAnswer={answer} />;
  }
  if (loaderData.kind === "history") {
    return (
      <SongHistory history={loaderData.history} viewer={loaderData.viewer} serverAnswer={(actionData as ContributionAnswer | undefined) ?? null} />
    );
  }
  return (
    <>
      <SongView data={unpack(loaderData.song)} second={params.second} serverAnswer={(actionData as ContributionAnswer | undefined) ?? null} />
      <PageData packed={loaderData.song} />
    </>
  );
}

type SongData = Unpacked<Extract<Route.ComponentProps["loaderData"], { kind: "song" }>["song"]>;

function SongView({ data, second, serverAnswer }: { data: SongData; second?: string; serverAnswer: ContributionAnswer | null }) {
  // The view lives in the address, so it is shareable; the loader has already refused
  // addresses that mean nothing.
  const [search] = useSearchParams();
  const view = parseSongView(second, search) ?? parseSongView(undefined, search)!;
  return (
    <VotesProvider urlname={data.page.song.song_urlname} votes={data.page.votes} annotations={data.page.annotations} comments={data.page.comments}>
      <PostEditProvider viewer={data.editor} versions={data.versions} serverAnswer={serverAnswer}>
        <SongPage
          page={data.page}
          recent={data.recent}
          languages={data.languages}
          view={view}
          viewer={data.viewer}
          captcha={data.captcha}
          serverAnswer={serverAnswer}
          held={data.held}
          detached={data.detached}
        />
      </PostEditProvider>
    </VotesProvider>
  );
}

// Every page's head tags are made by the loader, on the server, so app/lib/seo.ts stays out of
// the song page's JavaScript (decision 052). A loader that throws shows the root's error page,
// whose meta is the root's: this route's meta is not asked then; the title is a safe default.
export function meta({ loaderData, params, location }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  if (loaderData.kind === "artist") return unpack(loaderData.artist).head;
  if (loaderData.kind !== "song") return loaderData.head;
  // A tab switched in the browser keeps the loaded view's other tags (search engines and
  // share cards load each address in full) and takes that view's title.
  const { head, titles } = unpack(loaderData.song);
  const view = parseSongView(params.second, new URLSearchParams(location.search));
  const title = (view && titles[songTitleKey(view)]) ?? titles["tlumaczenie:"];
  return head.map((tag) => ("title" in tag && title ? { title } : tag));
}
