// Every intent the song page's action takes (app/lib/song-actions.server.ts), one module each.
import type { SongActionHandler } from "./types";
import { addAnnotationAction } from "./annotation.server";
import { addCommentAction } from "./comment.server";
import { DELETE_ACTIONS } from "./delete.server";
import { addElementAction } from "./element.server";
import { proposeVideoAction, saveSyncAction } from "./sync.server";
import { addTranslationAction } from "./translation.server";
import { VOTE_ACTIONS } from "./vote.server";

export const SONG_ACTION_HANDLERS: Record<string, SongActionHandler> = {
  annotation: addAnnotationAction,
  comment: addCommentAction,
  translation: addTranslationAction,
  element: addElementAction,
  sync: saveSyncAction,
  video: proposeVideoAction,
  ...DELETE_ACTIONS,
  ...VOTE_ACTIONS,
};
