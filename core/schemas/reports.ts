// A report as the report page's form and POST /api/report send it (decision 043).
import { z } from "../zod";
import { REPORT_KINDS, REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS } from "../rules/reports";
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
