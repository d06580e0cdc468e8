// Issue 15: a free check-up request needs the visitor's privacy consent (the policy version they
// agreed to; the database sets the time), and birth dates are between 1900-01-01 and today, on the
// profile (sign-up, the client profile) and on the check-up, whoever writes them.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../../packages/shared/src/privacy.ts';
import { latestBirthDate } from '../../../packages/shared/src/birthDate.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

const form = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  category: 'Labor & Employment', name: 'Consent Visitor', email: `consent-${crypto.randomBytes(4).toString('hex')}@example.com`,
  mobile: '010-1234-5678', issue_description: 'My employer has not paid me for two months.',
  privacy_policy_version: PRIVACY_POLICY_VERSION,
  ...over,
});

const nextYear = `${new Date().getUTCFullYear() + 1}-03-01`;

async function consentOf(id: string) {
  const [row] = await sql<{ privacy_policy_version: string | null; privacy_consented_at: Date | null; created_at: Date }>(s,
    'select privacy_policy_version, privacy_consented_at, created_at from public.free_checkups where id = $1', [id]);
  return row;
}

describe(`free check-up privacy consent on ${TEST_DB}`, () => {
  test('the database knows the policy version the site sends', async () => {
    const [{ v }] = await sql<{ v: string }>(s, 'select private.privacy_policy_version() as v');
    expect(v).toBe(PRIVACY_POLICY_VERSION);
  });

  test('anonymous: without consent the request is refused with privacy_consent_required; with it, stored with time and version', async () => {
    const refused = form({ privacy_policy_version: undefined });
    expectError(await P.anon.from('free_checkups').insert(refused), '23514', 'privacy_consent_required');
    expectError(await P.anon.from('free_checkups').insert(form({ privacy_policy_version: '' })), '23514', 'privacy_consent_required');
    expectError(await P.anon.from('free_checkups').insert(form({ privacy_policy_version: null })), '23514', 'privacy_consent_required');
    expect(await consentOf(refused.id as string)).toBeUndefined();

    const ok = form();
    expectOk(await P.anon.from('free_checkups').insert(ok));
    const row = await consentOf(ok.id as string);
    expect(row!.privacy_policy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row!.privacy_consented_at).not.toBeNull();
    expect(new Date(row!.privacy_consented_at!).getTime()).toBe(new Date(row!.created_at).getTime());
  });

  test('a signed-in client: the same rule; an outdated policy version is refused with privacy_policy_changed', async () => {
    expectError(await P.clientA.db.from('free_checkups').insert(form({ user_id: P.clientA.id, privacy_policy_version: undefined })), '23514', 'privacy_consent_required');
    const changed = await P.clientA.db.from('free_checkups').insert(form({ user_id: P.clientA.id, privacy_policy_version: '2020-01-01' }));
    expectError(changed, '23514', 'privacy_policy_changed');
    expect(JSON.parse(changed.error!.details ?? '{}')).toEqual({ current_version: PRIVACY_POLICY_VERSION });
    expectOk(await P.clientA.db.from('free_checkups').insert(form({ user_id: P.clientA.id })));
  });

  test('the consent time cannot be sent by the API', async () => {
    expectError(await P.anon.from('free_checkups').insert(form({ privacy_consented_at: '2020-01-01T00:00:00Z' })), '42501');
  });

  test('a request refused for consent does not count against the rate limit', async () => {
    const email = `limit-${crypto.randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 8; i++) expectError(await P.anon.from('free_checkups').insert(form({ email, privacy_policy_version: undefined })), '23514', 'privacy_consent_required');
    expectOk(await P.anon.from('free_checkups').insert(form({ email })));
  });
});

describe(`birth dates between 1900-01-01 and today on ${TEST_DB}`, () => {
  test('a client cannot save a future or pre-1900 birth date on their profile; a valid one and none are fine', async () => {
    for (const d of [nextYear, '2030-01-01', '1899-12-31']) {
      expectError(await P.clientA.db.from('profiles').update({ birth_date: d }).eq('id', P.clientA.id), '23514', 'birth_date_out_of_range');
    }
    expectOk(await P.clientA.db.from('profiles').update({ birth_date: '1900-01-01' }).eq('id', P.clientA.id));
    expectOk(await P.clientA.db.from('profiles').update({ birth_date: latestBirthDate() }).eq('id', P.clientA.id));
    expectOk(await P.clientA.db.from('profiles').update({ birth_date: '1990-05-06' }).eq('id', P.clientA.id));
    expectOk(await P.clientA.db.from('profiles').update({ birth_date: null }).eq('id', P.clientA.id));
  });

  test('the refusal says the range (detail) for the form to show', async () => {
    const r = await P.clientB.db.from('profiles').update({ birth_date: nextYear }).eq('id', P.clientB.id);
    expectError(r, '23514', 'birth_date_out_of_range');
    expect(JSON.parse(r.error!.details ?? '{}')).toEqual({ min: '1900-01-01', max: latestBirthDate() });
  });

  test('a profile stored with an out-of-range date before the rule still saves its other fields', async () => {
    await sql(s, `alter table public.profiles disable trigger profiles_check_birth_date`);
    await sql(s, `update public.profiles set birth_date = '2030-01-01' where id = $1`, [P.clientB.id]);
    await sql(s, `alter table public.profiles enable trigger profiles_check_birth_date`);
    expectOk(await P.clientB.db.from('profiles').update({ phone: '010-9999-0000', birth_date: '2030-01-01' }).eq('id', P.clientB.id));
    expectError(await P.clientB.db.from('profiles').update({ birth_date: '2031-01-01' }).eq('id', P.clientB.id), '23514', 'birth_date_out_of_range');
    expectOk(await P.clientB.db.from('profiles').update({ birth_date: '1985-01-01' }).eq('id', P.clientB.id));
  });

  test('sign-up metadata with a future birth date does not break the sign-up (the date is dropped)', async () => {
    const email = `future-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const { data, error } = await anonClient(s).auth.signUp({ email, password: 'Demo-pass-2026', options: { data: { name: 'Future Born', birth_date: '2030-01-01' } } });
    expect(error).toBeNull();
    const [row] = await sql<{ birth_date: string | null }>(s, 'select birth_date::text from public.profiles where id = $1', [data.user!.id]);
    expect(row!.birth_date).toBeNull();
  });

  test('free check-up: a future or pre-1900 date of birth is refused, anonymous or signed in', async () => {
    expectError(await P.anon.from('free_checkups').insert(form({ date_of_birth: nextYear })), '23514', 'birth_date_out_of_range');
    expectError(await P.anon.from('free_checkups').insert(form({ date_of_birth: '1899-01-01' })), '23514', 'birth_date_out_of_range');
    expectError(await P.clientA.db.from('free_checkups').insert(form({ user_id: P.clientA.id, date_of_birth: nextYear })), '23514', 'birth_date_out_of_range');
    expectOk(await P.anon.from('free_checkups').insert(form({ date_of_birth: '1988-08-08' })));
  });
});
