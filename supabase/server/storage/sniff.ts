// What an upload really is, from its first bytes, and whether a bucket may take it.
// Storage trusts the declared Content-Type; a bucket limited to images would then store (and a
// public bucket serve) HTML sent as `image/png`. Pure functions: no I/O, no product rule (the
// allowed types always come from the bucket row).

/** How many leading bytes are inspected (markup hidden further in is not looked for). */
export const SNIFF_BYTES = 8192;

/** Formats recognised by their magic bytes: a declared one must match the content. */
export const BINARY_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'application/pdf'] as const;
export type BinaryType = (typeof BINARY_TYPES)[number];

/** Content a browser would run if it rendered it (markup that can carry script). */
export type ActiveType = 'text/html' | 'image/svg+xml' | 'application/xml';

export type Sniffed =
  | { kind: 'binary'; mime: BinaryType }
  | { kind: 'active'; mime: ActiveType }
  | { kind: 'unknown'; mime: null };

/** Common aliases clients send for the recognised formats. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};

/** `Image/PNG; q=1` → `image/png` (aliases resolved). */
export function baseType(mimetype: string): string {
  const t = mimetype.split(';')[0].trim().toLowerCase();
  return ALIASES[t] ?? t;
}

/** `image/*` and exact matches, ignoring parameters and case (storage's validateMimeType). */
export function isMimeAllowed(mimetype: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, sub] = mimetype.split(';')[0].trim().toLowerCase().split('/');
  if (!type || !sub) return false;
  return allowed.some((a) => {
    const [t, s] = a.split(';')[0].trim().toLowerCase().split('/');
    return t === type && (s === '*' || s === sub);
  });
}

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};

function sniffBinary(b: Uint8Array): BinaryType | null {
  if (ascii(b, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'image/gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBPVP8')) return 'image/webp';
  // At offset 0 only: readers that look further would accept markup placed before it.
  if (ascii(b, 0, '%PDF-')) return 'application/pdf';
  // ISO-BMFF: [size]ftyp<major brand><minor version><compatible brands...>
  if (ascii(b, 4, 'ftyp')) {
    const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
    const end = Math.min(size, b.length);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      if (ascii(b, at, 'avif') || ascii(b, at, 'avis')) return 'image/avif';
    }
  }
  return null;
}

/** The head as text: UTF-16 by its BOM, otherwise bytes as Latin-1 (markup is ASCII either way). */
function asText(b: Uint8Array): string {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (b[0] === 0xff && b[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  if (b[0] === 0xfe && b[1] === 0xff) {
    const swapped = Buffer.from(buf.subarray(2, 2 + ((b.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  return buf.toString('latin1');
}

// A tag a browser would act on; the name must end there (`<a` alone, `<bold` is not `<b`).
const tag = (names: string, anchored = false) => new RegExp(`${anchored ? '^' : ''}<(?:${names})(?=[\\s/>])`, 'i');
/** WHATWG MIME sniffing's HTML patterns, at the start of the content (after whitespace). */
const HTML_AT_START = tag('!doctype\\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--', true);
/** Markup that makes content active wherever it appears in the head. */
const HTML_ANYWHERE = tag('!doctype\\s+html|html|head|body|script|iframe|frame|frameset|object|embed|applet|img|style|link|meta|base|form|math');
const SVG_ANYWHERE = /<svg(?=[\s/>])|<!doctype\s+svg/i;

function sniffActive(b: Uint8Array): ActiveType | null {
  const text = asText(b).replace(/^\ufeff|^\xef\xbb\xbf/, '');
  if (SVG_ANYWHERE.test(text)) return 'image/svg+xml';
  const start = text.trimStart();
  if (HTML_AT_START.test(start)) return 'text/html';
  if (HTML_ANYWHERE.test(text)) return 'text/html';
  // XML can hold XHTML or an XSLT stylesheet, both able to run script.
  if (/^<\?xml(?=[\s?])/i.test(start)) return 'application/xml';
  return null;
}

/** The content's type from its first bytes (pass at least SNIFF_BYTES when the file is longer). */
export function sniff(head: Uint8Array): Sniffed {
  const b = head.subarray(0, SNIFF_BYTES);
  const bin = sniffBinary(b);
  if (bin) return { kind: 'binary', mime: bin };
  const active = sniffActive(b);
  if (active) return { kind: 'active', mime: active };
  return { kind: 'unknown', mime: null };
}

export type Verdict = { ok: true } | { ok: false; mime: string; message: string };

/**
 * Whether a bucket with `allowed` types takes content declared as `declared` whose first bytes
 * are `head`. Buckets without a list take anything (as Supabase does; serving keeps it inert).
 * Otherwise: the declared type must be allowed; so must the sniffed type when recognised; and a
 * declared format we can recognise must be what the bytes are.
 */
export function checkContent(declared: string, head: Uint8Array, allowed: readonly string[] | null): Verdict {
  if (!allowed || allowed.length === 0) return { ok: true };
  const refuse = (mime: string, message = `mime type ${mime} is not supported`): Verdict => ({ ok: false, mime, message });
  if (!isMimeAllowed(declared, allowed)) return refuse(declared);
  const found = sniff(head);
  if (found.mime && !isMimeAllowed(found.mime, allowed)) return refuse(found.mime);
  const claimed = baseType(declared);
  if ((BINARY_TYPES as readonly string[]).includes(claimed) && found.mime !== claimed) {
    return refuse(declared, `mime type ${claimed} does not match the file content (${found.mime ?? 'unrecognised'})`);
  }
  return { ok: true };
}

/** Types a browser shows without running anything: only these are ever served inline. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'text/plain']);

/** Whether a stored type may be rendered in the browser (public buckets); all else downloads. */
export function isInlineSafe(mimetype: string | undefined | null): boolean {
  if (!mimetype) return false;
  const t = baseType(mimetype);
  return INLINE_TYPES.has(t) || t.startsWith('audio/') || t.startsWith('video/');
}
