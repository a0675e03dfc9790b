// Registration and login rules, shared by the forms (live validation) and the Worker
// (the final word). Messages are the spec's (section 5), word for word.
import { z } from "../zod";
import { isClean } from "../text/text-filter";

export const ACCOUNT_MESSAGES = {
  required: "uzupełnij wymagane pola!",
  usernameTaken: "Ta nazwa użytkownika jest już zajęta!",
  usernameDirty: "nazwa użytkownika nie może zawierać wulgaryzmów, ani adresów WWW!",
  usernameShape: "Nazwa użytkownika może mieć od 3 do 30 znaków: litery, cyfry oraz _ . -",
  emailInvalid: "To nie jest prawidłowy adres e-mail!",
  emailTaken: "Ten adres e-mail jest już wykorzystywany!",
  passwordShort: "Hasło musi mieć co najmniej 8 znaków!",
  passwordLong: "Hasło może mieć najwyżej 128 znaków!",
  captcha: "Rozwiąż captchę!",
  loginRequired: "nazwa użytkownika oraz hasło są wymagane!",
  loginWrong: "błędne hasło i/lub login!",
  registerFailed: "błąd!",
  // RODO: the terms (with the privacy policy) accepted, and the age at which a person in Poland
  // consents alone to an online service (art. 8 RODO, the Polish act of 10 May 2018: 16).
  termsRequired: "Zaakceptuj regulamin i politykę prywatności!",
  ageRequired: "Potwierdź, że masz ukończone 16 lat!",
} as const;

/** The age a person in Poland may consent alone to an online service (art. 8 RODO). */
export const CONSENT_AGE = 16;

const PASSWORD_MIN_LENGTH = 8;
// PBKDF2 cost grows with the password only a little, but an unbounded body is still a lever.
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 30;

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
