// What the privacy page states (RODO art. 13, decision 044), from the configuration and from
// the constants the code acts on, so the page cannot promise a period the code does not keep:
// the data controller, and how long each kind of data lives.
import { config } from "../platform/config";
import { TOKEN_TTL_SECONDS } from "./account-tokens";
import { VITALS_RETENTION_DAYS } from "./housekeeping";
import { CLIENT_HASH_RETENTION_DAYS } from "./retention";
import { TRASH_DAYS } from "./trash";
import { LIMITS } from "./rate-limit";
import { SESSION_TTL_SECONDS } from "./session";

/**
 * Facts of the platform rather than of our code: Workers Logs keep a request's log lines 7
 * days (paid plan; 3 on the free one), D1 Time Travel keeps the database's history 30 days.
 */
export const LOG_RETENTION_DAYS = 7;
export const BACKUP_RETENTION_DAYS = 30;

export type PrivacyFacts = {
  controller: { name: string; address: string; email: string };
  days: { sessions: number; vitals: number; clientHashes: number; trash: number; logs: number; backups: number };
  hours: { throttles: number; resetLink: number; confirmationLink: number };
};

export function privacyFacts(): PrivacyFacts {
  const { DATA_CONTROLLER_NAME, DATA_CONTROLLER_ADDRESS, DATA_CONTROLLER_EMAIL } = config();
  // The longest throttle window, plus the hour until the clean-up runs.
  const longestWindow = Math.max(...Object.values(LIMITS).map((limit) => limit.windowSeconds));
  return {
    controller: { name: DATA_CONTROLLER_NAME, address: DATA_CONTROLLER_ADDRESS, email: DATA_CONTROLLER_EMAIL },
    days: {
      sessions: SESSION_TTL_SECONDS / 86400,
      vitals: VITALS_RETENTION_DAYS,
      clientHashes: CLIENT_HASH_RETENTION_DAYS,
      trash: TRASH_DAYS,
      logs: LOG_RETENTION_DAYS,
      backups: BACKUP_RETENTION_DAYS,
    },
    hours: {
      throttles: Math.ceil(longestWindow / 3600) + 1,
      // Kept a day past expiry (the 'already used' message), then deleted.
      resetLink: TOKEN_TTL_SECONDS.reset / 3600 + 24,
      confirmationLink: TOKEN_TTL_SECONDS.email / 3600 + 24,
    },
  };
}
