// Public Storage objects as the database stores them and as the apps render them (issue 14).
//
// The database stores the same-origin path of a public object, never a URL:
// `/storage/v1/object/public/<bucket>/<folder>/<file>` (for profile photos:
// `/storage/v1/object/public/lawyer-photos/<lawyer id>/<file>`, enforced by the check constraint
// `lawyers_profile_photo_url`). A stored value therefore names no host: it cannot point a visitor's
// browser at a tracking server, and it survives a change of host or port. Every app renders it
// against the Supabase URL it is configured with (`storagePublicUrl`), because on a hosted
// deployment the pages and the Supabase API are on different origins.

/** Where Storage serves the objects of public buckets. */
export const STORAGE_PUBLIC_PREFIX = '/storage/v1/object/public/';

/** The public bucket of lawyers' profile photos (one folder per lawyer id). */
export const LAWYER_PHOTO_BUCKET = 'lawyer-photos';

/**
 * One path segment (bucket, folder or file name): ASCII letters, digits, `_`, `-` and single dots
 * between them. So no `.`/`..` segments, no leading or trailing dot, no percent-encoding, no
 * query, fragment, scheme, backslash, whitespace or control character. The database's rule for
 * photos is the same (`20261125001300_lawyer_photo_paths.sql`).
 */
const SEGMENT = '[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*';
const PUBLIC_PATH = new RegExp(`^/storage/v1/object/public/(${SEGMENT})((?:/${SEGMENT})+)$`);
const MAX_PATH_LENGTH = 1000;

/** The bucket and object name of a stored public-object path, or null if it is not one. */
export function parseStoragePublicPath(path: unknown): { bucket: string; name: string } | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH) return null;
  const m = PUBLIC_PATH.exec(path);
  if (!m) return null;
  return { bucket: m[1]!, name: m[2]!.slice(1) };
}

/** Whether `path` is the path of a public object (in `bucket`, when given). */
export function isStoragePublicPath(path: unknown, bucket?: string): path is string {
  const parsed = parseStoragePublicPath(path);
  return parsed !== null && (bucket === undefined || parsed.bucket === bucket);
}

/**
 * The path to store for an object of a public bucket: `storagePublicPath('lawyer-photos',
 * 'u1/u1-17.png')` → `/storage/v1/object/public/lawyer-photos/u1/u1-17.png`. Throws when the
 * bucket or name would not make a safe path (the database would refuse it anyway).
 */
export function storagePublicPath(bucket: string, objectName: string): string {
  const path = `${STORAGE_PUBLIC_PREFIX}${bucket}/${objectName}`;
  if (!isStoragePublicPath(path, bucket)) throw new Error(`Not a safe storage object path: '${bucket}/${objectName}'`);
  return path;
}

/** Whether `path` is a photo in the lawyer's own folder: the rule the database enforces. */
export function isLawyerPhotoPath(path: unknown, lawyerId: string): path is string {
  const parsed = parseStoragePublicPath(path);
  if (!parsed || parsed.bucket !== LAWYER_PHOTO_BUCKET) return false;
  const slash = parsed.name.indexOf('/');
  return slash > 0 && parsed.name.slice(0, slash) === lawyerId && !parsed.name.includes('/', slash + 1);
}

/**
 * The URL to render for a stored public-object path: the path resolved against the Supabase URL
 * the app is configured with (`https://<ref>.supabase.co` + path; a base path such as a proxy's
 * `/supabase` is kept, as supabase-js does). Without a configured URL (the local one-origin server,
 * or server-side rendering for the same origin) the path itself, which the browser resolves
 * against the page. Anything that is not such a path (an absolute URL of any host,
 * `javascript:`, `//host/...`, a traversal, a query) gives null: render no image.
 */
export function storagePublicUrl(path: string | null | undefined, supabaseUrl: string | null | undefined): string | null {
  if (!path || !isStoragePublicPath(path)) return null;
  if (!supabaseUrl) return path;
  let base: URL;
  try {
    base = new URL(supabaseUrl);
  } catch {
    return null;
  }
  if ((base.protocol !== 'https:' && base.protocol !== 'http:') || base.username || base.password) return null;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/** Where Storage's image transformation serves the objects of public buckets. */
export const STORAGE_RENDER_PREFIX = '/storage/v1/render/image/public/';

/**
 * A public image at the size it is shown: the URL `storagePublicUrl` gives, turned into Storage's
 * image transformation (`/storage/v1/render/image/public/<bucket>/<name>?width=…&height=…&resize=cover`),
 * so a 64 px avatar downloads a 64 px picture rather than the original upload. With `transform`
 * false (a hosted project without image transformations, which need Supabase's Pro plan) the URL
 * is returned unchanged. Null for anything that is not a public-object URL of that shape.
 */
export function storageImageUrl(
  url: string | null | undefined,
  size: { width: number; height: number; resize?: 'cover' | 'contain' | 'fill' },
  transform: boolean,
): string | null {
  if (!url) return null;
  const at = url.indexOf(STORAGE_PUBLIC_PREFIX);
  if (at < 0 || !isStoragePublicPath(url.slice(at))) return null;
  if (!transform) return url;
  const px = (n: number) => Math.min(2500, Math.max(1, Math.round(n)));
  const query = `width=${px(size.width)}&height=${px(size.height)}&resize=${size.resize ?? 'cover'}`;
  return `${url.slice(0, at)}${STORAGE_RENDER_PREFIX}${url.slice(at + STORAGE_PUBLIC_PREFIX.length)}?${query}`;
}

/**
 * `src` and `srcset` of a square public image shown at `size` CSS pixels: the 1x and 2x renditions
 * when transformation is on (the browser picks by its pixel density), else the original alone.
 */
export function storageImageSources(url: string | null | undefined, size: number, transform: boolean): { src: string; srcset: string | null } | null {
  const src = storageImageUrl(url, { width: size, height: size }, transform);
  if (!src) return null;
  if (!transform) return { src, srcset: null };
  const x2 = storageImageUrl(url, { width: size * 2, height: size * 2 }, transform)!;
  return { src, srcset: `${src} 1x, ${x2} 2x` };
}
