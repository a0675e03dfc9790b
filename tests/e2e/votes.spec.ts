import type { Locator } from "@playwright/test";
import { demoUser, expect, openLive, test, type Page } from "./fixtures";

// Seeded demo content (db/seed): line 21 of "Czego chcesz od nas, Panie" has two
// interpretations with the same points (the older first), and "Życzenie" two comments with
// the same points. One vote moves the newer one up; withdrawing puts it back.
const SONG = "/jan-kochanowski-czego-chcesz-od-nas-panie?linia=21";
const OLDER = "Cztery pory roku w czterech wersach";
const NEWER = "„Gnuśna Zima wstawa”";
const COMMENTS = "/fryderyk-chopin-zyczenie/komentarze";
const OLDER_COMMENT = "Chopin napisał siedemnaście pieśni";
const NEWER_COMMENT = "Chciałabym być słoneczkiem";
// A demo user who has not voted on these and wrote the older comment (decision 034: no own votes).
const DEMO = demoUser("KrólowaRefrenu");

const interpretation = (page: Page, text: string) => page.locator("#dodaj-interpretacje li.annotation", { hasText: text });
const comment = (page: Page, text: string) => page.locator("li.comment", { hasText: text });
const voteButton = (item: Locator) => item.getByRole("button", { name: /^Głosuj na t/ });
const pointsOf = async (item: Locator) => Number((await item.locator(".points").textContent())?.replace(/[^\d-]/g, ""));
const firstText = (page: Page, selector: string) => page.locator(selector).first();
const storedVotes = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("glosy") ?? '{"a":[],"c":[]}') as { a: number[]; c: number[] });
const idOf = async (item: Locator) => Number((await item.getAttribute("id"))?.replace(/\D/g, ""));

/** Votes for `newer` and withdraws, checking the total, the pressed state and the order. */
async function voteAndWithdraw(
  page: Page,
  path: string,
  list: string,
  itemOf: (text: string) => Locator,
  older: string,
  newer: string,
  storage: "a" | "c" | null,
) {
  await openLive(page, path);
  const item = itemOf(newer);
  const button = voteButton(item);
  const start = await pointsOf(item);
  expect(await pointsOf(itemOf(older))).toBe(start);
  await expect(firstText(page, list)).toContainText(older);
  await expect(button).toHaveAttribute("aria-pressed", "false");

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(item.locator(".points")).toHaveText(`+${start + 1} pkt`);
  // The server's order, after the revalidation: more points first.
  await expect(firstText(page, list)).toContainText(newer);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(item.locator(".points")).toHaveText(`+${start + 1} pkt`);
  await expect(firstText(page, list)).toContainText(newer);
  const id = await idOf(item);
  if (storage) expect((await storedVotes(page))[storage]).toContain(id);
  else expect(await storedVotes(page)).toEqual({ a: [], c: [] });

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(item.locator(".points")).toHaveText(`+${start} pkt`);
  await expect(firstText(page, list)).toContainText(older);
  await page.reload();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(item.locator(".points")).toHaveText(`+${start} pkt`);
  if (storage) expect((await storedVotes(page))[storage]).not.toContain(id);
}

test("a visitor votes and withdraws on an interpretation and on a comment", async ({ page }) => {
  await voteAndWithdraw(page, SONG, "#dodaj-interpretacje li.annotation", (t) => interpretation(page, t), OLDER, NEWER, "a");
  await voteAndWithdraw(page, COMMENTS, "li.comment", (t) => comment(page, t), OLDER_COMMENT, NEWER_COMMENT, "c");
});

test("a visitor's votes show from the browser's storage when the server cannot tell", async ({ page, context }) => {
  await openLive(page, SONG);
  const item = interpretation(page, NEWER);
  const start = await pointsOf(item);
  await voteButton(item).click();
  await expect(item.locator(".points")).toHaveText(`+${start + 1} pkt`);
  await expect(firstText(page, "#dodaj-interpretacje li.annotation")).toContainText(NEWER);

  // Without the cookie the server does not know this visitor: the mirror keeps the button pressed.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "glosujacy")?.httpOnly).toBe(true);
  await context.clearCookies();
  await openLive(page, SONG);
  await expect(voteButton(item)).toHaveAttribute("aria-pressed", "true");

  // With the cookie back, the server withdraws the same vote.
  await context.addCookies(cookies);
  await openLive(page, SONG);
  await voteButton(item).click();
  await expect(voteButton(item)).toHaveAttribute("aria-pressed", "false");
  await expect(item.locator(".points")).toHaveText(`+${start} pkt`);
  await expect(firstText(page, "#dodaj-interpretacje li.annotation")).toContainText(OLDER);
});

test("a logged-in user votes and withdraws; the state comes from the server", async ({ page, loggedInAs }) => {
  await loggedInAs(DEMO);

  await voteAndWithdraw(page, SONG, "#dodaj-interpretacje li.annotation", (t) => interpretation(page, t), OLDER, NEWER, null);
  await voteAndWithdraw(page, COMMENTS, "li.comment", (t) => comment(page, t), OLDER_COMMENT, NEWER_COMMENT, null);
  // Her own comment has no vote to give.
  await expect(voteButton(comment(page, OLDER_COMMENT))).toBeDisabled();
});
