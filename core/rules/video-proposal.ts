// Proposing a song's video (decision 037): the messages of POST /api/proposeVideo, the song
// page's `video` intent and its form, apart from the zod schema (video-schemas.ts) so the
// form's JavaScript carries no zod. The address's own messages (empty, not a video address,
// not found) are the element form's (video-url.ts): both share the check step.

export const PROPOSAL_MESSAGES = {
  hasVideo: "Ta piosenka ma już teledysk. Zmienić go może tylko moderator.",
  same: "To już jest teledysk tej piosenki.",
  captcha: "Rozwiąż captchę.",
} as const;
