// A report as the report page's form and POST /api/report send it (decision 043).
import { z } from "../zod";
import { BLOCK_DAYS, REPORT_KINDS, REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS } from "../rules/reports";
import { CAPTCHA_FIELD } from "./captcha";
import { idSchema } from "./ids";

export const reportSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: REPORT_MESSAGES.badKind }),
    item_id: idSchema(REPORT_MESSAGES.badItem),
    reason: z.enum(Object.keys(REPORT_REASONS) as [keyof typeof REPORT_REASONS, ...(keyof typeof REPORT_REASONS)[]], {
      error: REPORT_MESSAGES.reason,
    }),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong)
      .optional()
      .transform((value) => value || null),
    [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
  })
  .refine((value) => value.reason !== "other" || value.note !== null, { message: REPORT_MESSAGES.noteRequired, path: ["note"] });

export type ReportInput = z.infer<typeof reportSchema>;

/** A moderator's decision on a reported item in the review queue (decision 043). */
export const queueDecisionSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: "Nieznany rodzaj wpisu." }),
  item_id: idSchema(),
  decision: z.enum(["delete", "dismiss", "block"], { error: "Nieznana decyzja." }),
  days: z.coerce
    .number()
    .int()
    .refine((days) => (BLOCK_DAYS as readonly number[]).includes(days), "Wybierz, na ile zablokować.")
    .default(7),
  reason: z
    .string()
    .trim()
    .max(300, "Powód może mieć najwyżej 300 znaków.")
    .transform((value) => value || null)
    .default(""),
});
