// What an account's owner can do to it (decision 044): reset a forgotten password by a mailed
// link, confirm an address, change the password or the address, log out everywhere, take a
// copy of their data, leave. The forms and the Worker share these rules and messages.
import { z } from "../zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailSchema, passwordSchema } from "./account";
import { LINK_MESSAGES, MAIL_MESSAGES, RESET_MESSAGES, SETTINGS_MESSAGES } from "../rules/account-messages";

export { LINK_MESSAGES, MAIL_MESSAGES, RESET_MESSAGES, SETTINGS_MESSAGES };

/** A link's token: 32 random bytes, base64url (43 characters). Anything else is no link of ours. */
export const linkTokenSchema = z.string(LINK_MESSAGES.invalid).regex(/^[A-Za-z0-9_-]{43}$/, LINK_MESSAGES.invalid);

export const forgotPasswordSchema = z.object({
  login: z.string(RESET_MESSAGES.loginRequired).trim().min(1, RESET_MESSAGES.loginRequired).max(EMAIL_MAX_LENGTH, RESET_MESSAGES.loginRequired),
});

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: passwordSchema });

export const confirmEmailSchema = z.object({ token: linkTokenSchema });

/** The current password, typed again for every change that matters (no length rule: it is only compared). */
const currentSchema = z
  .string(SETTINGS_MESSAGES.currentRequired)
  .min(1, SETTINGS_MESSAGES.currentRequired)
  .max(PASSWORD_MAX_LENGTH, SETTINGS_MESSAGES.wrongPassword);

export const changePasswordSchema = z.object({ current: currentSchema, password: passwordSchema });

export const changeEmailSchema = z.object({ current: currentSchema, email: emailSchema });

export const currentPasswordSchema = z.object({ current: currentSchema });

export const deleteAccountSchema = z.object({
  current: currentSchema,
  // "keep": the entries stay, signed 'Anonimowy'; "remove": they are erased with the account.
  contributions: z.enum(["keep", "remove"], SETTINGS_MESSAGES.contributionsChoice),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH };
