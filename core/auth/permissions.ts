// The one permission table (docs/product.md §6, decision 038): every privileged action is a
// named permission, and each names the roles that hold it. The domain services check it
// (worker/services/permissions.ts), Hono guards and page actions refuse with it before
// reading a body, and pages show a button only when `can` says so — all from this table.
import type { Actor, Role } from "./roles";

const STAFF: readonly Role[] = ["moderator", "admin"];
const ADMINS: readonly Role[] = ["admin"];
const ACCOUNTS: readonly Role[] = ["user", "moderator", "admin"];

export const PERMISSIONS = {
  /** Product §6.2: only the admin deletes interpretations. */
  "annotation.delete": ADMINS,
  "comment.delete": STAFF,
  "translation.delete": STAFF,
  "element.delete": STAFF,
  "song.delete": STAFF,
  "artist.delete": STAFF,
  /** Synced lyrics are moderated like translations (decision 037). */
  "sync.delete": STAFF,
  /** Product §6.2: only the admin deletes other users' accounts. */
  "account.delete": ADMINS,
  /** A song without a video takes anyone's proposal; replacing one, deciding proposals and
   * reverting to an earlier video are for staff (decisions 037, 042). */
  "video.replace": STAFF,
  /** Likewise a video's synced timings: the first set goes live, later ones wait for staff (decision 042). */
  "sync.replace": STAFF,
  /** A song's lyrics, title and artist: staff edit at once, decide suggestions and revert, and
   * re-pin interpretations whose lines an edit removed (decision 045). */
  "lyrics.edit": STAFF,
  /** Links, pictures and embeds in comments (terms: registered users). */
  "markup.link": ACCOUNTS,
  /** The house-ad tag [reklama]. */
  "markup.advertise": STAFF,
  /** The panel and the article editor (product §2: admins only). */
  "article.manage": ADMINS,
  /** Moderation (decision 043): the review queue, the trash, the audit log and blocks. */
  "reports.review": STAFF,
  "trash.restore": STAFF,
  "audit.view": STAFF,
  "users.block": STAFF,
  /** The earlier versions of posts their authors edited (decision 048); nobody edits another's post. */
  "posts.history": STAFF,
  /** Making a user a moderator or taking it back (the last admin stays one). */
  "roles.change": ADMINS,
  /** Renames and merges (decision 049): an artist's name, a song's title or its artist; the old
   * addresses answer 301. Merging two artists (with their duplicate songs) is undone from the trash. */
  "artist.rename": STAFF,
  "song.rename": STAFF,
  "artist.merge": STAFF,
  /** The list of accounts whose names look like older ones (decision 041). */
  "accounts.review": ADMINS,
  /** The status page: traffic, errors, cron runs, queues and web vitals (decision 050). */
  "status.view": ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether the actor (null: a visitor) holds the permission. */
export function can(actor: Actor, permission: Permission): boolean {
  return actor != null && (PERMISSIONS[permission] as readonly Role[]).includes(actor.role);
}

/** The roles holding a permission (tests walk the table with it). */
export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

export const PERMISSION_MESSAGES = {
  /** 401: nobody is logged in. */
  noSession: "Musisz być zalogowany.",
  /** 403, product §8 ("Non-admin at /panel"). */
  noAccess: "brak dostępu",
} as const;
