// Blocks (decision 043): the active ones, soonest to end first, each can be lifted; an account
// can also be blocked here by its name (reported anonymous clients are blocked from the queue).
import { Form } from "react-router";
import { fail, parseInput } from "@core/result";
import { BLOCK_DAYS } from "@core/rules/reports";
import { idSchema } from "@core/schemas/ids";
import { z } from "@core/zod";
import { activeBlocks, blockTarget, liftBlock } from "@worker/services/blocks";
import { findUserByName } from "@worker/services/profiles";
import { DateTime } from "~/components/date-time";
import { actionFailure, valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { readForm, textField } from "../../server/read-form.server";
import { ActionMessages, BlockDaysSelect } from "~/components/panel/panel-bits";
import type { Route } from "./+types/blocks";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "users.block", { page: true });
  return { blocks: valueOrThrow(await activeBlocks(request)) };
}

const blockSchema = z.object({
  username: z.string().trim().min(1, "Podaj nazwę użytkownika."),
  days: z.coerce.number().refine((days) => (BLOCK_DAYS as readonly number[]).includes(days), "Wybierz, na ile zablokować."),
  reason: z
    .string()
    .trim()
    .max(300, "Powód może mieć najwyżej 300 znaków.")
    .transform((value) => value || null),
});

export async function action({ request }: Route.ActionArgs) {
  await requirePermissionOrThrow(request, "users.block");
  const form = await readForm(request);
  if (textField(form, "intent") === "lift") {
    const id = parseInput(idSchema("Nie ma takiej blokady."), form.get("block_id"));
    const lifted = id.ok ? await liftBlock(request, id.value) : id;
    return lifted.ok ? { ok: true as const } : actionFailure(lifted);
  }
  const input = parseInput(blockSchema, { username: textField(form, "username"), days: textField(form, "days"), reason: textField(form, "reason") });
  if (!input.ok) return actionFailure(input);
  const user = await findUserByName(input.value.username);
  if (!user) return actionFailure(fail("not_found", "Nie ma takiego użytkownika.", { field: "username" }));
  const blocked = await blockTarget(request, { userId: user.id, clientHash: null, label: user.username }, input.value.days, input.value.reason);
  return blocked.ok ? { ok: true as const } : actionFailure(blocked);
}

export default function Blocks({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page panel-blocks">
      <h1>Blokady</h1>
      <ActionMessages answer={actionData} />
      <Form method="post" className="account-form block-form">
        <h2>Zablokuj konto</h2>
        <label>
          Nazwa użytkownika
          <input name="username" required />
        </label>
        <BlockDaysSelect label="Na ile" />
        <label>
          Powód
          <input name="reason" maxLength={300} />
        </label>
        <button type="submit">Zablokuj</button>
      </Form>
      {loaderData.blocks.length === 0 ? (
        <p className="muted">Nikt nie jest zablokowany.</p>
      ) : (
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Kto</th>
              <th scope="col">Do kiedy</th>
              <th scope="col">Powód</th>
              <th scope="col">Zablokował</th>
              <th scope="col">Zdjęcie</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.blocks.map((block) => (
              <tr key={block.id}>
                <td>{block.account ? block.label : `${block.label} (adres)`}</td>
                <td>
                  <DateTime timestamp={block.until} />
                </td>
                <td>{block.reason ?? ""}</td>
                <td>{block.created_by ?? ""}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="lift" />
                    <input type="hidden" name="block_id" value={block.id} />
                    <button type="submit" className="secondary">
                      Zdejmij blokadę
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
