// Registration and login rules, shared by the forms (live validation) and the Worker
// (the final word). Messages are the spec's (section 5), word for word.
import { z } from "../zod";
import { isClean } from "../text/text-filter";
import { ACCOUNT_MESSAGES, CONSENT_AGE, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "../rules/account-messages";

export { ACCOUNT_MESSAGES, CONSENT_AGE, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH };

const PASSWORD_MIN_LENGTH = 8;

// Usernames end up in /profil/{username} and in every author line, so they stay plain:
// no spaces, no "@" (the login field takes a name or an e-mail), no slashes.
const USERNAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}_.-]{3,${USERNAME_MAX_LENGTH}}$`, "u");

const usernameSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameShape)
  .refine(isClean, ACCOUNT_MESSAGES.usernameDirty);

export const emailSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

export const passwordSchema = z
  .string(ACCOUNT_MESSAGES.required)
  .min(1, ACCOUNT_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLong);

/** A required checkbox: a form sends "on", the API true (or "true"/"1"); anything else is no. */
const ticked = (message: string) =>
  z.preprocess((value) => value === true || value === "on" || value === "true" || value === "1", z.literal(true, message));

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  terms: ticked(ACCOUNT_MESSAGES.termsRequired),
  age: ticked(ACCOUNT_MESSAGES.ageRequired),
});

export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  username: z.string(ACCOUNT_MESSAGES.loginRequired).trim().min(1, ACCOUNT_MESSAGES.loginRequired).max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.loginWrong),
  password: z.string(ACCOUNT_MESSAGES.loginRequired).min(1, ACCOUNT_MESSAGES.loginRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.loginWrong),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The registration's typed fields (the checkboxes are `terms` and `age`). */
export type RegisterField = "username" | "email" | "password";

/** A form's inline errors: one message per field, "form" for the rest. */
export type AccountErrors = Partial<Record<RegisterField | "terms" | "age" | "captcha" | "form", string>>;

/** Validates one registration field on its own, as the form does while typing. */
export function validateRegisterField(field: RegisterField, value: string): string | null {
  const result = registerSchema.shape[field].safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}
