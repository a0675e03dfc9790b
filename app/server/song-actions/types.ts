// What the song page's action (song-actions.server.ts) and its handlers (one module per
// intent) agree on: only types, so the dispatcher and the handlers do not import each other.
import type { Result } from "@core/result";

export type SongRef = { id: number; urlname: string };

export type SongActionContext = { request: Request; form: FormData; song: SongRef };

/** What a handler did: the new or changed item, where a no-JavaScript post lands, a cookie to set. */
export type SongActionDone = { id?: number; points?: number; voted?: boolean; pending?: boolean; redirectTo?: string; setCookie?: string | null };

export type SongActionHandler = (context: SongActionContext) => Promise<Result<SongActionDone>>;
