// 'Zgłoś' beside every reportable item (decision 043): a link to the item's report page, so
// the song page carries a few bytes per item and the form only loads when someone reports.
import { ListLink } from "~/components/list-link";
import { reportHref } from "@core/pages/song-view";
import type { ReportKind } from "@core/rules/reports";

export function ReportLink({ urlname, kind, id, label = "Zgłoś" }: { urlname: string; kind: ReportKind; id: number; label?: string }) {
  return (
    <ListLink className="report-link" to={reportHref(urlname, kind, id)} rel="nofollow">
      {label}
    </ListLink>
  );
}
