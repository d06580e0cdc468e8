// CORS as the Supabase gateway answers it: any origin, the headers the clients send, and the
// response headers they must be able to read (Content-Range for ra-data-postgrest,
// X-Supabase-Api-Version so auth-js trusts error codes).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EXPOSED_HEADERS = [
  'Content-Encoding', 'Content-Location', 'Content-Range', 'Content-Type', 'Date', 'Location', 'Server',
  'Transfer-Encoding', 'Range-Unit', 'Preference-Applied', 'X-Total-Count', 'Link', 'X-Supabase-Api-Version',
  'x-sb-error-code', 'ETag', 'Content-Disposition', 'Last-Modified', 'Content-Length', 'Retry-After',
].join(', ');

const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, ' +
  'x-supabase-api-version, x-retry-count, x-upsert, cache-control, x-metadata, content-encoding, traceparent, tracestate, baggage';

/**
 * As the hosted gateway: `Access-Control-Allow-Origin: *` and no credentials (the clients send the
 * session as a bearer token, never a cookie), so an app on another origin works here exactly as
 * it does against `https://<ref>.supabase.co` (tests/cross-origin.config.ts).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD');
    res.setHeader('Access-Control-Allow-Headers', (req.headers['access-control-request-headers'] as string | undefined) ?? DEFAULT_ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
    res.statusCode = 200;
    res.end();
    return true;
  }
  return false;
}
