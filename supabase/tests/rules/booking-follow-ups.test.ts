// The lawyer's written follow-up (issue 29, item 5; 20261202003000_booking_follow_ups.sql): only the
// booking's lawyer, only on a completed booking, Korean, at most 5,000 characters; corrections
// within 7 days of the first version, every version kept; read by the two parties and
// administrators only; the client told by e-mail and the bell; deleted by the retention purge; read
// in the client's language through the Edge Function follow-up-translation (the room's provider: a
// local server speaking the LibreTranslate API here).
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, createPersonas, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let otherLawyer: Persona;

/** Speaks LibreTranslate's API ('[source→target] q'); answers 500 for a text containing 'FAIL'. */
let translatorRequests: Record<string, unknown>[] = [];
const translator = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => { raw += c; });
  req.on('end', () => {
    const body = JSON.parse(raw || '{}') as Record<string, string>;
    translatorRequests.push(body);
    res.setHeader('Content-Type', 'application/json');
    if (req.url !== '/translate' || String(body.q).includes('FAIL')) { res.statusCode = 500; res.end('{}'); return; }
    res.end(JSON.stringify({ translatedText: `[${body.source}→${body.target}] ${body.q}` }));
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => translator.listen(0, '127.0.0.1', () => r()));
  const translatorUrl = `http://127.0.0.1:${(translator.address() as { port: number }).port}`;
  s = await startTestServer({
    migrationsDir: MIGRATIONS, seedFile: null,
    overrides: { cron: false, functionsEnv: { TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: translatorUrl } },
  });
  P = await createPersonas(s);
  otherLawyer = await signUpLawyer(s, 'follow-up-other');
  await approve(P.admin, otherLawyer.id);
});
afterAll(async () => {
  await s?.close();
  await new Promise<void>((r) => translator.close(() => r()));
});

interface Res { error: { code?: string; hint?: string | null; message: string } | null; status: number }
/** The exact refusal: HTTP status, SQLSTATE / PostgREST code and (when given) the hint. */
function refused(res: Res, status: number, code: string, hint?: string): void {
  expect(res.error, 'expected a refusal').not.toBeNull();
  expect({ status: res.status, code: res.error!.code, ...(hint === undefined ? {} : { hint: res.error!.hint }) })
    .toEqual({ status, code, ...(hint === undefined ? {} : { hint }) });
}

let daysBack = 10;
/** A paid booking of P.lawyer with P.clientA in the past (inserted as the platform), in `status`. */
async function pastBooking(status: 'pending' | 'confirmed' | 'completed' | 'cancelled', lawyer: Persona = P.lawyer): Promise<string> {
  daysBack += 1;
  const [r] = await sql<{ id: string }>(s,
    `insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee, fee_amount,
                                  status, payment_status, case_description, consultation_type, cancelled_at, cancelled_by)
     values ($1, $2, (now() at time zone 'Asia/Seoul')::date - $3::int, '10:00', 20, 60000, 60000,
             $4::public.booking_status, 'paid', 'My visa question', 'Visa',
             case when $4 = 'cancelled' then now() end, case when $4 = 'cancelled' then 'lawyer' end)
     returning id`, [P.clientA.id, lawyer.id, daysBack, status]);
  return r.id;
}

const write = (p: Persona, bookingId: string, body: string) => p.db.rpc('lawyer_write_follow_up', { booking_id: bookingId, body });
const SUMMARY = '상담 요약: 취업비자(E-7) 변경 신청이 필요합니다. 다음 단계: 고용계약서와 여권을 준비하세요.';

