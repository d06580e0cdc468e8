// Custom statuses and headers raised from SQL, as PostgREST documents them (docs.postgrest.org,
// Errors → "RAISE errors with HTTP Status Codes" and "Add HTTP Headers with RAISE") and as its
// source parses them (Error/PgError/ServerError.hs, Error/ApiRequestError.hs parseRaisePGRST):
// MESSAGE a JSON object with code and message (details, hint optional), DETAIL a JSON object with
// status and headers (status_text optional); anything else is 500 PGRST121.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { TEST_DB } from '../helpers/server.ts';
import { rest, startRestServer } from './rest-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startRestServer(); });
afterAll(async () => { await s?.close(); });

const raise = (msg: string, det?: string) => rest(s, 'POST', '/rpc/raise_pgrst', { body: det === undefined ? { msg } : { msg, det } });
const PGRST121 = `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`;
const MSG_HINT = "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const DET_HINT = "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

describe(`RAISE SQLSTATE 'PGRST' on ${TEST_DB}`, () => {
  test("the documented example: 402, the raised header, the message's code, message, details and hint", async () => {
    const r = await raise(
      '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade your plan"}',
      '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
    );
    expect(r.status).toBe(402);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('x-powered-by')).toBe('Nerd Rage');
    expect(r.headers.get('proxy-status')).toBe('PostgREST; error=123');
    expect(r.body).toEqual({ code: '123', message: 'Payment Required', details: 'Quota exceeded', hint: 'Upgrade your plan' });
  });

  test('429 with Retry-After; details and hint may be left out (null in the body)', async () => {
    const r = await raise('{"code":"PT429","message":"Slow down"}', '{"status":429,"headers":{"Retry-After":"120"}}');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('120');
    expect(r.body).toEqual({ code: 'PT429', message: 'Slow down', details: null, hint: null });
  });

  test('status_text names a non-standard status (the docs: 419 Page Expired)', async () => {
    const r = await raise('{"code":"123","message":"Expired"}', '{"status":419,"status_text":"Page Expired","headers":{"X-Powered-By":"Nerd Rage"}}');
    const raw = await fetch(`${s.url}/rest/v1/rpc/raise_pgrst`, {
      method: 'POST', headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ msg: '{"code":"123","message":"Expired"}', det: '{"status":419,"status_text":"Page Expired","headers":{}}' }),
    });
    expect(r.status).toBe(419);
    expect(raw.status).toBe(419);
    expect(raw.statusText).toBe('Page Expired');
    await raw.text();
  });

  test('a MESSAGE that is not JSON, or lacks code or message: 500 PGRST121 naming MESSAGE', async () => {
    for (const msg of ['not json', '{"message":"no code"}', '{"code":"1"}', '["code","message"]', '{"code":1,"message":"a number"}', '{"code":"1","message":"m","hint":5}']) {
      const r = await raise(msg, '{"status":402,"headers":{}}');
      expect(r.status).toBe(500);
      expect(r.headers.get('proxy-status')).toBe('PostgREST; error=PGRST121');
      expect(r.body).toEqual({ code: 'PGRST121', message: PGRST121, details: `Invalid JSON value for MESSAGE: '${msg}'`, hint: MSG_HINT });
    }
  });

  test('no DETAIL: 500 PGRST121 "DETAIL is missing in the RAISE statement"', async () => {
    const r = await raise('{"code":"1","message":"m"}');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: 'PGRST121', message: PGRST121, details: 'DETAIL is missing in the RAISE statement', hint: DET_HINT });
  });

  test('a DETAIL that is not JSON, or lacks status or headers (headers are obligatory): 500 PGRST121 naming DETAIL', async () => {
    for (const det of ['{status:402}', '{"status":402}', '{"headers":{}}', '{"status":"402","headers":{}}', '{"status":402,"headers":{"Retry-After":60}}', '{"status":402,"headers":[]}']) {
      const r = await raise('{"code":"1","message":"m"}', det);
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ code: 'PGRST121', message: PGRST121, details: `Invalid JSON value for DETAIL: '${det}'`, hint: DET_HINT });
    }
  });

  test("the request's transaction is rolled back: nothing written", async () => {
    const name = `raised-${Date.now()}`;
    const r = await rest(s, 'POST', '/rpc/insert_then_raise_pgrst', { body: { name }, apikey: s.serviceRoleKey, token: s.serviceRoleKey });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('30');
    expect(r.body).toEqual({ code: 'PT429', message: 'Too many notes', details: null, hint: 'rate_limited' });
    expect((await s.db.query('select 1 from public.tags where name = $1', [name])).rows).toEqual([]);
  });
});

describe(`SQLSTATE 'PTxyz' on ${TEST_DB}`, () => {
  test('PT402 answers 402 with the code, message, details and hint as raised (the docs example)', async () => {
    const r = await rest(s, 'POST', '/rpc/raise_pt', { body: { code: 'PT402', msg: 'Payment Required' } });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ code: 'PT402', message: 'Payment Required', details: null, hint: null });
  });

  test("the status line's reason phrase is the error's message (mkStatus n message)", async () => {
    const raw = await fetch(`${s.url}/rest/v1/rpc/raise_pt`, {
      method: 'POST', headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'PT429', msg: 'Slow down' }),
    });
    expect(raw.status).toBe(429);
    expect(raw.statusText).toBe('Slow down');
    await raw.text();
  });
});
