// The account forms' lengths and the consent age (decision 044), without their messages
// (account-messages.ts): a page that sets only a field's maxLength loads nothing more.

/** The age a person in Poland may consent alone to an online service (art. 8 RODO). */
export const CONSENT_AGE = 16;

// PBKDF2 cost grows with the password only a little, but an unbounded body is still a lever.
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 30;