describe(`lawyer_write_follow_up on ${TEST_DB}`, () => {
  test('only on a completed booking: not_completed otherwise', async () => {
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      const id = await pastBooking(status);
      refused(await write(P.lawyer, id, SUMMARY), 400, 'P0001', 'not_completed');
    }
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.booking_follow_ups`);
    expect(n).toBe(0);
  });

  test("only the booking's own lawyer: another lawyer, the client, another client get not_found; anon is refused", async () => {
    const id = await pastBooking('completed');
    refused(await write(otherLawyer, id, SUMMARY), 404, 'PT404', 'not_found');
    refused(await write(P.clientA, id, SUMMARY), 404, 'PT404', 'not_found');
    refused(await write(P.clientB, id, SUMMARY), 404, 'PT404', 'not_found');
    refused(await P.anon.rpc('lawyer_write_follow_up', { booking_id: id, body: SUMMARY }), 401, '42501');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.booking_follow_ups where booking_id = $1`, [id]);
    expect(n).toBe(0);
  });

  test('Korean, 1 to 5,000 characters', async () => {
    const id = await pastBooking('completed');
    refused(await write(P.lawyer, id, '   '), 400, '22023', 'missing_fields');
    refused(await write(P.lawyer, id, 'Summary: apply for an E-7 visa.'), 400, '22023', 'not_korean');
    refused(await write(P.lawyer, id, '가'.repeat(5001)), 400, '22023', 'too_long');
    const row = expectOk(await write(P.lawyer, id, `  ${'가'.repeat(5000)}  `));
    expect(row).toMatchObject({ booking_id: id, version: 1 });
    expect(row.body).toHaveLength(5000);
  });

  test('users cannot write the table directly', async () => {
    const id = await pastBooking('completed');
    refused(await P.lawyer.db.from('booking_follow_ups').insert({ booking_id: id, version: 1, body: SUMMARY }), 403, '42501');
    expectOk(await write(P.lawyer, id, SUMMARY));
    refused(await P.lawyer.db.from('booking_follow_ups').update({ body: '바꾼 내용' }).eq('booking_id', id), 403, '42501');
    refused(await P.lawyer.db.from('booking_follow_ups').delete().eq('booking_id', id), 403, '42501');
    const rows = await sql<{ body: string }>(s, `select body from public.booking_follow_ups where booking_id = $1`, [id]);
    expect(rows).toEqual([{ body: SUMMARY }]);
  });
});

describe(`booking_follow_ups: who reads it on ${TEST_DB}`, () => {
  test('the client, the lawyer and administrators; nobody else', async () => {
    const id = await pastBooking('completed');
    const row = expectOk(await write(P.lawyer, id, SUMMARY));
    const read = async (p: Persona) => expectOk(await p.db.from('booking_follow_ups').select('booking_id,body,created_at,version').eq('booking_id', id));
    const expected = [{ booking_id: id, body: SUMMARY, created_at: row.created_at, version: 1 }];
    expect(await read(P.clientA)).toEqual(expected);
    expect(await read(P.lawyer)).toEqual(expected);
    expect(await read(P.admin)).toEqual(expected);
    expect(await read(P.clientB)).toEqual([]);
    expect(await read(otherLawyer)).toEqual([]);
    expect(await read(P.unapprovedLawyer)).toEqual([]);
    refused(await P.anon.from('booking_follow_ups').select('body').eq('booking_id', id), 401, '42501');
  });
});

