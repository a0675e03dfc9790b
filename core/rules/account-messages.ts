// The account forms' limits and messages (registration, login, settings: decision 044), apart
// from the zod schemas of core/schemas/account*.ts so that a page showing them loads neither
// zod nor the text filter (decision 052). Messages are the spec's (section 5), word for word.
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

// The lengths and the consent age live apart (account-limits.ts), so a page that needs only
// them loads none of these messages; they are re-exported here for the schemas.
export { CONSENT_AGE, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./account-limits";

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
  exportNeedsPassword: "Żeby pobrać swoje dane, podaj obecne hasło w ustawieniach konta.",
  deleteFailed: "Nie udało się usunąć konta, spróbuj za chwilę. Nic nie zostało usunięte.",
  alreadyDeleted: "To konto zostało już usunięte.",
} as const;
