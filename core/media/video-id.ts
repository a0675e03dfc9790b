// A video's id on the video site, in a module of its own: the song page's player checks ids
// with it, and the page should not load the address parser (video-url.ts) for that.
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
