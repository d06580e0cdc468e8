// A lawyer's availability settings (issue 27 items 1-2; docs/bookings.md "Availability"):
// lawyer_set_availability, lawyer_add_time_off / lawyer_remove_time_off, lawyer_set_holiday_open
// for the signed-in approved lawyer, each refusal with SQLSTATE 22023 and the offending field as
// hint (nothing written), audited; the settings, time off and overrides readable by the lawyer
// (own) and administrators only, against every other persona; the public holidays readable by
// anyone; and every change signalled on lawyer_calendar_updates (what the booking page listens to).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { clientWithToken, createPersonas, expectError, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { migrate } from '../../server/db/migrate.ts';
import { holidaysMigrationSql, newestHolidaysMigration } from '../../scripts/holidays-migration.ts';
import { Recorder, rtClient, subscribe, type ChangePayload, type RtClient } from '../conformance/realtime-helpers.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
const rts: RtClient[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
}, 120_000);
afterAll(async () => {
  for (const c of rts) await c.close();
  await s?.close();
});

const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Args = { weekly: unknown; minimum_notice_minutes: unknown; horizon_days: unknown };
const setAvailability = (p: Persona, a: Args) => p.db.rpc('lawyer_set_availability', a as never);
const valid: Args = { weekly: { 1: ['09:00'] }, minimum_notice_minutes: 120, horizon_days: 90 };

async function row(lawyerId: string, on: TestServer = s) {
  const [r] = await sql<{ weekly: unknown; minimum_notice_minutes: number; horizon_days: number }>(on,
    `select weekly, minimum_notice_minutes, horizon_days from public.lawyer_availability where lawyer_id = $1`, [lawyerId]);
  return r;
}
async function signal(lawyerId: string): Promise<string | null> {
  const [r] = await sql<{ t: string }>(s, `select updated_at::text as t from public.lawyer_calendar_updates where lawyer_id = $1`, [lawyerId]);
  return r?.t ?? null;
}

