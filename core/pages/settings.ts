// What the settings page (/profil/ustawienia, decision 044) gets from its loader.
export type SettingsData = {
  username: string;
  email: string;
  emailConfirmed: boolean;
  /** the admin's own account cannot be deleted here */
  canLeave: boolean;
  /** what happens after leaving, as the deletion mail and the privacy page say it */
  leaving: { trashDays: number; backupDays: number; contact: string };
};
