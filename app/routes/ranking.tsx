import { recentAnnotatedSongs } from "@worker/services/recent";
import { rankingPage } from "@worker/services/ranking-list";
import { AdSlot } from "~/components/ad-slot";
import { Pager } from "~/components/pager";
import { SidebarColumn, SidebarWidget } from "~/components/sidebar-widget";
import { UserRow, UserTableHead } from "~/components/user-tables";
import { canonicalPage, listTitle, requirePage } from "~/lib/page-route";
import { listPageMeta } from "~/lib/seo";
import { plural } from "@core/text/numbers";
import { pack, unpack } from "@core/pages/packed";
import { forPage } from "~/server/page-data.server";
import { PageData } from "~/components/page-data";
import type { Route } from "./+types/ranking";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [ranking, sidebar] = await Promise.all([rankingPage(requirePage(params.page)), recentAnnotatedSongs()]);
  canonicalPage("/ranking", params.page, ranking.page);
  const { sortedRanking, total, page, pageCount } = ranking;
  // The rows and the sidebar go as one JSON text (core/pages/packed.ts): React Router's own
  // encoder, value by value, was a tenth of the page's CPU.
  return { total, page, pageCount, lists: forPage(context, pack({ sortedRanking, sidebar }), "dane-rankingu") };
}

export default function Ranking({ loaderData }: Route.ComponentProps) {
  const { page, pageCount } = loaderData;
  const { sortedRanking, sidebar } = unpack(loaderData.lists);
  return (
    <>
      <main className="page with-sidebar">
        <div>
          <h1>Ranking użytkowników</h1>
          <p className="muted">Kolejność według głosów, które zebrały interpretacje. Im bardziej ktoś się myli, tym wyżej.</p>
          <AdSlot type={2} />
          {sortedRanking.length === 0 ? (
            <p>Nikt jeszcze nie założył konta. Miejsce pierwsze czeka na Ciebie!</p>
          ) : (
            <table className="ranking-table">
              <UserTableHead withPosition />
              <tbody>
                {sortedRanking.map((user) => (
                  <UserRow key={user.user_id} user={user} position={user.position} />
                ))}
              </tbody>
            </table>
          )}
          <Pager basePath="/ranking" page={page} count={pageCount} />
        </div>
        <SidebarColumn>
          <SidebarWidget songs={sidebar} />
        </SidebarColumn>
      </main>
      <PageData packed={loaderData.lists} />
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  return listPageMeta(matches, {
    title: listTitle("Ranking użytkowników", page),
    name: "Ranking",
    basePath: "/ranking",
    page,
    pages: loaderData?.pageCount ?? 1,
    description: `Ranking ${plural(loaderData?.total ?? 0, "użytkownika", "użytkowników", "użytkowników")} według głosów, które zebrały ich interpretacje: im bardziej ktoś się myli, tym wyżej.`,
  });
}