describe(`lawyer_set_availability on ${TEST_DB}`, () => {
  test('stores the weekly hours in order with all seven weekdays, the notice and the horizon; audited', async () => {
    const r = expectOk(await setAvailability(P.lawyer, {
      weekly: { 3: ['14:00', '09:00'], 1: ['17:00', '10:00', '09:00'], 6: [] }, minimum_notice_minutes: 0, horizon_days: 365,
    }));
    expect(r).toMatchObject({
      lawyer_id: P.lawyer.id,
      weekly: { 1: ['09:00', '10:00', '17:00'], 2: [], 3: ['09:00', '14:00'], 4: [], 5: [], 6: [], 7: [] },
      minimum_notice_minutes: 0, horizon_days: 365,
    });
    expectOk(await setAvailability(P.lawyer, { weekly: {}, minimum_notice_minutes: 10080, horizon_days: 1 }));
    expect(await row(P.lawyer.id)).toEqual({ weekly: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }, minimum_notice_minutes: 10080, horizon_days: 1 });
    const audits = await sql<{ actor_id: string; before: { horizon_days: number }; after: { horizon_days: number; weekly: unknown } }>(s,
      `select actor_id, before, after from public.audit_log where action = 'lawyer.availability' and entity_id = $1 order by created_at, id`, [P.lawyer.id]);
    expect(audits.map((a) => [a.actor_id, a.before.horizon_days, a.after.horizon_days])).toEqual([[P.lawyer.id, 90, 365], [P.lawyer.id, 365, 1]]);
    // the same settings again change nothing and audit nothing
    expectOk(await setAvailability(P.lawyer, { weekly: { 7: [] }, minimum_notice_minutes: 10080, horizon_days: 1 }));
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log where action = 'lawyer.availability' and entity_id = $1`, [P.lawyer.id]);
    expect(n).toBe(2);
    // back to the defaults for the tests below
    expectOk(await setAvailability(P.lawyer, { weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS }, minimum_notice_minutes: 120, horizon_days: 90 }));
  });

  test.each([
    ['weekly', null],
    ['weekly', ['09:00']],
    ['weekly', '{"1": ["09:00"]}'],
    ['weekly', { 0: ['09:00'] }],
    ['weekly', { 8: ['09:00'] }],
    ['weekly', { mon: ['09:00'] }],
    ['weekly', { 1: '09:00' }],
    ['weekly', { 1: ['12:00'] }],
    ['weekly', { 1: ['9:00'] }],
    ['weekly', { 1: ['09:00:00'] }],
    ['weekly', { 1: ['18:00'] }],
    ['weekly', { 1: [900] }],
    ['weekly', { 1: [null] }],
    ['weekly', { 2: ['10:00', '11:00', '10:00'] }],
    ['minimum_notice_minutes', -1],
    ['minimum_notice_minutes', 10081],
    ['minimum_notice_minutes', null],
    ['horizon_days', 0],
    ['horizon_days', 366],
    ['horizon_days', null],
  ] as [keyof Args, unknown][])('refuses %s = %j with 22023, hint naming the field, writing nothing', async (field, value) => {
    const before = await row(P.lawyer.id);
    expectError(await setAvailability(P.lawyer, { ...valid, [field]: value }), '22023', field);
    expect(await row(P.lawyer.id)).toEqual(before);
  });

  test('only for a signed-in approved lawyer', async () => {
    expectError(await setAvailability(P.clientA, valid), 'PT404', 'not_a_lawyer');
    expectError(await setAvailability(P.admin, valid), 'PT404', 'not_a_lawyer');
    expectError(await setAvailability(P.unapprovedLawyer, valid), 'P0001', 'not_approved');
    expectError(await P.anon.rpc('lawyer_set_availability', valid as never), '42501');
  });
});

describe(`time off on ${TEST_DB}`, () => {
  const add = (p: Persona, from: string | null, to: string | null, note?: string | null) =>
    p.db.rpc('lawyer_add_time_off', { from_date: from as string, to_date: to as string, ...(note === undefined ? {} : { note: note as string }) });

  test('add returns the id; remove returns the entry; both audited; inclusive dates up to 366 days, a note up to 200 characters', async () => {
    const today = kstToday();
    const id = expectOk(await add(P.lawyer, today, addDays(today, 365), 'x'.repeat(200))) as string;
    const short = expectOk(await add(P.lawyer, addDays(today, 3), addDays(today, 3), '  ')) as string;
    const rows = await sql<{ id: string; note: string | null }>(s, `select id, note from public.lawyer_time_off where lawyer_id = $1 order by from_date`, [P.lawyer.id]);
    expect(rows).toEqual([{ id, note: 'x'.repeat(200) }, { id: short, note: null }]);
    const removed = expectOk(await P.lawyer.db.rpc('lawyer_remove_time_off', { id })) as { id: string; from_date: string; to_date: string };
    expect(removed).toMatchObject({ id, from_date: today, to_date: addDays(today, 365) });
    expectError(await P.lawyer.db.rpc('lawyer_remove_time_off', { id }), 'PT404', 'not_found');
    const audits = await sql<{ action: string; entity_id: string; actor_id: string }>(s,
      `select action, entity_id, actor_id from public.audit_log where action like 'lawyer.time_off%' and entity_id = $1 order by created_at, id`, [id]);
    expect(audits).toEqual([
      { action: 'lawyer.time_off_add', entity_id: id, actor_id: P.lawyer.id },
      { action: 'lawyer.time_off_remove', entity_id: id, actor_id: P.lawyer.id },
    ]);
  });

  test.each([
    ['from_date', null, 'd+1', undefined],
    ['to_date', 'd+1', null, undefined],
    ['to_date', 'd+2', 'd+1', undefined],
    ['to_date', 'd+0', 'd+366', undefined],
    ['to_date', 'd-5', 'd-1', undefined],
    ['note', 'd+1', 'd+1', 'x'.repeat(201)],
  ] as [string, string | null, string | null, string | undefined][])('refuses a bad %s (%s..%s) with 22023 and that hint, writing nothing', async (hint, from, to, note) => {
    const at = (x: string | null) => (x === null ? null : addDays(kstToday(), Number(x.slice(1))));
    const [{ n: before }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_time_off`);
    expectError(await add(P.lawyer, at(from), at(to), note), '22023', hint);
    const [{ n: after }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_time_off`);
    expect(after).toBe(before);
  });

  test("only the lawyer's own entries can be removed; only approved lawyers add", async () => {
    const today = kstToday();
    const id = expectOk(await add(P.lawyer, addDays(today, 20), addDays(today, 21))) as string;
    for (const p of [P.clientA, P.admin]) expectError(await p.db.rpc('lawyer_remove_time_off', { id }), 'PT404', 'not_a_lawyer');
    expectError(await P.unapprovedLawyer.db.rpc('lawyer_remove_time_off', { id }), 'P0001', 'not_approved');
    expectError(await P.anon.rpc('lawyer_remove_time_off', { id }), '42501');
    expectError(await P.lawyer.db.rpc('lawyer_remove_time_off', { id: crypto.randomUUID() }), 'PT404', 'not_found');
    expectError(await add(P.unapprovedLawyer, today, today), 'P0001', 'not_approved');
    expectError(await add(P.clientA, today, today), 'PT404', 'not_a_lawyer');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_time_off where id = $1`, [id]);
    expect(n).toBe(1);
  });
});

