// What the load test (loadtest.mjs) sends: addresses picked from the 100k data set, logged-in
// users with sessions made for them, solved captchas for visitors, and the mix of requests —
// 70 % song pages, 10 % home, 10 % search, 5 % artists, 5 % writes (votes, interpretations,
// comments, by users and visitors) — each answer of a write remembered for the check that it
// is in the database afterwards.
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { SignJWT } from "jose";

/** Reads what the mix needs from the data set and gives `users` accounts a session each. */
export function preparePlan(sqliteFile, { users, sessionSecret }) {
  const db = new DatabaseSync(sqliteFile);
  const songs = db.prepare("SELECT id, urlname FROM songs ORDER BY random() LIMIT 20000").all();
  const artists = db.prepare("SELECT urlname FROM artists ORDER BY random() LIMIT 5000").all();
  const annotations = db.prepare("SELECT id FROM annotations ORDER BY random() LIMIT 50000").all();
  const titleWords = db
    .prepare("SELECT name FROM songs ORDER BY random() LIMIT 3000")
    .all()
    .flatMap((row) => String(row.name).split(/\s+/))
    .filter((word) => word.length >= 4 && !/^\d+$/.test(word));
  const now = Math.floor(Date.now() / 1000);
  const accounts = db.prepare("SELECT id FROM users WHERE role = 'user' ORDER BY random() LIMIT ?").all(users);
  const insert = db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)");
  const sessions = accounts.map((row) => ({ id: randomUUID(), userId: Number(row.id) }));
  db.exec("BEGIN");
  for (const session of sessions) insert.run(session.id, session.userId, now, now + 86400);
  db.exec("COMMIT");
  db.close();
  return { songs, artists, annotations, titleWords, sessions, now, sessionSecret };
}

/** Session cookies signed as worker/services/session.ts signs them. */
export async function sessionCookies(plan) {
  const key = new TextEncoder().encode(plan.sessionSecret);
  return Promise.all(
    plan.sessions.map(async (session) => ({
      userId: session.userId,
      cookie: `sesja=${await new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt(plan.now)
        .setExpirationTime(plan.now + 86400)
        .sign(key)}`,
    })),
  );
}

/** Fetches and solves `count` captchas from the server, as the widget does (cheap: the server runs with a low ALTCHA_MAX_COUNTER). */
export async function solveCaptchas(origin, count) {
  const solved = [];
  for (let i = 0; i < count; i++) {
    const challenge = await (await fetch(`${origin}/api/captcha/challenge`, { headers: { "CF-Connecting-IP": visitorAddress(i) } })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    solved.push(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  return solved;
}

/** Visitors come from many addresses (10.x.y.z), as the throttles and blocks see clients. */
export function visitorAddress(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The request mix for autocannon: one request entry whose setupRequest draws each request
 * and whose onResponse records what the writes answered. `state` collects the writes.
 */
export function requestMix({ origin, plan, users, captchas, state, writeShare = 0.05 }) {
  const hot = plan.songs.slice(0, 500);
  // Half of the song views go to a trending few hundred, as on a lyrics site.
  const songPath = () => `/${encodeURIComponent(pick(Math.random() < 0.5 ? hot : plan.songs).urlname)}`;
  const searchPath = () => {
    const words = Math.random() < 0.7 ? [pick(plan.titleWords)] : [pick(plan.titleWords), pick(plan.titleWords)];
    return `/szukaj/${encodeURIComponent(words.join(" ").toLowerCase())}`;
  };
  const json = (path, body, headers) => ({
    method: "POST",
    path,
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify(body),
  });

  function write(context) {
    const user = Math.random() < 0.6 ? pick(users) : null;
    let visitor = null;
    const roll = Math.random();
    const kind = roll < 0.5 ? "vote" : roll < 0.75 ? "comment" : "annotation";
    // A visitor's add call needs a solved captcha; with none left it is made by a user.
    const needsCaptcha = !user && kind !== "vote";
    const captcha = needsCaptcha ? captchas.pop() : undefined;
    const actor = user ?? (needsCaptcha && !captcha ? pick(users) : null);
    if (!actor) visitor = visitorAddress(1000 + Math.floor(Math.random() * 200_000));
    const headers = actor ? { cookie: actor.cookie, "cf-connecting-ip": visitorAddress(actor.userId) } : { "cf-connecting-ip": visitor };
    const song = pick(plan.songs);
    const text = `Obciążenie ${randomUUID().slice(0, 8)}: to na pewno o czymś innym.`;
    context.write = { kind, userId: actor?.userId ?? null, text, songId: Number(song.id) };
    if (kind === "vote") {
      const annotationId = Number(pick(plan.annotations).id);
      context.write.annotationId = annotationId;
      return json("/api/voteUp", { annotation_id: annotationId, up: true }, headers);
    }
    const solved = captcha ? { "g-recaptcha-response": captcha } : {};
    if (kind === "comment") return json("/api/addComment", { song_id: song.id, text, ...solved }, headers);
    return json("/api/addAnnotation", { songId: song.id, annotationText: text, linesSelected: [0], ...solved }, headers);
  }

  return [
    {
      setupRequest(request, context) {
        context.write = null;
        const roll = Math.random();
        const ip = { "cf-connecting-ip": visitorAddress(300_000 + Math.floor(Math.random() * 100_000)) };
        // Song pages take whatever share the writes leave of their 5 % (--writes).
        if (roll < 0.75 - writeShare) return { ...request, method: "GET", path: songPath(), headers: ip };
        if (roll < 0.85 - writeShare) return { ...request, method: "GET", path: "/", headers: ip };
        if (roll < 0.95 - writeShare) return { ...request, method: "GET", path: searchPath(), headers: ip };
        if (roll < 1 - writeShare) return { ...request, method: "GET", path: `/${encodeURIComponent(pick(plan.artists).urlname)}`, headers: ip };
        return { ...request, ...write(context) };
      },
      onResponse(status, body, context, headers) {
        const write = context.write;
        if (!write) return;
        const entry = { ...write, status };
        if (status === 200) {
          const answer = JSON.parse(body);
          if (write.kind === "vote") {
            entry.voted = answer.voted;
            // A visitor's vote is theirs by the key in the cookie the answer sets.
            const setCookie = Object.entries(headers)
              .filter(([name]) => name.toLowerCase() === "set-cookie")
              .flatMap(([, value]) => [value].flat())
              .join("\n");
            const key = /glosujacy=([A-Za-z0-9_-]+)\./.exec(setCookie)?.[1];
            entry.voterKey = write.userId ? `u:${write.userId}` : key ? `a:${key}` : null;
          } else entry.id = answer.id;
        }
        state.writes.push(entry);
      },
    },
  ];
}
