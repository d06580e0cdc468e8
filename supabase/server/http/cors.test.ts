// CORS as the hosted gateway answers it (issue 18: the apps on another origin than the API,
// tests/cross-origin.config.ts runs them so in the browser): any origin, no credentials, the
// headers the clients send allowed, the headers they read exposed, preflights answered 200.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, test } from 'vitest';
import { applyCors } from './cors.ts';

function call(method: string, headers: Record<string, string>) {
  const out: Record<string, string> = {};
  let ended = false;
  const res = {
    statusCode: 0,
    setHeader: (k: string, v: string) => { out[k.toLowerCase()] = v; },
    end: () => { ended = true; },
  };
  const handled = applyCors({ method, headers } as unknown as IncomingMessage, res as unknown as ServerResponse);
  return { handled, ended, status: res.statusCode, headers: out };
}

describe('CORS', () => {
  test('a preflight from another origin: 200, any origin, the methods and the requested headers', () => {
    const r = call('OPTIONS', { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, x-client-info, content-type, x-upsert' });
    expect(r.handled).toBe(true);
    expect(r.ended).toBe(true);
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers['access-control-allow-methods']).toContain('PATCH');
    expect(r.headers['access-control-allow-headers']).toBe('authorization, apikey, x-client-info, content-type, x-upsert');
  });

  test('without requested headers, the list the clients send', () => {
    const allowed = call('OPTIONS', { origin: 'https://app.example.com' }).headers['access-control-allow-headers'];
    for (const h of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'range', 'x-upsert']) expect(allowed).toContain(h);
  });

  test('a request: not handled here, any origin, the response headers the clients read exposed', () => {
    const r = call('GET', { origin: 'https://app.example.com' });
    expect(r.handled).toBe(false);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const exposed = r.headers['access-control-expose-headers'].toLowerCase();
    for (const h of ['content-range', 'x-total-count', 'content-type', 'location', 'etag', 'preference-applied', 'x-supabase-api-version']) expect(exposed).toContain(h);
  });
});
