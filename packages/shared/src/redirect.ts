// Where to send someone after log-in (?next=, ?to=, react-admin's nextPathname): only a path on
// our own origin, never another site (issue 14, open redirect). The raw string is not to be
// trusted: the URL parser and browsers drop tabs and newlines, read "\" as "/" and "//host" as
// another host, and a server or a later decode may undo percent-encoding or fold look-alike
// characters. So every form of the value — as given, percent-decoded (repeatedly) and NFKC-folded —
// must be a plain same-origin path, and the answer is what the URL parser made of it.

/**
 * Only paths are accepted, so the origin they are resolved against cannot change the answer; a
 * fixed one keeps it the same in the browser, during SSR and in tests (.invalid: RFC 2606).
 */
const ORIGIN = 'https://same-origin.invalid';
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;
/** C0 controls, DEL and C1 controls (the URL parser silently strips tab, LF and CR). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** One round of percent-decoding that never throws: a malformed run keeps its non-ASCII bytes. */
function decodeOnce(s: string): string {
  return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // e.g. a cut UTF-8 sequence next to %2F: still decode the ASCII bytes, they are what matter
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** The value as given, each percent-decoded round and their NFKC folds; null if decoding never settles. */
function formsOf(raw: string): string[] | null {
  const forms = new Set<string>();
  let current = raw;
  for (let round = 0; ; round++) {
    forms.add(current);
    forms.add(current.normalize('NFKC'));
    const decoded = decodeOnce(current);
    if (decoded === current) return [...forms];
    if (round === MAX_DECODE_ROUNDS) return null;
    current = decoded;
  }
}

function isPlainPath(s: string): boolean {
  if (!s.startsWith('/') || s.startsWith('//')) return false;
  if (CONTROL.test(s) || s.includes('\\')) return false;
  // no whitespace of any kind in the path (a query may hold a decoded space: a search for "a b")
  if (/\s/.test(s.split(/[?#]/, 1)[0] ?? '')) return false;
  let url: URL;
  try {
    url = new URL(s, ORIGIN);
  } catch {
    return false;
  }
  // "/..//host" and "/.%2e//host" resolve to the path "//host", which is protocol-relative again
  return url.origin === ORIGIN && !url.pathname.startsWith('//');
}

/**
 * `raw` if it is a path on this site, as the URL parser resolves it (pathname + search + hash,
 * e.g. "/client/bookings?x=1#a"); otherwise `fallback`. Refused: absolute URLs (any origin),
 * "javascript:"/"data:", protocol-relative forms ("//", "/\", "/%2F", "/%5C"), control characters
 * and backslashes, raw or percent-encoded, and look-alikes that NFKC folds into any of these.
 */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return fallback;
  const forms = formsOf(raw);
  if (!forms?.every(isPlainPath)) return fallback;
  const url = new URL(raw, ORIGIN);
  return url.pathname + url.search + url.hash;
}
