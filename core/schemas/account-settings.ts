// What an account's owner can do to it (decision 044): reset a forgotten password by a mailed
// link, confirm an address, change the password or the address, log out everywhere, take a
// copy of their data, leave. The forms and the Worker share these rules and messages.
import { z } from "../zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailSchema, passwordSchema } from "./account";

export const MAIL_MESSAGES = {
  failed: "Nie udało się wysłać wiadomości, spróbuj za chwilę.",
} as const;

export const LINK_MESSAGES = {
  invalid: "Ten link jest nieprawidłowy. Sprawdź, czy skopiowałeś go w całości, albo poproś o nowy.",
  used: "Ten link został już użyty albo zastąpiony nowszym. Poproś o nowy.",
  expired: "Ten link wygasł. Poproś o nowy.",
  foreign: "Ten link należy do innego konta. Wyloguj się i otwórz go jeszcze raz.",
} as const;

export const RESET_MESSAGES = {
  loginRequired: "Podaj adres e-mail albo nazwę użytkownika.",
  /** The one answer whether the account exists or not: nobody learns who has an account. */
  sent: "Jeśli konto istnieje, wysłaliśmy link na jego adres e-mail.",
  samePassword: "Nowe hasło musi różnić się od obecnego.",
} as const;

export const SETTINGS_MESSAGES = {
  currentRequired: "Podaj obecne hasło.",
  wrongPassword: "Nieprawidłowe hasło.",
  sameEmail: "To jest Twój obecny adres e-mail.",
  passwordChanged: "Hasło zmienione. Pozostałe urządzenia zostały wylogowane.",
  emailLinkSent: "Wysłaliśmy link na nowy adres. Adres zmieni się, gdy go otworzysz; na obecny adres wysłaliśmy powiadomienie.",
  confirmationSent: "Wysłaliśmy link potwierdzający na Twój adres e-mail.",
  alreadyConfirmed: "Twój adres e-mail jest już potwierdzony.",
  contributionsChoice: "Wybierz, co zrobić z Twoimi wpisami.",
  adminCannotLeave: "Konta administratora nie można usunąć samodzielnie: najpierw przekaż uprawnienia innej osobie.",
} as const;

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
