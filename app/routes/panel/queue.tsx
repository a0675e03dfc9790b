// The review queue (decision 043): reported items, most reported and oldest first, with the
// item's text, a link to where it is, its author, the reasons counted and the reporters'
// notes; the proposals of song revisions waiting (decision 042). Plain forms, so a moderator
// can work without JavaScript too.
import { Suspense } from "react";
import { Form, Link } from "react-router";
import { REPORT_KIND_LABELS, type ReportKind } from "@core/rules/reports";
import { parseInput } from "@core/result";
import { songHistoryHref } from "@core/pages/song-links";
import { entityHref } from "@core/text/urlname";
import { lyricsDecisionSchema, namesDecisionSchema } from "@core/schemas/lyrics-edit";
import { queueDecisionSchema } from "@core/schemas/reports";
import { decideLyrics } from "@worker/services/lyrics-edits";
import { decideNames } from "@worker/services/names-edits";
import { pendingNames } from "@worker/services/names-history";
import { pendingLyrics } from "@worker/services/lyrics-views";
import { decideReported, reviewQueue } from "@worker/services/moderation-queue";
import { lazyPart } from "~/lib/lazy-part";
import { DateTime } from "~/components/date-time";
import { actionFailure, valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { readForm, textField } from "../../server/read-form.server";
import { ActionMessages, BlockDaysSelect } from "~/components/panel/panel-bits";
import type { Route } from "./+types/queue";

// Proposed lyric edits with their line diffs: a chunk of their own, loaded when there are some
// (decision 052).
const LyricsProposals = lazyPart("lyrics-proposals", () =>
  import("~/components/panel/lyrics-proposals").then((m) => ({ default: m.LyricsProposals })),
);
const NamesProposals = lazyPart("names-proposals", () => import("~/components/panel/names-proposals").then((m) => ({ default: m.NamesProposals })));

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "reports.review", { page: true });
  const page = Number(new URL(request.url).searchParams.get("strona") ?? "1");
  const queue = valueOrThrow(await reviewQueue(request, Number.isInteger(page) && page > 0 ? page : 1));
  const [lyrics, names] = await Promise.all([pendingLyrics(), pendingNames()]);
  return { ...queue, lyrics, names };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermissionOrThrow(request, "reports.review");
  const form = await readForm(request);
  if (textField(form, "intent") === "lyrics") {
    const decision = parseInput(lyricsDecisionSchema, {
      decision: textField(form, "decision"),
      revision_id: textField(form, "revision_id"),
      lyrics: textField(form, "lyrics"),
      base: textField(form, "base"),
      note: textField(form, "note"),
    });
    const decided = decision.ok ? await decideLyrics(request, decision.value) : decision;
    return decided.ok ? { ok: true as const } : actionFailure(decided);
  }
  if (textField(form, "intent") === "names") {
    const decision = parseInput(namesDecisionSchema, {
      decision: textField(form, "decision"),
      revision_id: textField(form, "revision_id"),
      title: textField(form, "title"),
      artist: textField(form, "artist"),
      base: textField(form, "base"),
      note: textField(form, "note"),
    });
    const decided = decision.ok ? await decideNames(request, decision.value) : decision;
    return decided.ok ? { ok: true as const } : actionFailure(decided);
  }
  const input = parseInput(queueDecisionSchema, {
    kind: textField(form, "kind"),
    item_id: textField(form, "item_id"),
    decision: textField(form, "decision"),
    days: textField(form, "days") || undefined,
    reason: textField(form, "reason"),
  });
  if (!input.ok) return actionFailure(input);
  const { kind, item_id, decision, days, reason } = input.value;
  const decided = await decideReported(request, kind, item_id, decision, reason, days);
  return decided.ok ? { ok: true as const } : actionFailure(decided);
}

const itemHref = (kind: ReportKind, item: { song: { urlname: string } | null; item_id: number }) => {
  if (!item.song) return null;
  const song = entityHref(item.song.urlname);
  if (kind === "annotation") return `${song}/interpretacja-${item.item_id}`;
  if (kind === "comment") return `${song}/komentarze#komentarz-${item.item_id}`;
  if (kind === "translation") return `${song}/tlumaczenie`;
  return song;
};

export default function Queue({ loaderData, actionData }: Route.ComponentProps) {
  const { items, revisions, lyrics, names } = loaderData;
  return (
    <main className="page panel-queue">
      <h1>Zgłoszenia</h1>
      <ActionMessages answer={actionData} />
      {items.length === 0 && revisions.length === 0 && lyrics.length === 0 && names.length === 0 && (
        <p className="muted">Nie ma nic do sprawdzenia.</p>
      )}
      <ol className="queue-list">
        {items.map((item) => {
          const href = itemHref(item.kind, item);
          return (
            <li key={`${item.kind}-${item.item_id}`} className={`card queue-item${item.held ? " held" : ""}`}>
              <p>
                <b>{REPORT_KIND_LABELS[item.kind]}</b> · zgłoszeń: {item.open_count} · od <DateTime timestamp={item.first_at} />
                {item.held && <> · ukryte do decyzji</>}
              </p>
              <blockquote>{item.label}</blockquote>
              <p className="muted">
                Autor: {item.author ?? "Anonimowy"}
                {item.song && <> · {href && !item.held ? <Link to={href}>{item.song.title}</Link> : item.song.title}</>}
              </p>
              <ul className="queue-reasons">
                {item.reasons.map((reason) => (
                  <li key={reason.reason}>
                    {reason.label}: {reason.count}
                    {reason.notes.length > 0 && <span className="muted"> — {reason.notes.join(" / ")}</span>}
                  </li>
                ))}
              </ul>
              <Form method="post" className="queue-actions">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="item_id" value={item.item_id} />
                <label>
                  Powód decyzji
                  <input name="reason" maxLength={300} />
                </label>
                <button type="submit" name="decision" value="delete">
                  Usuń
                </button>
                <button type="submit" name="decision" value="dismiss" className="secondary">
                  Odrzuć zgłoszenia
                </button>
                {item.blockable && (
                  <span className="queue-block">
                    <BlockDaysSelect label="Zablokuj autora na" />
                    <button type="submit" name="decision" value="block" className="secondary">
                      Usuń i zablokuj autora
                    </button>
                  </span>
                )}
              </Form>
            </li>
          );
        })}
      </ol>
      {lyrics.length > 0 && (
        <Suspense fallback={null}>
          <LyricsProposals proposals={lyrics} />
        </Suspense>
      )}
      {names.length > 0 && (
        <Suspense fallback={null}>
          <NamesProposals proposals={names} />
        </Suspense>
      )}
      {revisions.length > 0 && (
        <section aria-labelledby="propozycje">
          <h2 id="propozycje">Propozycje zmian piosenek</h2>
          <ul>
            {revisions.map((revision) => (
              <li key={revision.id}>
                {revision.summary} · {revision.author} · <DateTime timestamp={revision.createdAt} /> ·{" "}
                <SongHistoryLink songId={revision.songId} urlname={revision.songUrlname} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function SongHistoryLink({ songId, urlname }: { songId: number; urlname: string | null }) {
  return urlname ? <Link to={songHistoryHref(urlname)}>Historia edycji (piosenka {songId})</Link> : <span>piosenka {songId}</span>;
}