describe(`corrections on ${TEST_DB}`, () => {
  test('within 7 days of the first version: a new version each time, all kept; unchanged text refused', async () => {
    const id = await pastBooking('completed');
    expectOk(await write(P.lawyer, id, SUMMARY));
    refused(await write(P.lawyer, id, ` ${SUMMARY} `), 400, 'P0001', 'unchanged');
    const second = expectOk(await write(P.lawyer, id, `${SUMMARY} (정정: 서류 제출 기한은 30일입니다.)`));
    expect(second.version).toBe(2);
    const rows = expectOk(await P.clientA.db.from('booking_follow_ups').select('version,body').eq('booking_id', id).order('version'));
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    expect(rows[0].body).toBe(SUMMARY);
  });

  test('after 7 days from the first version: correction_closed', async () => {
    const id = await pastBooking('completed');
    expectOk(await write(P.lawyer, id, SUMMARY));
    await sql(s, `update public.booking_follow_ups set created_at = now() - interval '6 days 23 hours' where booking_id = $1`, [id]);
    expectOk(await write(P.lawyer, id, `${SUMMARY} 정정 1`));
    // the window runs from the first version, not the latest
    await sql(s, `update public.booking_follow_ups set created_at = created_at - interval '2 hours' where booking_id = $1`, [id]);
    refused(await write(P.lawyer, id, `${SUMMARY} 정정 2`), 400, 'P0001', 'correction_closed');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.booking_follow_ups where booking_id = $1`, [id]);
    expect(n).toBe(2);
  });
});

describe(`the client is told on ${TEST_DB}`, () => {
  test('e-mail (the client\'s language) and bell, once per version, without the text', async () => {
    const id = await pastBooking('completed');
    expectOk(await write(P.lawyer, id, SUMMARY));
    expectOk(await write(P.lawyer, id, `${SUMMARY} 정정`));
    const outbox = await sql<{ kind: string; recipient_id: string; locale: string | null; params: Record<string, unknown> }>(s,
      `select kind, recipient_id, locale, params from private.outbox where booking_id = $1 order by created_at`, [id]);
    expect(outbox.map((o) => [o.kind, o.recipient_id, o.locale, o.params.version, o.params.booking_id]))
      .toEqual([['booking_follow_up', P.clientA.id, null, 1, id], ['booking_follow_up', P.clientA.id, null, 2, id]]);
    expect(JSON.stringify(outbox)).not.toContain('E-7');
    const bell = expectOk(await P.clientA.db.from('notifications').select('kind,params').eq('kind', 'booking_follow_up'));
    expect(bell.filter((n) => (n.params as { booking_id?: string }).booking_id === id)).toHaveLength(2);
    const lawyerBell = expectOk(await P.lawyer.db.from('notifications').select('kind').eq('kind', 'booking_follow_up'));
    expect(lawyerBell).toEqual([]);
  });
});

describe(`retention on ${TEST_DB}`, () => {
  test('the purge deletes the follow-up with the case description; a purged booking takes none', async () => {
    const oldId = await pastBooking('completed');
    const keptId = await pastBooking('completed');
    expectOk(await write(P.lawyer, oldId, SUMMARY));
    expectOk(await write(P.lawyer, oldId, `${SUMMARY} 정정`));
    expectOk(await write(P.lawyer, keptId, SUMMARY));
    await sql(s, `update public.bookings set booking_date = booking_date - 400 where id = $1`, [oldId]);
    const result = expectOk(await P.admin.db.rpc('purge_expired_personal_data')) as { bookings_anonymised: number };
    expect(result.bookings_anonymised).toBeGreaterThanOrEqual(1);
    const left = await sql<{ booking_id: string }>(s,
      `select booking_id from public.booking_follow_ups where booking_id = any($1::uuid[])`, [[oldId, keptId]]);
    expect(left).toEqual([{ booking_id: keptId }]);
    refused(await write(P.lawyer, oldId, SUMMARY), 400, 'P0001', 'purged');
  });
});

describe(`follow-up-translation (Edge Function) on ${TEST_DB}`, () => {
  const read = (p: Persona | null, body: Record<string, unknown>) => fetch(`${s.url}/functions/v1/follow-up-translation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: s.anonKey, Authorization: `Bearer ${p ? p.token : s.anonKey}` },
    body: JSON.stringify(body),
  });

  test('the client reads the latest version in their language, machine-translated, with the original and every version', async () => {
    const id = await pastBooking('completed');
    const first = expectOk(await write(P.lawyer, id, SUMMARY));
    const second = expectOk(await write(P.lawyer, id, `${SUMMARY} 정정`));
    translatorRequests = [];
    const r = await read(P.clientA, { booking_id: id, lang: 'vi' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      booking_id: id, version: 2, body: `${SUMMARY} 정정`, original_lang: 'ko', created_at: second.created_at,
      first_created_at: first.created_at, corrected: true,
      translated_text: `[ko→vi] ${SUMMARY} 정정`, translated_lang: 'vi', translation_provider: 'libretranslate',
      versions: [
        { version: 1, body: SUMMARY, created_at: first.created_at },
        { version: 2, body: `${SUMMARY} 정정`, created_at: second.created_at },
      ],
    });
    expect(translatorRequests).toEqual([{ q: `${SUMMARY} 정정`, source: 'ko', target: 'vi', format: 'text' }]);
    // Korean: the original, nothing sent to the provider
    translatorRequests = [];
    const ko = await (await read(P.clientA, { booking_id: id, lang: 'ko' })).json();
    expect(ko).toMatchObject({ body: `${SUMMARY} 정정`, translated_text: null, translation_provider: 'none' });
    expect(translatorRequests).toEqual([]);
    // the lawyer and administrators read it too
    for (const p of [P.lawyer, P.admin]) expect((await read(p, { booking_id: id, lang: 'en' })).status).toBe(200);
  });

  test('when the provider fails: the original, untranslated (the portal shows it with a notice)', async () => {
    const id = await pastBooking('completed');
    expectOk(await write(P.lawyer, id, `${SUMMARY} FAIL`));
    const r = await read(P.clientA, { booking_id: id, lang: 'en' });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ version: 1, corrected: false, body: `${SUMMARY} FAIL`, translated_text: null, translated_lang: null, translation_provider: 'none' });
  });

  test('another client, another lawyer: 404 not_found; signed out: 401; bad input: 400', async () => {
    const id = await pastBooking('completed');
    expectOk(await write(P.lawyer, id, SUMMARY));
    translatorRequests = [];
    for (const p of [P.clientB, otherLawyer]) {
      const r = await read(p, { booking_id: id, lang: 'en' });
      expect([r.status, (await r.json()).code]).toEqual([404, 'not_found']);
    }
    const anon = await read(null, { booking_id: id, lang: 'en' });
    expect([anon.status, (await anon.json()).code]).toEqual([401, 'not_authenticated']);
    const bad = await read(P.clientA, { booking_id: id, lang: 'fr' });
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'invalid_input']);
    expect(translatorRequests).toEqual([]);
  });
});
