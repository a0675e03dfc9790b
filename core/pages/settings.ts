// What the settings page (/profil/ustawienia, decision 044) gets from its loader.
export type SettingsData = {
  username: string;
  email: string;
  emailConfirmed: boolean;
  /** why this account cannot be deleted here (an admin's), or null: the message travels as data, so the page loads no message table */
  cannotLeave: string | null;
  /** what happens after leaving, as the deletion mail and the privacy page say it */
  leaving: { trashDays: number; backupDays: number; contact: string };
};
