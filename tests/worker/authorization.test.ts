// The admin panel's own refusals and answers beyond the permission table's walk
// (tests/worker/permission-table.test.ts): bad ids, unknown articles, one's own account.
import { eq, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { get, testDb } from "./helpers";

const count = async (table: SQLiteTable, where: SQL) => (await testDb().select().from(table).where(where)).length;

let userCookie: string;
let adminCookie: string;
let adminName: string;

beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  const { user: admin } = await makeAccount({ role: "admin" });
  adminName = admin.username;
  adminCookie = await sessionCookieFor(admin.id);
});

describe("the admin panel page", () => {
  it("answers 'brak dostępu' with 403 to visitors and users, and the panel to an admin", async () => {
    for (const cookie of [undefined, userCookie]) {
      const response = await get("/panel", cookie ? { headers: { Cookie: cookie } } : undefined);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("brak dostępu");
    }
    const admin = await get("/panel", { headers: { Cookie: adminCookie } });
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain('href="/artykul_edit"');
    expect(html).not.toContain("brak dostępu");
  });

  it("deletes an article from the panel for an admin only; an unknown id answers 404", async () => {
    const [article] = await testDb()
      .insert(schema.articles)
      .values({ title: "Z panelu", text: "<p>x</p>", url: `z-panelu-${Date.now()}` })
      .returning();
    const fields = { intent: "deleteArticle", article_id: String(article.id) };
    for (const [cookie, status, message] of [
      [undefined, 401, "Musisz być zalogowany."],
      [userCookie, 403, "brak dostępu"],
    ] as const) {
      const refused = await postForm("/panel", fields, cookie ? { Cookie: cookie } : {});
      expect(refused.status).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    expect(await count(schema.articles, eq(schema.articles.id, article.id))).toBe(1);

    const bad = await postForm("/panel", { intent: "deleteArticle", article_id: "abc" }, { Cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Nieprawidłowy artykuł.");

    const deleted = await postForm("/panel", fields, { Cookie: adminCookie });
    expect(deleted.status).toBe(200);
    expect(await count(schema.articles, eq(schema.articles.id, article.id))).toBe(0);
    const again = await postForm("/panel", fields, { Cookie: adminCookie });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Nie ma takiego artykułu.");
  });

  it("deletes an account from the panel form and goes home; never the admin's own", async () => {
    const { user: victim } = await makeAccount();
    const refused = await postForm("/panel", { intent: "deleteAccount", username: victim.username }, { Cookie: userCookie });
    expect(refused.status).toBe(403);
    expect(await count(schema.users, eq(schema.users.id, victim.id))).toBe(1);

    const deleted = await postForm("/panel", { intent: "deleteAccount", username: victim.username.toUpperCase() }, { Cookie: adminCookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await count(schema.users, eq(schema.users.id, victim.id))).toBe(0);

    const own = await postForm("/panel", { intent: "deleteAccount", username: adminName }, { Cookie: adminCookie });
    expect(own.status).toBe(400);
    expect(await own.text()).toContain("Nie możesz usunąć własnego konta.");
  });
});
