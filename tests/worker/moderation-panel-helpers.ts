// Shared by the panel's moderation tests (moderation-panel.test.ts,
// moderation-panel-query-plans.test.ts): the admin and moderator who act, a comment to report,
// and the helpers that report it and decide on it in the queue.
import { beforeAll } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";

// Exported bindings stay live: the tests read what beforeAll set.
export let admin: { id: number; username: string };
export let adminCookie = "";
export let moderatorCookie = "";

/** An admin and a moderator with their sessions, made once per test file. */
export function withModerationSessions(): void {
  beforeAll(async () => {
    admin = (await makeAccount({ role: "admin" })).user;
    adminCookie = await sessionCookieFor(admin.id);
    moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  });
}

/** A comment on a new song, by the account `authorId` or, with null, by an anonymous client. */
export async function commentBy(authorId: number | null, text: string) {
  const { song } = await makeSong();
  const [comment] = await testDb()
    .insert(schema.comments)
    .values({ songId: song.id, userId: authorId, text, clientHash: authorId ? null : "klient-testowy" })
    .returning();
  return { song, comment };
}
export const reportAs = async (commentId: number) =>
  postJson("/api/report", { kind: "comment", item_id: commentId, reason: "spam" }, { Cookie: await sessionCookieFor((await makeAccount()).user.id) });
export const decide = (fields: Record<string, string>, cookie = moderatorCookie) => postForm("/panel/zgloszenia", fields, { Cookie: cookie });
