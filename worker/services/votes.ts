// Votes on interpretations and comments (product §4.9 Voting, §7; decisions 002 and 034). Who
// votes comes from the server only: a logged-in user by account (`u:<id>`, from the session;
// a `username` in the body means nothing), a visitor by the random key of a signed cookie
// (`a:<key>`, worker/services/visitor-key.ts). The arithmetic is points.ts's castVote: the
// vote row, the item's points and the author's points in one D1 batch.
import { VOTE_TEXTS, type VoteTarget } from "@core/schemas/vote";
import { nowMs } from "../platform/clock";
import { blockedWriter } from "./blocks";
import { interpretationsChanged } from "./freshness";
import { castVote, hasVoted, type CastVote, type Voter } from "./points";
import { LIMITS, THROTTLE_MESSAGES, hit, release, throttled } from "./rate-limit";
import { clientOf } from "./client-address";
import { fail, ok, type Result } from "@core/result";
import { getSessionUser, type SessionUser } from "./session";
import { newVisitorKey, visitorCookie, visitorKeyFrom } from "./visitor-key";

export type VoteOutcome = {
  /** the item's new total */
  points: number;
  /** whether this voter's vote is now counted */
  voted: boolean;
  /** Set-Cookie for a visitor's key (new, or sent again so it lives on), null for users */
  cookie: string | null;
};

/** `known`: the key came signed from the visitor's cookie (a fresh key has voted for nothing). */
type Voting = { voter: Voter; user: SessionUser | null; cookie: string | null; known: boolean };

async function whoVotes(request: Request): Promise<Voting> {
  const user = await getSessionUser(request);
  if (user) return { voter: { key: `u:${user.id}`, userId: user.id }, user, cookie: null, known: true };
  // A key the server did not sign is never trusted: a fresh one replaces it.
  const signed = await visitorKeyFrom(request);
  const key = signed ?? newVisitorKey();
  return { voter: { key: `a:${key}`, userId: null }, user: null, cookie: await visitorCookie(key), known: signed !== null };
}

/**
 * Votes up (`up`, idempotent) or withdraws the vote, answering the item's new total.
 * Throttles: every vote of a visitor counts per address, and a visitor's new vote for one
 * item counts per address and item, so clearing cookies to vote again runs out quickly;
 * a user's votes count per account. A user may not vote for their own item (decision 034).
 */
export async function vote(request: Request, target: VoteTarget, itemId: number, up: boolean): Promise<Result<VoteOutcome>> {
  const { voter, user, cookie, known } = await whoVotes(request);
  // A blocked account or client reads but does not vote (decision 043).
  const blocked = await blockedWriter(request, user);
  if (!blocked.ok) return blocked;
  const ip = clientOf(request);
  const rate = user ? await hit(LIMITS.userVotePerAccount, `u${user.id}`) : await hit(LIMITS.anonymousVotePerIp, ip);
  if (!rate.allowed) return throttled(rate, user ? THROTTLE_MESSAGES.userVote : THROTTLE_MESSAGES.anonymousVote);

  // A visitor's new vote for one item counts per address and item; given back when it was
  // refused or turned out to add nothing (voted before, or no such item), so only votes that
  // changed something count: quick repeated taps do not lock the address out of the item.
  // A vote that already stands is not even reserved: reserving it first and giving it back
  // after would let a burst of such taps fill the counter for a moment and refuse one
  // another (or a neighbour's real vote). If the vote is withdrawn meanwhile, this one puts
  // back the same key's one vote, which the limit counted when it was first cast.
  const isNew = up && !user && !(known && (await hasVoted(target, itemId, voter.key)));
  const itemSlot = [LIMITS.anonymousVotePerIpItem, `${ip}:${target}:${itemId}`] as const;
  const perItem = isNew ? itemSlot : null;
  if (perItem) {
    const state = await hit(...perItem);
    if (!state.allowed) {
      await release(...perItem);
      return throttled(state, THROTTLE_MESSAGES.anonymousVoteItem);
    }
  }

  const texts = VOTE_TEXTS[target];
  let cast: CastVote | null = null;
  votesInFlight++;
  try {
    cast = await castVote(target, itemId, voter, up);
  } finally {
    votesInFlight--;
    // Interpretations' points show in the best-of lists, the slider and the ranking.
    await afterVote(target === "annotation" && cast !== null && cast.votedBefore !== up);
  }
  if (perItem && (!cast || cast.votedBefore)) await release(...perItem);
  // A visitor's withdrawal that removed a vote gives its address's slot back, so the counter
  // holds the votes still standing: toggling one's own vote never locks the address out of the
  // item, while cookie-cleared keys still stop at the limit's standing votes per address.
  if (!up && !user && cast?.votedBefore) await release(...itemSlot);
  if (!cast) return fail("not_found", texts.missing);
  // Nothing was stored (castVote refuses it); withdrawing stays possible.
  if (up && user && cast.authorId === user.id) return fail("forbidden", texts.own);
  return ok({ points: cast.points, voted: up, cookie });
}

// Dropping the cached lists costs four KV writes, and KV takes about one write per second
// per key: a burst of votes must not drop them once per vote. Per isolate, a vote that
// changed points leaves the drop to a vote still on its way (whose drop starts after this
// vote is stored, since that vote's answer comes later), unless the last drop is older than
// MAX_LIST_LAG_MS; the last vote of a burst always drops. Plain numbers, no promise shared
// between requests.
const MAX_LIST_LAG_MS = 2_000;
let votesInFlight = 0;
let changedSinceDrop = false;
let lastDropAt = 0;

async function afterVote(changed: boolean): Promise<void> {
  if (changed) changedSinceDrop = true;
  if (!changedSinceDrop) return;
  if (votesInFlight > 0 && nowMs() - lastDropAt < MAX_LIST_LAG_MS) return;
  changedSinceDrop = false;
  lastDropAt = nowMs();
  try {
    await interpretationsChanged({}, { votes: true });
  } catch (error) {
    // The vote is stored; the crons recompute every list within 10 minutes (best-of) or an hour (ranking).
    console.error("Nie udało się odświeżyć list po głosie", error);
  }
}

/** Who reads the song page, for the pressed state of its vote buttons. */
export type PageVoter = {
  /** the voter key whose votes the page shows; null for a visitor without a valid cookie */
  key: string | null;
  /** the logged-in user's name (their own items get no vote button), null for a visitor */
  username: string | null;
};

export async function pageVoter(request: Request): Promise<PageVoter> {
  const user = await getSessionUser(request);
  if (user) return { key: `u:${user.id}`, username: user.username };
  const key = await visitorKeyFrom(request);
  return { key: key ? `a:${key}` : null, username: null };
}