describe(`public holidays and overrides on ${TEST_DB}`, () => {
  test('the migration loaded holidays-kr 2018-2027, readable by anyone, writable by no one', async () => {
    const all = expectOk(await P.anon.from('public_holidays').select('holiday_date, names').order('holiday_date')) as { holiday_date: string; names: string[] }[];
    expect(all).toHaveLength(191);
    expect(all[0]).toEqual({ holiday_date: '2018-01-01', names: ['1월 1일'] });
    expect(all.at(-1)).toEqual({ holiday_date: '2027-12-27', names: ['대체공휴일(기독탄신일)'] });
    const by = new Map(all.map((h) => [h.holiday_date, h.names]));
    expect(by.get('2026-09-25')).toEqual(['추석']);
    expect(by.get('2026-03-02')).toEqual(['대체공휴일(3ㆍ1절)']);
    expect(by.get('2026-06-03')).toEqual(['전국동시지방선거']);
    expect(by.get('2026-05-01')).toEqual(['노동절']);
    for (const p of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await p.from('public_holidays').insert({ holiday_date: '2030-01-01', names: ['x'] }), '42501');
      const del = await p.from('public_holidays').delete().eq('holiday_date', '2026-09-25').select();
      expect(del.error?.code ?? (del.data?.length ? 'deleted' : 'none')).not.toBe('deleted');
    }
    expect(by.size).toBe((await sql(s, `select 1 from public.public_holidays`)).length);
  });

  test('the newest generated holidays migration is what scripts/holidays-migration.ts makes of the installed package', () => {
    const newest = newestHolidaysMigration();
    expect(newest).toMatch(/^\d{14}_public_holidays_data\.sql$/);
    expect(fs.readFileSync(path.join(MIGRATIONS, newest!), 'utf8')).toBe(holidaysMigrationSql());
  });

  test('lawyer_set_holiday_open: a listed holiday only; both states; audited when it changes', async () => {
    const set = (p: Persona, d: unknown, open: unknown) => p.db.rpc('lawyer_set_holiday_open', { holiday_date: d, open } as never);
    expectError(await set(P.lawyer, '2026-12-24', true), '22023', 'holiday_date');
    expectError(await set(P.lawyer, null, true), '22023', 'holiday_date');
    expectError(await set(P.lawyer, '2026-12-25', null), '22023', 'open');
    expectError(await set(P.unapprovedLawyer, '2026-12-25', true), 'P0001', 'not_approved');
    expectError(await set(P.clientA, '2026-12-25', true), 'PT404', 'not_a_lawyer');
    expectError(await P.anon.rpc('lawyer_set_holiday_open', { holiday_date: '2026-12-25', open: true }), '42501');
    expect(expectOk(await set(P.lawyer, '2026-12-25', true))).toBe(true);
    expect(expectOk(await set(P.lawyer, '2026-12-25', true))).toBe(true);
    expect(expectOk(await set(P.lawyer, '2026-12-25', false))).toBe(false);
    expect(expectOk(await set(P.lawyer, '2026-12-25', false))).toBe(false);
    const audits = await sql<{ after: { open: boolean } }>(s,
      `select after from public.audit_log where action = 'lawyer.holiday_override' and actor_id = $1 order by created_at, id`, [P.lawyer.id]);
    expect(audits.map((a) => a.after.open)).toEqual([true, false]);
  });
});

