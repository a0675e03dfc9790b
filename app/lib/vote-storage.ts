// The browser's mirror of a visitor's votes (product §3.5: anonymous votes are kept in browser
// storage per annotation and per comment): localStorage "glosy" = {a: [ids], c: [ids]}. The
// server's record (by the visitor cookie) decides whenever the server recognises the visitor;
// the mirror shows the visitor's votes when it cannot (decision 034). Logged-in users' votes
// are never mirrored: they live on the server only.
import { useMemo, useSyncExternalStore } from "react";
import type { VoteTarget } from "@core/rules/vote";

export const VOTES_STORAGE_KEY = "glosy";
/** This tab's own writes: the storage event fires only in the other tabs. */
const CHANGE_EVENT = "glosy-zmiana";
/** Enough for years of voting; the oldest ids go first. */
const MAX_IDS = 5_000;

export type StoredVotes = { a: number[]; c: number[] };

const LETTER = { annotation: "a", comment: "c" } as const satisfies Record<VoteTarget, keyof StoredVotes>;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(VOTES_STORAGE_KEY);
  } catch {
    return null;
  }
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []);

export function parseStoredVotes(raw: string | null): StoredVotes {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<keyof StoredVotes, unknown>>) : null;
    return { a: ids(parsed?.a), c: ids(parsed?.c) };
  } catch {
    return { a: [], c: [] };
  }
}

/** Records the server's answers (target, id, voted); writes only when something changes. */
export function mirrorVotes(changes: [target: VoteTarget, id: number, voted: boolean][]): void {
  const stored = parseStoredVotes(readRaw());
  let changed = false;
  for (const [target, id, voted] of changes) {
    const list = stored[LETTER[target]];
    const at = list.indexOf(id);
    if (voted === at >= 0) continue;
    changed = true;
    if (voted) list.push(id);
    else list.splice(at, 1);
  }
  if (!changed) return;
  try {
    window.localStorage.setItem(VOTES_STORAGE_KEY, JSON.stringify({ a: stored.a.slice(-MAX_IDS), c: stored.c.slice(-MAX_IDS) }));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  } catch {
    // Storage disabled or full: the server's record still counts.
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === VOTES_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether the mirror holds a vote for the item; null on the server and before hydration. */
export function useStoredVote(target: VoteTarget, id: number): boolean | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  return useMemo(() => (raw === undefined ? null : parseStoredVotes(raw)[LETTER[target]].includes(id)), [raw, target, id]);
}
