// The lawyer's certificate (bar / patent attorney), as the private bucket `lawyer-verifications`
// takes it (supabase/migrations/20261122001000_storage.sql: file_size_limit 10485760,
// allowed_mime_types pdf/jpeg/png; the object name's extension pdf|jpg|jpeg|png). Defined once so
// the sign-up form refuses a file the bucket would refuse BEFORE any account is created (issue 25);
// supabase/tests/rules/lawyer-applications.test.ts checks these values against the bucket row.

export const CERTIFICATE_BUCKET = 'lawyer-verifications';

/** The bucket's file_size_limit: 10 MB. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** The bucket's allowed_mime_types. */
export const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The extensions the object name may carry (the storage policy and lawyers' check constraint). */
export const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** For a file input's accept attribute. */
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The limit in whole megabytes, as the forms state it ("최대 10MB"). */
export const CERTIFICATE_MAX_MB = Math.floor(CERTIFICATE_MAX_BYTES / (1024 * 1024));

export type CertificateProblem = 'type' | 'empty' | 'size';

function extension(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

/**
 * Why the bucket would refuse this file, or null when it takes it: an extension or a browser-given
 * type outside the lists ('type'), no content ('empty'), more than the limit ('size'). An empty
 * `type` (a browser that does not know it) is judged by the extension, as the upload sends the
 * extension's type then.
 */
export function certificateProblem(file: { name: string; type?: string | null; size?: number | null }): CertificateProblem | null {
  const ext = extension(file.name);
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  const type = (file.type ?? '').toLowerCase();
  if (type && !(CERTIFICATE_MIME_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size !== undefined && file.size !== null) {
    if (file.size <= 0) return 'empty';
    if (file.size > CERTIFICATE_MAX_BYTES) return 'size';
  }
  return null;
}
