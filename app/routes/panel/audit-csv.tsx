// The audit log as CSV (decision 043): a resource route, the page's filters in the address.
import { auditCsv } from "@worker/services/moderation-views";
import { valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { auditFilters } from "./audit-filters.server";
import type { Route } from "./+types/audit-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "audit.view", { page: true });
  const csv = valueOrThrow(await auditCsv(request, auditFilters(new URL(request.url).searchParams)));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="dziennik-moderacji.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
