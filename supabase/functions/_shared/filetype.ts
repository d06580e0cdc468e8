// What an uploaded file really is, from its first bytes (magic numbers). Hosted Storage trusts the
// declared Content-Type, so storage-upload decides the type from the content instead and stores
// the file under that type. Only formats a product bucket takes are recognised; anything else
// (HTML, SVG, scripts, archives, a format disguised as another) is "unknown" and refused.
// Pure functions over Uint8Array: they run in Deno (the function) and in Node (the unit tests).

/** Formats recognised by their magic numbers. */
export const KNOWN_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf'] as const;
export type KnownType = (typeof KNOWN_TYPES)[number];

/** How many leading bytes detection needs at most (an AVIF's ftyp box with its brands). */
export const HEAD_BYTES = 64;

const ascii = (b: Uint8Array, at: number, s: string): boolean => {
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};

/** The file's type from its first bytes, or null when it is none of KNOWN_TYPES. */
export function detectType(b: Uint8Array): KnownType | null {
  if (ascii(b, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'image/gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBPVP8')) return 'image/webp';
  // At offset 0 only: PDF readers that look further would accept markup placed before it.
  if (ascii(b, 0, '%PDF-')) return 'application/pdf';
  // ISO-BMFF: [box size]ftyp<major brand><minor version><compatible brands...>
  if (ascii(b, 4, 'ftyp')) {
    const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
    const end = Math.min(size, b.length);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      if (ascii(b, at, 'avif') || ascii(b, at, 'avis')) return 'image/avif';
    }
  }
  return null;
}

/** Whether `mimetype` is in a bucket's allowed list (`image/*` wildcards, case and parameters ignored). */
export function isMimeAllowed(mimetype: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, sub] = mimetype.split(';')[0].trim().toLowerCase().split('/');
  if (!type || !sub) return false;
  return allowed.some((a) => {
    const [t, s] = a.split(';')[0].trim().toLowerCase().split('/');
    return t === type && (s === '*' || s === sub);
  });
}
