// A moderator's decision on a song's revision (decision 042): the history page's forms.
import { z } from "../zod";
import { REVISION_MESSAGES, REVISION_NOTE_MAX } from "../rules/revisions";
import { idSchema } from "./ids";

export const revisionDecisionSchema = z.object({
  revision_id: idSchema(REVISION_MESSAGES.missing),
  decision: z.enum(["accept", "reject", "revert"], { error: "Nieznana decyzja." }),
  note: z
    .string()
    .trim()
    .max(REVISION_NOTE_MAX, REVISION_MESSAGES.noteTooLong)
    .transform((value) => value || null)
    .default(""),
});
