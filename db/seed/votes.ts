// Deterministic pseudo-random votes, so every fresh database has the same ranking order.
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Votable = { id: number; userId: number | null; points: number; rankedPoints?: number; createdAt: number };
type VoteRow = { voterKey: string; userId: number | null; createdAt: number };

export function buildVotes(random: () => number, input: { voterIds: number[]; annotations: Votable[]; comments: Votable[]; nowSec: number }) {
  const pickVoters = (item: Votable, max: number): VoteRow[] => {
    // Skewed: most items get a few votes, some get many — gives the ranking a clear order.
    const wanted = Math.floor(random() ** 2 * max);
    const rows: VoteRow[] = [];
    const candidates = input.voterIds.filter((id) => id !== item.userId);
    for (let i = 0; i < wanted; i++) {
      const createdAt = Math.min(input.nowSec, item.createdAt + Math.floor(random() * 3 * 86400));
      if (candidates.length > 0 && random() < 0.7) {
        const [voter] = candidates.splice(Math.floor(random() * candidates.length), 1);
        rows.push({ voterKey: `u:${voter}`, userId: voter, createdAt });
      } else {
        rows.push({ voterKey: `a:demo-${item.id}-${i}`, userId: null, createdAt });
      }
    }
    item.points = rows.length;
    item.rankedPoints = rows.filter((row) => row.userId !== null).length;
    return rows;
  };
  const annotationVotes = input.annotations.flatMap((a) => pickVoters(a, 24).map((v) => ({ annotationId: a.id, ...v })));
  const commentVotes = input.comments.flatMap((c) => pickVoters(c, 10).map((v) => ({ commentId: c.id, ...v })));
  return { annotationVotes, commentVotes };
}
