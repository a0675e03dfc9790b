// What the settings page (/profil/ustawienia, decision 044) gets and the codes of an export
// refused (a plain post's answer: back to the page with `?eksport=<code>`).
import { SETTINGS_MESSAGES } from "../schemas/account-settings";

export const EXPORT_REFUSALS = {
  "brak-hasla": SETTINGS_MESSAGES.currentRequired,
  "zle-haslo": SETTINGS_MESSAGES.wrongPassword,
  limit: "Zbyt wiele nieudanych prób podania hasła. Spróbuj ponownie za kilka minut.",
} as const;

export type ExportRefusal = keyof typeof EXPORT_REFUSALS;

export function exportRefusal(code: string | null): string | null {
  return code && Object.hasOwn(EXPORT_REFUSALS, code) ? EXPORT_REFUSALS[code as ExportRefusal] : null;
}

export type SettingsData = {
  username: string;
  email: string;
  emailConfirmed: boolean;
  /** the admin's own account cannot be deleted here */
  canLeave: boolean;
  /** the export's refusal, from the address */
  exportError: string | null;
};
