// 'Pobierz moje dane' (RODO art. 15 and 20, decision 044): one JSON file of everything the site
// keeps about the account and everything it wrote, each row as stored. A section is one line
// of SECTIONS: a table and its column naming the account (its reports and the blocks on it
// included; lyric suggestions are song revisions).
import { eq, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { SITE_NAME } from "@core/constants";
import { jwtVerify, SignJWT } from "jose";
import { PERMISSION_MESSAGES } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { SETTINGS_MESSAGES } from "@core/rules/account-messages";
import { nowMs } from "../platform/clock";
import { config } from "../platform/config";
import { confirmOwner } from "./account-settings";
import { db, schema } from "./db";
import { requireSession } from "./permissions";
import { ownSessionId, readCookie } from "./session";

type Section = { table: SQLiteTable; owner: AnyColumn };

const SECTIONS = {
  interpretations: { table: schema.annotations, owner: schema.annotations.userId },
  comments: { table: schema.comments, owner: schema.comments.userId },
  translations: { table: schema.translations, owner: schema.translations.userId },
  // Earlier versions of the account's edited posts (decision 048).
  editedVersions: { table: schema.postRevisions, owner: schema.postRevisions.userId },
  elements: { table: schema.songElements, owner: schema.songElements.userId },
  songsAdded: { table: schema.songs, owner: schema.songs.addedBy },
  // Every version the account made or suggested: videos, timings, lyrics, titles (decisions 042, 045).
  songRevisions: { table: schema.songRevisions, owner: schema.songRevisions.userId },
  syncedLyrics: { table: schema.songSyncs, owner: schema.songSyncs.userId },
  interpretationVotes: { table: schema.annotationVotes, owner: schema.annotationVotes.userId },
  commentVotes: { table: schema.commentVotes, owner: schema.commentVotes.userId },
  articles: { table: schema.articles, owner: schema.articles.authorId },
  uploads: { table: schema.uploads, owner: schema.uploads.userId },
  reports: { table: schema.reports, owner: schema.reports.userId },
  blocks: { table: schema.blocks, owner: schema.blocks.userId },
} satisfies Record<string, Section>;

export type AccountExport = {
  exportedAt: string;
  site: string;
  account: Record<string, unknown>;
  sessions: Record<string, unknown>[];
} & Record<keyof typeof SECTIONS, Record<string, unknown>[]>;

/** Everything about the account with `userId` (the password's hash and session ids left out: they prove nothing to the owner and would be secrets in a file). */
export async function collectAccountData(userId: number): Promise<AccountExport> {
  const u = schema.users;
  const s = schema.sessions;
  const names = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[];
  const [[account], sessions, ...rows] = await db().batch([
    db()
      .select({
        id: u.id,
        username: u.username,
        email: u.email,
        emailConfirmedAt: u.emailConfirmedAt,
        role: u.role,
        points: u.points,
        createdAt: u.createdAt,
      })
      .from(u)
      .where(eq(u.id, userId)),
    db().select({ createdAt: s.createdAt, expiresAt: s.expiresAt, revokedAt: s.revokedAt }).from(s).where(eq(s.userId, userId)),
    ...names.map((name) => {
      const { table, owner } = SECTIONS[name] as Section;
      return db().select().from(table).where(eq(owner, userId));
    }),
  ]);
  const sections = Object.fromEntries(names.map((name, i) => [name, rows[i] as Record<string, unknown>[]])) as Record<
    keyof typeof SECTIONS,
    Record<string, unknown>[]
  >;
  return { exportedAt: new Date(nowMs()).toISOString(), site: SITE_NAME, account: account ?? {}, sessions, ...sections };
}

// The file is asked for with the password on the settings page (its action: a refusal is the
// page again with a 4xx and the message at the field) and delivered by a GET the action
// redirects to, because a page's action cannot answer with a file. What carries the typed
// password's say-so across that redirect is a pass: a cookie for the download's path only,
// signed, valid a minute, naming the account and the session that typed it. Its key is not
// the session's, so neither token passes for the other.
const PASS_COOKIE = "eksport";
export const EXPORT_PATH = "/profil/ustawienia/dane";
const PASS_SECONDS = 60;
const PASS_AUDIENCE = "eksport-danych";

let passKey: { secret: string; key: Uint8Array } | undefined;
function keyOfPass(): Uint8Array {
  const secret = config().SESSION_SECRET;
  if (passKey?.secret !== secret) passKey = { secret, key: new TextEncoder().encode(`${PASS_AUDIENCE}:${secret}`) };
  return passKey.key;
}

const passCookie = (value: string, maxAge: number) =>
  `${PASS_COOKIE}=${value}; Path=${EXPORT_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;

/** The password typed again (counted like a login): answers the pass's Set-Cookie. */
export async function grantExport(request: Request, current: string): Promise<Result<{ cookie: string }>> {
  const owner = await confirmOwner(request, current);
  if (!owner.ok) return owner;
  const session = await ownSessionId(request);
  if (!session) return fail("unauthenticated", PERMISSION_MESSAGES.noSession);
  const pass = await new SignJWT({ s: session })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(owner.value.id))
    .setAudience(PASS_AUDIENCE)
    .setIssuedAt(Math.floor(nowMs() / 1000))
    .setExpirationTime(Math.floor(nowMs() / 1000) + PASS_SECONDS)
    .sign(keyOfPass());
  return ok({ cookie: passCookie(pass, PASS_SECONDS) });
}

/** Whether the request's pass was made for this session's account within the minute. */
async function passHolds(request: Request, userId: number): Promise<boolean> {
  const pass = readCookie(request, PASS_COOKIE);
  const session = await ownSessionId(request);
  if (!pass || !session) return false;
  try {
    const { payload } = await jwtVerify(pass, keyOfPass(), { algorithms: ["HS256"], audience: PASS_AUDIENCE, currentDate: new Date(nowMs()) });
    return payload.sub === String(userId) && payload.s === session;
  } catch {
    return false;
  }
}

/** The owner's copy for a request holding a pass: the file's name, its text, and the cookie that ends the pass. */
export async function exportOwnData(request: Request): Promise<Result<{ filename: string; json: string; cookie: string }>> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  if (!(await passHolds(request, session.value.id))) return fail("forbidden", SETTINGS_MESSAGES.exportNeedsPassword);
  const data = await collectAccountData(session.value.id);
  const day = data.exportedAt.slice(0, 10);
  return ok({ filename: `nadinterpretacje-moje-dane-${day}.json`, json: JSON.stringify(data, null, 2), cookie: passCookie("", 0) });
}
