// An administrator adds time off on a lawyer's behalf (issue 27 item 8, the console's lawyer page):
// admin_add_lawyer_time_off for administrators only (the exact refusal for everyone else), the same
// validation as lawyer_add_time_off (one shared body: 22023 with the argument's name as hint,
// nothing written), audited with the administrator as actor, the dates then closed in
// lawyer_open_slots, and the lawyer's calendar signal bumped as the lawyer's own change does.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
}, 120_000);
afterAll(async () => { await s?.close(); });

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

type Args = { lawyer_id: string | null; from_date: string | null; to_date: string | null; note?: string | null };
const addFor = (p: Persona | null, a: Args) => (p ? p.db : P.anon).rpc('admin_add_lawyer_time_off', a as never);
const entries = async () => (await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_time_off`))[0]!.n;
const signal = async (lawyerId: string) =>
  (await sql<{ t: string }>(s, `select updated_at::text as t from public.lawyer_calendar_updates where lawyer_id = $1`, [lawyerId]))[0]?.t ?? null;

describe(`admin_add_lawyer_time_off on ${TEST_DB}`, () => {
  test('the administrator adds time off for a lawyer: the entry, the audit row (actor, by admin), the dates closed, the signal bumped', async () => {
    // a weekday (Mon-Fri) 10..40 days ahead that is not a public holiday: open by the defaults
    const holidays = new Set((await sql<{ d: string }>(s, `select holiday_date::text as d from public.public_holidays`)).map((h) => h.d));
    let day = addDays(kstToday(), 10);
    while (isoWeekday(day) > 5 || holidays.has(day)) day = addDays(day, 1);
    const open = async () => expectOk(await P.anon.rpc('lawyer_open_slots', { lawyer_id: P.lawyer.id, from_date: day, to_date: day })) as unknown[];
    expect((await open()).length).toBe(8);
    const before = await signal(P.lawyer.id);

    const id = expectOk(await addFor(P.admin, { lawyer_id: P.lawyer.id, from_date: day, to_date: day, note: '  전화로 병가 연락  ' })) as string;
    const [row] = await sql(s, `select lawyer_id, from_date::text, to_date::text, note from public.lawyer_time_off where id = $1`, [id]);
    expect(row).toEqual({ lawyer_id: P.lawyer.id, from_date: day, to_date: day, note: '전화로 병가 연락' });
    expect(await open()).toEqual([]);
    const after = await signal(P.lawyer.id);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    const audits = await sql(s, `select actor_id, action, entity_type, before, after, details from public.audit_log where entity_id = $1`, [id]);
    expect(audits).toEqual([{
      actor_id: P.admin.id, action: 'lawyer.time_off_add', entity_type: 'lawyer_time_off', before: null,
      after: { lawyer_id: P.lawyer.id, from_date: day, to_date: day, note: '전화로 병가 연락' }, details: { by: 'admin' },
    }]);
    // the lawyer sees the entry as their own and may remove it
    expect(expectOk(await P.lawyer.db.from('lawyer_time_off').select('id').eq('id', id))).toEqual([{ id }]);
    expectOk(await P.lawyer.db.rpc('lawyer_remove_time_off', { id }));
    expect((await open()).length).toBe(8);
  });

  test("the lawyer's own lawyer_add_time_off (now the same shared body) still audits as the lawyer", async () => {
    const id = expectOk(await P.lawyer.db.rpc('lawyer_add_time_off', { from_date: addDays(kstToday(), 50), to_date: addDays(kstToday(), 52) })) as string;
    const audits = await sql(s, `select actor_id, details from public.audit_log where entity_id = $1`, [id]);
    expect(audits).toEqual([{ actor_id: P.lawyer.id, details: { by: 'lawyer' } }]);
  });

  test('an unapproved lawyer too (time off set before approval holds after it)', async () => {
    const d = addDays(kstToday(), 5);
    const id = expectOk(await addFor(P.admin, { lawyer_id: P.unapprovedLawyer.id, from_date: d, to_date: d })) as string;
    const [row] = await sql(s, `select lawyer_id, note from public.lawyer_time_off where id = $1`, [id]);
    expect(row).toEqual({ lawyer_id: P.unapprovedLawyer.id, note: null });
  });

  test('clients, lawyers and anonymous callers are refused, nothing written', async () => {
    const d = addDays(kstToday(), 3);
    const n = await entries();
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer]) {
      const r = await addFor(p, { lawyer_id: P.lawyer.id, from_date: d, to_date: d });
      expectError(r, '42501');
      expect(r.status).toBe(403);
      expect(r.error!.message).toBe('Administrator rights required');
    }
    const r = await addFor(null, { lawyer_id: P.lawyer.id, from_date: d, to_date: d });
    expectError(r, '42501');
    expect(r.status).toBe(401);
    expect(r.error!.message).toBe('permission denied for function admin_add_lawyer_time_off');
    expect(await entries()).toBe(n);
  });

  test('an unknown lawyer: 404 not_found; a missing lawyer_id: 22023 lawyer_id', async () => {
    const d = addDays(kstToday(), 3);
    const unknown = await addFor(P.admin, { lawyer_id: crypto.randomUUID(), from_date: d, to_date: d });
    expectError(unknown, 'PT404', 'not_found');
    expect(unknown.status).toBe(404);
    // a client is no lawyer either
    expectError(await addFor(P.admin, { lawyer_id: P.clientA.id, from_date: d, to_date: d }), 'PT404', 'not_found');
    const none = await addFor(P.admin, { lawyer_id: null, from_date: d, to_date: d });
    expectError(none, '22023', 'lawyer_id');
    expect(none.status).toBe(400);
  });

  // lawyer_add_time_off's refusals, through the administrator's function
  test.each([
    ['from_date', null, 'd+1', undefined],
    ['to_date', 'd+1', null, undefined],
    ['to_date', 'd+2', 'd+1', undefined],
    ['to_date', 'd+0', 'd+366', undefined],
    ['to_date', 'd-5', 'd-1', undefined],
    ['note', 'd+1', 'd+1', 'x'.repeat(201)],
  ] as [string, string | null, string | null, string | undefined][])('refuses a bad %s (%s..%s) with 400 22023 and that hint, writing nothing', async (hint, from, to, note) => {
    const at = (x: string | null) => (x === null ? null : addDays(kstToday(), Number(x.slice(1))));
    const n = await entries();
    const audits = (await sql(s, `select 1 from public.audit_log where action = 'lawyer.time_off_add'`)).length;
    const r = await addFor(P.admin, { lawyer_id: P.lawyer.id, from_date: at(from), to_date: at(to), ...(note === undefined ? {} : { note }) });
    expectError(r, '22023', hint);
    expect(r.status).toBe(400);
    expect(await entries()).toBe(n);
    expect((await sql(s, `select 1 from public.audit_log where action = 'lawyer.time_off_add'`)).length).toBe(audits);
  });

  test('the longest allowed entry (366 days, inclusive) and a 200-character note are accepted', async () => {
    const today = kstToday();
    const id = expectOk(await addFor(P.admin, { lawyer_id: P.lawyer.id, from_date: today, to_date: addDays(today, 365), note: 'x'.repeat(200) })) as string;
    expectOk(await P.lawyer.db.rpc('lawyer_remove_time_off', { id }));
  });
});
