// A ledger line racing the close of its period (docs/settlement.md, "Late lines"): whichever
// commits first, the line is counted exactly once, in a statement whose totals equal its lines.
// Real interleavings need two connections, so this runs on PostgreSQL only (PGlite's single
// connection cannot hold one transaction open while another runs).
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, completeLawyerProfile, createPersonas, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { sleep } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let lawyer: Persona;
let m: { start: string; end: string; mid: string }[];

describe.skipIf(TEST_DB !== 'postgres')('settlement: a line racing the close of its period, on postgres', () => {
  beforeAll(async () => {
    s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
    P = await createPersonas(s);
    lawyer = await signUpLawyer(s, 'race');
    await completeLawyerProfile(lawyer);
    await approve(P.admin, lawyer.id);
    m = await sql<{ start: string; end: string; mid: string }>(s,
      `select to_char(d, 'YYYY-MM-DD') as start, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as "end",
              to_char(d + interval '14 days', 'YYYY-MM-DD') as mid
         from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - make_interval(months => k))::date as d
                 from generate_series(2, 1, -1) k) x`);
  });
  afterAll(async () => { await s?.close(); });

  const insertLine = `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
                      values ($1, gen_random_uuid(), gen_random_uuid(), 'payment', $2, $2, $2, ($3::date + time '12:00') at time zone 'Asia/Seoul')`;
  const statements = () => sql<{ period_start: string; status: string; entry_count: number; net_total: number }>(s,
    `select to_char(period_start, 'YYYY-MM-DD') as period_start, status, entry_count, net_total::int
       from public.lawyer_settlement_statements where lawyer_id = $1 order by period_start`, [lawyer.id]);

  test('a line written before the close commits is in the closed statement (the close waits for it)', async () => {
    await sql(s, insertLine, [lawyer.id, 10000, m[0].mid]);
    const writer = new pg.Client({ connectionString: s.cfg.databaseUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(insertLine, [lawyer.id, 20000, m[0].mid]); // holds the open statement
      const close = P.admin.db.rpc('close_settlement_period', { period_end: m[0].end });
      await sleep(500);
      await writer.query('commit');
      expect((expectOk(await close) as Record<string, unknown>[])[0]).toMatchObject({ closed_statements: 1, closed_entries: 2 });
    } finally {
      await writer.end();
    }
    expect(await statements()).toEqual([{ period_start: m[0].start, status: 'closed', entry_count: 2, net_total: 30000 }]);
  });

  test('a line of the period written while the close holds it goes to the next period', async () => {
    await sql(s, insertLine, [lawyer.id, 5000, m[1].mid]);
    const closer = new pg.Client({ connectionString: s.cfg.databaseUrl });
    await closer.connect();
    try {
      await closer.query('begin');
      await closer.query(`select * from private.close_settlement_period($1::date)`, [m[1].end]);
      const line = sql(s, insertLine, [lawyer.id, 7000, m[1].mid]); // waits for the close's lock
      await sleep(500);
      await closer.query('commit');
      await line;
    } finally {
      await closer.end();
    }
    const after = await statements();
    expect(after[1]).toEqual({ period_start: m[1].start, status: 'closed', entry_count: 1, net_total: 5000 });
    expect(after[2]).toMatchObject({ status: 'open', entry_count: 1, net_total: 7000 });
  });
});
