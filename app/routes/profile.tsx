import { Link, redirect } from "react-router";
import { DeleteAccountButton } from "~/components/delete-account-button";
import { NOT_FOUND_TITLE } from "~/components/not-found";
import { Pager } from "~/components/pager";
import { SongGrid } from "~/components/song-grid";
import { SongRows } from "~/components/song-list";
import { PROFILE_SONGS_PAGE_SIZE, SITE_NAME } from "@core/constants";
import { formatPoints, plural } from "@core/text/numbers";
import { pageHref } from "@core/pages/pager";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { profileHref } from "@core/text/urlname";
import { breadcrumbLd, NOT_FOUND_DESCRIPTION, originFrom, pageMeta } from "~/lib/seo";
import { getProfile } from "@worker/services/profiles";
import { ownSuggestions } from "@worker/services/lyrics-edits";
import { OwnSuggestions } from "~/components/own-suggestions";
import { getSessionUser } from "@worker/services/session";
import { valueOrThrow } from "../server/answer.server";
import type { Route } from "./+types/profile";

// /profil (your own), /profil/{username}, /profil/{username}/{page} (the songs list's pages).
export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  if (params.username === undefined) throw redirect(viewer ? profileHref(viewer.username) : "/login");
  const page = requirePage(params.page);
  const profile = valueOrThrow(await getProfile(params.username, page));
  const basePath = profileHref(profile.user.user_name);
  // One address per profile: the name as registered (it is found regardless of case).
  if (params.username !== profile.user.user_name) throw redirect(pageHref(basePath, profile.page));
  canonicalPage(basePath, params.page, profile.page);
  // Only the owner sees what became of their suggestions (and the reasons of refusals).
  const suggestions = viewer && viewer.id === profile.user.user_id ? await ownSuggestions(viewer.id) : [];
  return { profile, basePath, suggestions, viewer: viewer ? { username: viewer.username, role: viewer.role } : null };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, basePath } = loaderData;
  const { user } = profile;
  return (
    <main className="page profile-page">
      <h1>{user.user_name}</h1>
      <ul className="profile-stats">
        <li>
          Punkty: <strong>{formatPoints(user.points)}</strong>
        </li>
        <li>
          Miejsce w <Link to="/ranking">rankingu</Link>: <strong>{user.position}</strong>
        </li>
      </ul>
      {/* Account actions: one's own settings, the admin's delete-account button. */}
      <div className="profile-admin">
        {loaderData.viewer?.username === user.user_name && (
          <Link className="button secondary" to="/profil/ustawienia">
            Ustawienia konta
          </Link>
        )}
        <DeleteAccountButton username={user.user_name} viewer={loaderData.viewer} />
      </div>

      <section>
        <h2>Nadinterpretowane piosenki</h2>
        {profile.songCount === 0 ? (
          <p className="muted">Brak nadinterpretowanych piosenek.</p>
        ) : (
          <>
            <p className="muted">{plural(profile.songCount, "piosenka", "piosenki", "piosenek")}, od najwyżej ocenianych.</p>
            <SongRows
              className="search-results profile-songs"
              start={(profile.page - 1) * PROFILE_SONGS_PAGE_SIZE + 1}
              heading="h3"
              songs={profile.songs}
              detail={(song) => (
                <>
                  <span className="points">{formatPoints(song.points)} pkt</span> ·{" "}
                  {plural(song.annotations, "interpretacja", "interpretacje", "interpretacji")}
                </>
              )}
            />
            <Pager basePath={basePath} page={profile.page} count={profile.pages} />
          </>
        )}
      </section>

      <OwnSuggestions suggestions={loaderData.suggestions} />

      <SongGrid title="Nowe Piosenki" songs={profile.newest} />
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, path: null, robots: "noindex" });
  const { user, songCount, page } = loaderData.profile;
  const path = pageHref(loaderData.basePath, page);
  return pageMeta(matches, {
    title: `Profil: ${user.user_name}${page > 1 ? ` — strona ${page}` : ""} | ${SITE_NAME}`,
    description: `${user.user_name}: ${formatPoints(user.points)} pkt, ${user.position}. miejsce w rankingu, ${plural(songCount, "nadinterpretowana piosenka", "nadinterpretowane piosenki", "nadinterpretowanych piosenek")}.`,
    path,
    type: "profile",
    jsonLd: [
      breadcrumbLd(originFrom(matches), [
        { name: "Ranking", path: "/ranking" },
        { name: user.user_name, path },
      ]),
    ],
  });
}
