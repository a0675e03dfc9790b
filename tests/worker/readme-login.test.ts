// The README's demo logins work exactly as written (issue 8 D10): the accounts table and the
// sentence under it are parsed, so the test fails when the README and the seed drift apart.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import readme from "../../README.md?raw";
import { seedDemoContent } from "@db/seed/seed";
import { postJson } from "./account-helpers";

/** The rows of the table headed `| account | password |`: the first `code` of each cell. */
function demoAccounts(): { login: string; password: string; line: string }[] {
  const lines = readme.split("\n");
  const header = lines.findIndex((line) => /^\|\s*account\s*\|\s*password\s*\|/.test(line));
  if (header < 0) throw new Error("README: no '| account | password |' table");
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [account, password] = line.split("|").slice(1, 3);
    const login = account.match(/`([^`]+)`/)?.[1];
    const secret = password.match(/`([^`]+)`/)?.[1];
    if (!login || !secret) throw new Error(`README: a row without a name or password: ${line}`);
    rows.push({ login, password: secret, line });
  }
  return rows;
}

const login = (username: string, password: string) => postJson("/api/loginUser", { username, password });

beforeAll(async () => {
  await seedDemoContent(env.DB);
});

describe("README demo accounts", () => {
  const rows = demoAccounts();

  it("lists the admin and a demo user", () => {
    expect(rows.map((r) => r.login)).toEqual(["admin", "KrolowaRefrenu"]);
  });

  it.each(rows.map((r) => [r.login, r.password] as const))("%s with its password logs in", async (name, password) => {
    const response = await login(name, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "success" });
  });

  it("names the demo user's real name and e-mail, and both log into that account", async () => {
    const demo = rows.find((r) => r.login !== "admin")!;
    const paragraph = readme.slice(readme.indexOf(demo.line) + demo.line.length).split("\n\n")[1];
    const realName = paragraph.match(/named `([^`]+)`/)?.[1];
    const email = paragraph.match(/`([^`\s]+@[^`\s]+)`/)?.[1];
    expect(realName).toBe("KrólowaRefrenu");
    expect(email).toBe("krolowa.refrenu@example.pl");
    for (const typed of [demo.login, realName!, email!]) {
      const response = await login(typed, demo.password);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "success", user: { username: realName, role: "user" } });
    }
  });
});
