// Who a client is, for throttles and blocks: its IPv4 address, or the /64 network of its IPv6
// address. Every IPv6 subscriber gets at least a /64 (RFC 6177, RIPE-690: home and mobile
// lines a /64 or /56, servers a /64), so one person can rotate through 2^64 addresses at no
// cost; the /64 is the smallest unit that is one client. A /56 or /48 would also catch
// rotation across a customer's several /64s, but those prefixes are shared by many
// households on some mobile networks and by every tenant of a hosting block, and a throttle
// that locks out neighbours is worse than one a determined attacker needs several lines to
// beat (decision 040).

import { config } from "../platform/config";

const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0].toLowerCase();
  // An IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const v4Tail = text.match(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4Tail) {
    const octets = v4Tail.slice(1).map(Number);
    if (octets.some((o) => o > 255)) return null;
    text = `${text.slice(0, v4Tail.index)}${((octets[0] << 8) | octets[1]).toString(16)}:${((octets[2] << 8) | octets[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":"));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => HEXTET.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The client's key: an IPv4 address as it is, an IPv6 address as its /64 ("2001:db8:4242:1::/64"),
 * an IPv4 address written as IPv6 (::ffff:a.b.c.d) as that IPv4 address. Anything else is
 * kept as it came, lower-cased (it still throttles the one sender that sends it).
 */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  if (IPV4.test(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed.toLowerCase();
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The request's client as Cloudflare reports its address; one bucket for requests without it. */
export function clientOf(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP");
  return address ? clientKey(address) : "unknown";
}

// The imported key, once imported: a key still being imported is the importing request's
// promise, which no other request may await (shared-work.ts).
let hashKey: { secret: string; key: CryptoKey } | undefined;

/**
 * A keyed hash of the request's client (its key above), for what must be tied to a client
 * later — blocks, who made a change — without keeping the address itself: HMAC-SHA256 under
 * the session secret, labelled so it means nothing else signed with that secret.
 */
export async function clientHash(request: Request, secret: string): Promise<string> {
  if (hashKey?.secret !== secret) {
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`client-hash:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    hashKey = { secret, key };
  }
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hashKey.key, new TextEncoder().encode(clientOf(request))));
  return btoa(String.fromCharCode(...mac.subarray(0, 18)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/** The request's client hash under the site's session secret (what content rows and blocks keep). */
export function requestClientHash(request: Request): Promise<string> {
  return clientHash(request, config().SESSION_SECRET);
}
