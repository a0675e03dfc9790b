// The forum markup's vocabulary (product §5.13 "Markup"): which tags exist, how each one reads its
// content, and who may use it. The parser (parser.ts) consults this table only.
import { can } from "../auth/permissions";
import type { Role } from "../auth/roles";

/** Whose text is rendered: the author's role, or "visitor" for anonymous authors. */
export type MarkupTrust = "visitor" | Role;

/** Product §2.8 terms: posts and comments with links or embedded objects are for registered users. */
export const mayLink = (trust: MarkupTrust) => trust !== "visitor" && can({ role: trust }, "markup.link");
/** The ad tag is for the site's own people (privileged = moderator or admin). */
export const mayAdvertise = (trust: MarkupTrust) => trust !== "visitor" && can({ role: trust }, "markup.advertise");

/**
 * - format: ordinary nesting tags; their content is marked-up text.
 * - raw: content is taken as plain text up to the matching closing tag (no tag inside is
 *   interpreted); it becomes one element, or the whole tag shows literally.
 * - void: stands alone (the ad tag).
 */
export type TagKind = "format" | "raw" | "void";

export const TAGS: ReadonlyMap<string, TagKind> = new Map<string, TagKind>([
  ["b", "format"],
  ["i", "format"],
  ["u", "format"],
  ["s", "format"],
  ["center", "format"],
  ["color", "format"],
  ["colour", "format"],
  ["size", "format"],
  ["q", "format"],
  ["blockquote", "format"],
  ["samp", "format"],
  ["pre", "raw"],
  ["code", "raw"],
  ["noparse", "raw"],
  ["url", "raw"],
  ["img", "raw"],
  ["youtube", "raw"],
  ["iframe", "raw"],
  ["reklama", "void"],
]);

/** "colour" is the same tag as "color": [colour=red]…[/color] closes. */
export const canonicalName = (name: string) => (name === "colour" ? "color" : name);

/** Tags whose value is a link or a citation address (up to 512 characters, product §5.13). */
export const LINK_VALUE_TAGS: ReadonlySet<string> = new Set(["url", "q", "blockquote"]);

/** Tag names: 1 to 16 letters (product §5.13). */
export const TAG_NAME_MAX = 16;
/** Tag values in general: at most 256 characters (product §5.13). */
export const TAG_VALUE_MAX = 256;
/** Link and cite values: 1 to 512 characters (product §5.13). */
export const LINK_MAX = 512;

/**
 * Open formatting tags nest at most this deep; deeper opening tags (and their closing
 * tags) show as text. Real comments nest a handful of levels; the bound keeps the element
 * tree — and every recursive walk over it (React's server renderer, the browser's layout)
 * shallow whatever the input.
 */
export const MAX_DEPTH = 32;
