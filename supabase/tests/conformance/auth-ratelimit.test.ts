// Sign-in throttling (429 over_request_rate_limit "Request rate limit reached") with a tight
// override: failed attempts count per e-mail and per IP; successful sign-ins never count.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { loadConfig } from '../../server/config.ts';
import { anonClient, raw, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startAuthServer({ rateLimit: { signInPerIpPerWindow: 5, signInPerEmailPerWindow: 3, windowSeconds: 300 } });
});
afterAll(async () => { await s?.close(); });

describe(`sign-in rate limit on ${TEST_DB}`, () => {
  test('successful sign-ins do not count', async () => {
    const email = uniqueEmail('often');
    await anonClient(s).auth.signUp({ email, password: 'password-123' });
    for (let i = 0; i < 6; i++) {
      const { error } = await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' });
      expect(error).toBeNull();
    }
  });

  test('after 3 failures for one e-mail, even the right password gets 429', async () => {
    const email = uniqueEmail('guessed');
    await anonClient(s).auth.signUp({ email, password: 'password-123' });
    for (let i = 0; i < 3; i++) {
      const { error } = await anonClient(s).auth.signInWithPassword({ email, password: `wrong-${i}-pass` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const { error } = await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const r = await raw(s, 'POST', '/token?grant_type=password', { body: { email, password: 'password-123' } });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', message: 'Request rate limit reached', msg: 'Request rate limit reached' });
  });

  test('failures across e-mails add up per IP (sign-ups included)', async () => {
    // 3 failures from the previous test + 2 more reach the IP limit of 5.
    for (let i = 0; i < 2; i++) {
      const { error } = await anonClient(s).auth.signInWithPassword({ email: uniqueEmail(`ip${i}`), password: 'password-123' });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    const signIn = await anonClient(s).auth.signInWithPassword({ email: uniqueEmail('ip-next'), password: 'password-123' });
    expect(signIn.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const signUp = await anonClient(s).auth.signUp({ email: uniqueEmail('ip-signup'), password: 'password-123' });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  test('AUTH_RATE_LIMIT=0 turns the limits off; defaults are 30 per IP and 10 per e-mail per 5 minutes', () => {
    const saved = process.env.AUTH_RATE_LIMIT;
    try {
      process.env.AUTH_RATE_LIMIT = '0';
      expect(loadConfig().rateLimit).toEqual({ signInPerIpPerWindow: 0, signInPerEmailPerWindow: 0, windowSeconds: 300 });
      delete process.env.AUTH_RATE_LIMIT;
      expect(loadConfig().rateLimit).toEqual({ signInPerIpPerWindow: 30, signInPerEmailPerWindow: 10, windowSeconds: 300 });
    } finally {
      if (saved === undefined) delete process.env.AUTH_RATE_LIMIT;
      else process.env.AUTH_RATE_LIMIT = saved;
    }
  });
});
