// Adding a translation (product §3, §5, §7), shared by the form, the page action and
// /api/addTranslation. Translations render lyrics, so like the lyrics (decision 024) their
// profanity is not refused, but links are (FAQ).
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { idSchema } from "./contribution";
import { isLanguageCode } from "../text/languages";
import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES } from "../rules/contribution";
import { containsUrl } from "../text/text-filter";

export { TRANSLATION_LIMITS, TRANSLATION_MESSAGES };

/** Product §7.2: {code, song_id, translationText, g-recaptcha-response}. */
export const translationSchema = z.object({
  code: z.string({ error: TRANSLATION_MESSAGES.language }).trim().refine(isLanguageCode, TRANSLATION_MESSAGES.language),
  song_id: idSchema(TRANSLATION_MESSAGES.badSong),
  translationText: z
    .string({ error: TRANSLATION_MESSAGES.text })
    .max(TRANSLATION_LIMITS.chars * 2, TRANSLATION_MESSAGES.tooLong)
    // Line ends and trailing spaces as lyrics are stored; blank lines inside are kept.
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .replace(/^\n+|\n+$/g, ""),
    )
    .pipe(
      z
        .string()
        .min(1, TRANSLATION_MESSAGES.text)
        .max(TRANSLATION_LIMITS.chars, TRANSLATION_MESSAGES.tooLong)
        .refine((value) => value.trim() !== "", TRANSLATION_MESSAGES.text)
        .refine((value) => value.split("\n").length <= TRANSLATION_LIMITS.lines, TRANSLATION_MESSAGES.tooManyLines)
        .refine((value) => !containsUrl(value), TRANSLATION_MESSAGES.links),
    ),
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type TranslationInput = z.infer<typeof translationSchema>;
