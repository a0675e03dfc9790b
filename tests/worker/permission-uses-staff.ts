// The permission table's uses, part: staff's panel: markup trust, reports, trash, status, audit log, blocks, post history, roles, accounts, articles (permission-table.test.ts walks them).
import { eq } from "drizzle-orm";
import type { Permission } from "@core/auth/permissions";
import * as schema from "@db/schema";
import { get, makeSong, makeUser, testDb } from "./helpers";
import {
  PNG,
  FORGED,
  type Use,
  count,
  headersOf,
  api,
  form,
  makeArticle,
  pageUse,
  trashedComment,
  articleTitle,
  articleSaved,
} from "./permission-fixtures";

export const STAFF_USES = {
  "markup.link": [],
  "markup.advertise": [],
  "reports.review": [
    pageUse("the review queue", "/panel/zgloszenia", "Zgłoszenia"),
    {
      name: "the queue's dismiss form",
      visitor: 401,
      prepare: async () => {
        const { song } = await makeSong();
        const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "zgłoszony" }).returning();
        await testDb().insert(schema.reportItems).values({ kind: "comment", itemId: comment.id, label: "zgłoszony", openCount: 1 });
        const done = async () =>
          (await testDb().select().from(schema.reportItems).where(eq(schema.reportItems.itemId, comment.id)))[0].state === "closed";
        return { send: form("/panel/zgloszenia", { kind: "comment", item_id: String(comment.id), decision: "dismiss" }), done };
      },
    },
  ],
  "trash.restore": [
    pageUse("the trash", "/panel/kosz", "Kosz"),
    {
      name: "the trash's restore form",
      prepare: async () => {
        const { comment, trashId } = await trashedComment();
        const done = async () => (await testDb().select().from(schema.comments).where(eq(schema.comments.id, comment.id))).length === 1;
        return { send: form("/panel/kosz", { trash_id: String(trashId) }), done };
      },
    },
  ],
  "status.view": [pageUse("the status page", "/panel/status", "Stan serwisu")],
  "audit.view": [
    pageUse("the audit log", "/panel/dziennik", "Dziennik moderacji"),
    pageUse("the audit log as CSV", "/panel/dziennik.csv", "id,kiedy,kto"),
  ],
  "users.block": [
    pageUse("the blocks page", "/panel/blokady", "Blokady"),
    {
      name: "the blocks page's block form",
      prepare: async () => {
        const target = await makeUser();
        const done = async () => (await testDb().select().from(schema.blocks).where(eq(schema.blocks.userId, target.id))).length === 1;
        return { send: form("/panel/blokady", { username: target.username, days: "1", reason: "" }), done };
      },
    },
  ],
  // Decision 048: the earlier versions of edited posts. (Editing itself is no role's
  // permission: only the author edits, tested in post-edits.test.ts.)
  "posts.history": [
    {
      name: "GET /api/postVersions of an edited comment",
      prepare: async () => {
        const { song } = await makeSong();
        const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "nowa wersja", editedAt: 2 }).returning();
        await testDb()
          .insert(schema.postRevisions)
          .values({ kind: "comment", itemId: comment.id, songId: song.id, text: "stara wersja", writtenAt: 1, replacedAt: 2 });
        let shown = false;
        const send = async (cookie: string | undefined) => {
          const response = await get(`/api/postVersions/comment/${comment.id}`, { headers: headersOf(cookie) });
          shown = response.status === 200 && (await response.clone().text()).includes("stara wersja");
          return response;
        };
        return { send, done: async () => shown };
      },
    },
  ],
  "roles.change": [
    pageUse("the users page", "/panel/uzytkownicy", "Użytkownicy i role"),
    {
      name: "the users page's role form",
      prepare: async () => {
        const target = await makeUser();
        const done = async () =>
          (await testDb().select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, target.id)))[0].role === "moderator";
        return { send: form("/panel/uzytkownicy", { user_id: String(target.id), role: "moderator" }), done };
      },
    },
  ],
  "accounts.review": [
    {
      name: "the panel's list of look-alike names",
      // Product §8: everyone without the panel's permission sees 'brak dostępu'.
      visitor: 403,
      prepare: async () => {
        const older = await makeUser();
        const later = await makeUser();
        await testDb()
          .update(schema.users)
          .set({ usernameKey: `${older.username}-klucz` })
          .where(eq(schema.users.id, older.id));
        await testDb()
          .update(schema.users)
          .set({ usernameKey: `${older.username}-klucz#${later.id}` })
          .where(eq(schema.users.id, later.id));
        let listed = false;
        const send = async (cookie: string | undefined) => {
          const response = await get("/panel/uzytkownicy", { headers: headersOf(cookie) });
          const html = await response.clone().text();
          listed = response.status === 200 && html.replaceAll("<!-- -->", "").includes(`>${later.username}</a> wygląda jak <a`);
          return response;
        };
        return { send, done: async () => listed };
      },
    },
  ],
  "article.manage": [
    {
      name: "POST /api/saveArticle",
      prepare: async () => {
        const title = articleTitle();
        return { send: api("/api/saveArticle", { article: { article_title: title, article_text: "<p>Treść</p>" } }), done: articleSaved(title) };
      },
    },
    {
      name: "POST /api/deleteArticle",
      prepare: async () => {
        const article = await makeArticle();
        return { send: api("/api/deleteArticle", { article: { article_id: article.id } }), done: article.gone };
      },
    },
    {
      name: "POST /api/upload",
      prepare: async () => {
        const before = await count(schema.uploads, eq(schema.uploads.name, "okladka.png"));
        const send = (cookie: string | undefined) => {
          const body = new FormData();
          body.set("file", new File([PNG], "okladka.png", { type: "image/png" }));
          body.set("userdata", JSON.stringify(FORGED.userdata));
          return get("/api/upload", { method: "POST", headers: { Origin: "http://localhost", ...headersOf(cookie) }, body });
        };
        return { send, done: async () => (await count(schema.uploads, eq(schema.uploads.name, "okladka.png"))) === before + 1 };
      },
    },
    {
      name: "the panel page",
      // Product §8: everyone without the permission sees 'brak dostępu'.
      visitor: 403,
      prepare: async () => {
        let shown = false;
        const send = async (cookie: string | undefined) => {
          const response = await get("/panel", { headers: headersOf(cookie) });
          shown = response.status === 200 && (await response.clone().text()).includes('href="/artykul_edit"');
          return response;
        };
        return { send, done: async () => shown };
      },
    },
    {
      name: "the panel's deleteArticle form",
      prepare: async () => {
        const article = await makeArticle();
        return { send: form("/panel", { intent: "deleteArticle", article_id: String(article.id) }), done: article.gone };
      },
    },
    {
      name: "the editor's save form",
      prepare: async () => {
        const title = articleTitle();
        return { send: form("/artykul_edit", { intent: "save", article_title: title, article_text: "<p>Treść</p>" }), done: articleSaved(title) };
      },
    },
  ],
} satisfies Partial<Record<Permission, Use[]>>;
