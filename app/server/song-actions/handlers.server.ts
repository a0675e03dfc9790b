// Every intent the song page's action takes (app/server/song-actions.server.ts).
import { CONTRIBUTION_ACTIONS } from "./contributions.server";
import { DELETE_ACTIONS } from "./delete.server";
import { EDIT_ACTIONS } from "./edit.server";
import { LYRICS_ACTIONS } from "./lyrics.server";
import { RENAME_ACTIONS } from "./rename.server";
import { REPORT_ACTIONS } from "./report.server";
import { REVISION_ACTIONS } from "./revisions.server";
import type { SongActionHandler } from "./types";
import { VOTE_ACTIONS } from "./vote.server";

export const SONG_ACTION_HANDLERS: Record<string, SongActionHandler> = {
  ...CONTRIBUTION_ACTIONS,
  ...DELETE_ACTIONS,
  ...EDIT_ACTIONS,
  ...LYRICS_ACTIONS,
  ...REVISION_ACTIONS,
  ...REPORT_ACTIONS,
  ...RENAME_ACTIONS,
  ...VOTE_ACTIONS,
};
