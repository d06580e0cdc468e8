// The consultation's language (issue 29, item 1; docs/bookings.md): create_booking stores
// consultation_language and interpretation_requested, refuses a language the lawyer does not
// declare (P0001 language_unavailable, HTTP 400), always allows Korean with machine interpretation,
// and without a language takes the client's site language when the lawyer offers it, else Korean
// with interpretation. The language reaches booking_details, the notifications' parameters and the
// lawyer's calendar feed.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, futureSlots, signUpLawyer, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { enableTestModePayments, freshClient, pay } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let japanese: Persona; // a listed lawyer who declares Japanese only (not Korean, not English)
let slots: { date: string; time: string }[];
let next = 0;
const slot = () => slots[next++];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s); // P.lawyer declares ko and en
  japanese = await signUpLawyer(s, 'japanese');
  await approve(P.admin, japanese.id);
  const ins = await japanese.db.from('lawyer_languages').insert({ lawyer_id: japanese.id, language_id: 'ja' });
  if (ins.error) throw new Error(ins.error.message);
  slots = await futureSlots(s, 16);
});
afterAll(async () => { await s?.close(); });

/** A client of its own (at most 3 unpaid holds each) whose site language is `locale`. */
async function clientIn(locale: string | null): Promise<Persona> {
  const c = await freshClient(s);
  const up = await c.db.from('profiles').update({ preferred_locale: locale }).eq('id', c.id);
  if (up.error) throw new Error(up.error.message);
  return c;
}

async function stored(id: string) {
  const [r] = await sql<{ consultation_language: string; interpretation_requested: boolean }>(s,
    `select consultation_language, interpretation_requested from public.bookings where id = $1`, [id]);
  return r;
}

describe('create_booking: consultation_language', () => {
  test('a language the lawyer offers is stored, without interpretation, and shown to both parties', async () => {
    const c = await clientIn('ko');
    const b = expectOk(await book(c, P.lawyer.id, slot(), 20, { consultation_language: 'en' })) as {
      id: string; consultation_language: string; interpretation_requested: boolean;
    };
    expect({ language: b.consultation_language, interpretation: b.interpretation_requested }).toEqual({ language: 'en', interpretation: false });
    expect(await stored(b.id)).toEqual({ consultation_language: 'en', interpretation_requested: false });
    for (const who of [c, P.lawyer, P.admin]) {
      const row = expectOk(await who.db.from('booking_details').select('consultation_language, interpretation_requested').eq('id', b.id).single());
      expect(row).toEqual({ consultation_language: 'en', interpretation_requested: false });
    }
  });

  test('a code in capitals or with spaces is the same language', async () => {
    const b = expectOk(await book(await clientIn(null), P.lawyer.id, slot(), 20, { consultation_language: ' EN ' }));
    expect(await stored(b.id)).toEqual({ consultation_language: 'en', interpretation_requested: false });
  });

  test('another lawyer\'s language is refused: HTTP 400, P0001 language_unavailable, nothing written', async () => {
    const c = await clientIn('ja');
    const before = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where client_id = $1`, [c.id]);
    const r = await book(c, P.lawyer.id, slot(), 20, { consultation_language: 'ja' });
    expectError(r, 'P0001', 'language_unavailable');
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe('This lawyer does not offer consultations in this language');
    // and English, P.lawyer's language, for the lawyer who speaks Japanese only
    expectError(await book(c, japanese.id, slot(), 20, { consultation_language: 'en' }), 'P0001', 'language_unavailable');
    expectError(await book(c, P.lawyer.id, slot(), 20, { consultation_language: 'english' }), 'P0001', 'language_unavailable');
    const after = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where client_id = $1`, [c.id]);
    expect(after[0].n).toBe(before[0].n);
  });

  test('Korean with machine interpretation is always allowed, even with a lawyer who does not declare Korean', async () => {
    const c = await clientIn('vi');
    const b = expectOk(await book(c, japanese.id, slot(), 20, { consultation_language: 'ko', interpretation_requested: true }));
    expect(await stored(b.id)).toEqual({ consultation_language: 'ko', interpretation_requested: true });
    // interpretation without a language means Korean
    const b2 = expectOk(await book(c, P.lawyer.id, slot(), 20, { interpretation_requested: true }));
    expect(await stored(b2.id)).toEqual({ consultation_language: 'ko', interpretation_requested: true });
  });

  test('interpretation is into Korean only: with another language it is refused as invalid_input', async () => {
    const r = await book(await clientIn('en'), P.lawyer.id, slot(), 20, { consultation_language: 'en', interpretation_requested: true });
    expectError(r, '22023', 'invalid_input');
    expect(r.status).toBe(400);
  });

  test('no language: the client\'s site language when the lawyer offers it, else Korean with interpretation', async () => {
    const cases: [string | null, string, { consultation_language: string; interpretation_requested: boolean }][] = [
      ['en', P.lawyer.id, { consultation_language: 'en', interpretation_requested: false }],
      ['ko', P.lawyer.id, { consultation_language: 'ko', interpretation_requested: false }],
      ['vi', P.lawyer.id, { consultation_language: 'ko', interpretation_requested: true }],
      [null, P.lawyer.id, { consultation_language: 'ko', interpretation_requested: true }],
      ['en', japanese.id, { consultation_language: 'ko', interpretation_requested: true }],
    ];
    for (const [locale, lawyerId, want] of cases) {
      // the call every caller made before the parameter existed
      const b = expectOk(await book(await clientIn(locale), lawyerId, slot()));
      expect({ locale, got: await stored(b.id) }).toEqual({ locale, got: want });
    }
  });
});

describe('the booking\'s language beyond the booking', () => {
  test('the notifications\' parameters and the lawyer\'s calendar feed carry it', async () => {
    const c = await clientIn('en');
    const b = expectOk(await book(c, P.lawyer.id, slot(), 20, { consultation_language: 'ko', interpretation_requested: true }));
    await pay(c, b.id);
    const notices = await sql<{ kind: string; lang: string; interp: boolean }>(s,
      `select kind, params->>'consultation_language' as lang, (params->>'interpretation_requested')::boolean as interp
         from private.outbox where booking_id = $1 and kind in ('booking_paid', 'lawyer_new_booking') order by kind`, [b.id]);
    expect(notices).toEqual([
      { kind: 'booking_paid', lang: 'ko', interp: true },
      { kind: 'lawyer_new_booking', lang: 'ko', interp: true },
    ]);

    const token = expectOk(await P.lawyer.db.rpc('lawyer_rotate_calendar_token')) as { token: string }[];
    const hash = crypto.createHash('sha256').update(token[0].token).digest('hex');
    const feed = expectOk(await P.service.rpc('lawyer_calendar_feed', { token_hash: hash })) as {
      booking_id: string; consultation_language: string; interpretation_requested: boolean;
    }[];
    expect(feed.find((e) => e.booking_id === b.id)).toMatchObject({ consultation_language: 'ko', interpretation_requested: true });
  });

  test('the table refuses a code that is not ISO 639-1 and interpretation with another language', async () => {
    const b = expectOk(await book(await clientIn('en'), P.lawyer.id, slot()));
    await expect(sql(s, `update public.bookings set consultation_language = 'eng' where id = $1`, [b.id]))
      .rejects.toThrow(/bookings_consultation_language_iso639_1/);
    await expect(sql(s, `update public.bookings set consultation_language = 'en', interpretation_requested = true where id = $1`, [b.id]))
      .rejects.toThrow(/bookings_interpretation_korean/);
  });
});
