// POST /functions/v1/storage-upload?bucket=<bucket>&path=<object name>, body = the file's bytes:
// the one way users write the buckets lawyer-photos, lawyer-verifications and
// free-checkup-documents (their INSERT policies are gone: 20261201002000). Hosted Storage checks
// only the declared Content-Type; here the bytes decide:
//   1. the database decides whether the caller may write that object: storage_upload_allowed,
//      called as the caller (a user's token; anonymous callers only for check-up documents);
//   2. size over the bucket's file_size_limit → 413;
//   3. the type from the magic numbers (_shared/filetype.ts) must be one the bucket allows,
//      whatever was declared → 415;
//   4. written with the service role, Content-Type = the detected type, never an upsert (a path
//      already taken → 409, as Storage's Duplicate).
// Errors are Storage-like JSON with the real HTTP status:
//   {statusCode: '415', error: 'invalid_mime_type', message}
// (error: invalid_request 400, unauthorized 401, access_denied 403, payload_too_large 413,
// invalid_mime_type 415, duplicate 409, upload_failed 500).
import { createClient } from '@supabase/supabase-js';
import { supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { detectType, isMimeAllowed } from '../_shared/filetype.ts';

function refuse(status: number, error: string, message: string): Response {
  return json(status, { statusCode: String(status), error, message });
}

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return refuse(405, 'method_not_allowed', 'Use POST');
  const { url: supabaseUrl, publishableKey: anonKey, secretKey: serviceKey } = supabaseKeys();
  if (!supabaseUrl || !anonKey || !serviceKey) return refuse(500, 'misconfigured', 'SUPABASE_URL and keys are required');

  const url = new URL(req.url);
  const bucket = url.searchParams.get('bucket') ?? '';
  const path = url.searchParams.get('path') ?? '';
  if (!bucket || !path) return refuse(400, 'invalid_request', 'The query parameters bucket and path are required');

  // 1. may the caller write this object? The rule lives in SQL; PostgREST verifies the token (the
  // gateway does not: verify_jwt = false, since the site's anonymous visitors send the publishable
  // key, which is no JWT). No token or an API key (sb_...) = anonymous.
  const authorization = req.headers.get('Authorization') ?? '';
  const userToken = /^bearer\s+(?!sb_)\S+$/i.test(authorization);
  const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  const asCaller = createClient(supabaseUrl, anonKey, { auth: noSession, global: { headers: userToken ? { Authorization: authorization } : {} } });
  const allowed = await asCaller.rpc('storage_upload_allowed', { bucket, name: path });
  if (allowed.error) {
    if (/^PGRST30/.test(allowed.error.code ?? '')) return refuse(401, 'unauthorized', allowed.error.message);
    console.error('storage-upload: storage_upload_allowed failed', allowed.error);
    return refuse(500, 'upload_failed', 'The upload could not be checked');
  }
  if (allowed.data !== true) return refuse(403, 'access_denied', 'new row violates row-level security policy');

  const platform = createClient(supabaseUrl, serviceKey, { auth: noSession });
  const found = await platform.storage.getBucket(bucket);
  if (found.error || !found.data) return refuse(404, 'bucket_not_found', 'Bucket not found');
  const limit = found.data.file_size_limit ?? null;

  // 2. size: the declared length first (nothing read), then the bytes
  const declared = Number(req.headers.get('Content-Length') ?? NaN);
  if (limit !== null && Number.isFinite(declared) && declared > limit) {
    return refuse(413, 'payload_too_large', `The file is larger than ${limit} bytes`);
  }
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (limit !== null && bytes.length > limit) return refuse(413, 'payload_too_large', `The file is larger than ${limit} bytes`);

  // 3. the type is what the bytes are, not what was declared
  const type = detectType(bytes);
  if (!type || !isMimeAllowed(type, found.data.allowed_mime_types)) {
    return refuse(415, 'invalid_mime_type', `The file's content is not one of the types this bucket takes (${(found.data.allowed_mime_types ?? []).join(', ')})`);
  }

  // 4. the write
  const up = await platform.storage.from(bucket).upload(path, bytes, { contentType: type, upsert: false });
  if (up.error) {
    const status = Number((up.error as { statusCode?: string }).statusCode);
    if (status === 409) return refuse(409, 'duplicate', 'The resource already exists');
    if (status === 413) return refuse(413, 'payload_too_large', up.error.message);
    if (status === 400) return refuse(400, 'invalid_request', up.error.message);
    console.error('storage-upload: upload failed', up.error);
    return refuse(500, 'upload_failed', 'The file could not be stored');
  }
  return json(200, { path: up.data.path, fullPath: up.data.fullPath, contentType: type });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