describe(`privacy of availability settings on ${TEST_DB}`, () => {
  test('hours, time off and overrides: the lawyer reads their own, administrators all, nobody else anything', async () => {
    const today = kstToday();
    const off = expectOk(await P.lawyer.db.rpc('lawyer_add_time_off', { from_date: addDays(today, 30), to_date: addDays(today, 31), note: '해외 출장' })) as string;
    expectOk(await P.lawyer.db.rpc('lawyer_set_holiday_open', { holiday_date: '2027-01-01', open: true }));
    const tables = ['lawyer_availability', 'lawyer_time_off', 'lawyer_holiday_overrides'] as const;
    for (const t of tables) {
      // anon: no privilege at all
      expectError(await P.anon.from(t).select('*'), '42501');
      // other signed-in personas: nothing of this lawyer's
      for (const p of [P.clientA, P.clientB, P.unapprovedLawyer]) {
        const rows = expectOk(await p.db.from(t).select('lawyer_id')) as { lawyer_id: string }[];
        expect(rows.filter((r) => r.lawyer_id === P.lawyer.id), `${t} as ${p.email}`).toEqual([]);
        expect(rows.every((r) => r.lawyer_id === p.id), `${t} as ${p.email}`).toBe(true);
      }
      // the lawyer: their own rows only; the administrator: everyone's
      const own = expectOk(await P.lawyer.db.from(t).select('lawyer_id')) as { lawyer_id: string }[];
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.lawyer_id === P.lawyer.id)).toBe(true);
      const admin = expectOk(await P.admin.db.from(t).select('lawyer_id').eq('lawyer_id', P.lawyer.id)) as unknown[];
      expect(admin.length).toBe(own.length);
    }
    // the unapproved lawyer reads their own (default) hours
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyer_availability').select('lawyer_id, horizon_days'))).toEqual([{ lawyer_id: P.unapprovedLawyer.id, horizon_days: 90 }]);
    const note = expectOk(await P.admin.db.from('lawyer_time_off').select('note').eq('id', off).single()) as { note: string };
    expect(note.note).toBe('해외 출장');

    // nobody writes the tables directly, not even the lawyer or the administrator
    for (const p of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expect((await p.from('lawyer_time_off').insert({ lawyer_id: P.lawyer.id, from_date: today, to_date: today })).error?.code).toBe('42501');
      expect((await p.from('lawyer_holiday_overrides').insert({ lawyer_id: P.lawyer.id, holiday_date: '2027-02-07' })).error?.code).toBe('42501');
      expect((await p.from('lawyer_availability').update({ horizon_days: 365 }).eq('lawyer_id', P.lawyer.id)).error?.code).toBe('42501');
      expect((await p.from('lawyer_time_off').delete().eq('id', off)).error?.code).toBe('42501');
      expect((await p.from('lawyer_holiday_overrides').delete().eq('lawyer_id', P.lawyer.id)).error?.code).toBe('42501');
    }
    const [{ n }] = await sql<{ n: number }>(s,
      `select (select count(*) from public.lawyer_time_off where id = $1) + (select count(*) from public.lawyer_holiday_overrides where lawyer_id = $2)
              + (select count(*) from public.lawyer_availability where lawyer_id = $2 and horizon_days = 90) as n`, [off, P.lawyer.id]);
    expect(Number(n)).toBe(3);
  });

});

describe(`lawyers from before the availability migrations on ${TEST_DB}`, () => {
  test('get the default hours (a row each) and keep being bookable as before', async () => {
    // a project migrated up to the previous migration, with an approved lawyer, then migrated on
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avail-migrations-'));
    const all = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort();
    const mine = all.filter((f) => f >= '20261130001000');
    for (const f of all.filter((x) => !mine.includes(x))) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
    const old = await startTestServer({ migrationsDir: dir, seedFile: null, overrides: { cron: false } });
    try {
      const lawyer = await signUpLawyer(old, 'before');
      await sql(old, `update public.lawyers set is_approved = true, is_visible = true, approved_at = now() where id = $1`, [lawyer.id]);
      for (const f of mine) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
      const r = await migrate(old.db, { migrationsDir: dir, seedFile: null });
      expect(r.applied.length).toBe(mine.length);
      expect(await row(lawyer.id, old)).toEqual({
        weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS, 6: [], 7: [] }, minimum_notice_minutes: 120, horizon_days: 90,
      });
      const today = kstToday();
      const open = expectOk(await clientWithToken(old).rpc('lawyer_open_slots', { lawyer_id: lawyer.id, from_date: addDays(today, 7), to_date: addDays(today, 13) })) as { slot_date: string }[];
      const [{ n }] = await sql<{ n: number }>(old,
        `select count(*)::int * 8 as n from generate_series($1::date, $2::date, interval '1 day') d
          where extract(isodow from d) <= 5 and not exists (select 1 from public.public_holidays h where h.holiday_date = d::date)`,
        [addDays(today, 7), addDays(today, 13)]);
      expect(open.length).toBe(n);
    } finally {
      await old.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe(`live updates on ${TEST_DB}`, () => {
  test('every change of hours, time off or holiday overrides bumps the lawyer_calendar_updates row; an anonymous watcher hears it', async () => {
    const c = await rtClient(s);
    rts.push(c);
    const heard = new Recorder<ChangePayload>();
    await subscribe(c.supabase.channel('availability-signal').on('postgres_changes',
      { event: '*', schema: 'public', table: 'lawyer_calendar_updates', filter: `lawyer_id=eq.${P.lawyer.id}` },
      (p) => heard.push(p as unknown as ChangePayload)));

    const steps: [string, () => Promise<unknown>][] = [
      ['hours', async () => expectOk(await setAvailability(P.lawyer, { weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS, 6: ['10:00'] }, minimum_notice_minutes: 120, horizon_days: 90 }))],
      ['notice', async () => expectOk(await setAvailability(P.lawyer, { weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS, 6: ['10:00'] }, minimum_notice_minutes: 60, horizon_days: 90 }))],
      ['time off added', async () => expectOk(await P.lawyer.db.rpc('lawyer_add_time_off', { from_date: addDays(kstToday(), 40), to_date: addDays(kstToday(), 40) }))],
      ['holiday opened', async () => expectOk(await P.lawyer.db.rpc('lawyer_set_holiday_open', { holiday_date: '2027-02-08', open: true }))],
      ['holiday closed', async () => expectOk(await P.lawyer.db.rpc('lawyer_set_holiday_open', { holiday_date: '2027-02-08', open: false }))],
    ];
    let last = await signal(P.lawyer.id);
    for (const [label, step] of steps) {
      const n = heard.items.length;
      await step();
      const now = await signal(P.lawyer.id);
      expect(now, label).not.toBe(last);
      last = now;
      await heard.waitFor(() => heard.items.length > n, label, 2000);
    }
    const id = (await sql<{ id: string }>(s, `select id from public.lawyer_time_off where lawyer_id = $1 order by created_at desc limit 1`, [P.lawyer.id]))[0].id;
    const n = heard.items.length;
    expectOk(await P.lawyer.db.rpc('lawyer_remove_time_off', { id }));
    await heard.waitFor(() => heard.items.length > n, 'time off removed', 2000);
    expect(Object.keys(heard.items.at(-1)!.new).sort()).toEqual(['lawyer_id', 'updated_at']);
  });
});
