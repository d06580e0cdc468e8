// The local demo seed: applies on top of the migrations (PGlite, or PostgreSQL with
// TEST_DB=postgres), the demo accounts sign in through supabase-js, and the demo data covers what
// the screens need (listed lawyers, every booking/payment/check-up status, coupons, bookmarks,
// credits that match the ledger, photos served from the public bucket).
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import type { Queryable } from '../../server/db/index.ts';
import { buildSeed, DEMO_PASSWORD, FOLLOW_UP_P1, SEED_FILE } from '../../seed/build-seed.ts';
import { DEMO_IDS, LAWYERS, photoObjectName } from '../../seed/lawyers.ts';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../..');
const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', id: DEMO_IDS.admin, role: 'admin' },
  { email: 'lawyer@demo.test', id: DEMO_IDS.lawyer, role: 'lawyer' },
  { email: 'pending-lawyer@demo.test', id: DEMO_IDS.pendingLawyer, role: 'lawyer' },
  { email: 'client@demo.test', id: DEMO_IDS.client, role: 'client' },
  { email: 'client2@demo.test', id: DEMO_IDS.client2, role: 'client' },
] as const;

let s: TestServer;
const clients = new Map<string, SupabaseClient>();

function client(): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const existing = clients.get(email);
  if (existing) return existing;
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  clients.set(email, c);
  return c;
}

beforeAll(async () => {
  s = await startTestServer({
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
    overrides: { rateLimit: { signInPerIpPerWindow: 0, signInPerEmailAndIpPerWindow: 0, windowSeconds: 300, backoffSeconds: 30 } },
  });
});
afterAll(async () => {
  for (const c of clients.values()) await c.auth.signOut().catch(() => {});
  await s?.close();
});

describe(`demo seed on ${TEST_DB}`, () => {
  it('seed.sql is what supabase/seed/build-seed.ts generates (run node seed/build-seed.ts)', () => {
    expect(fs.readFileSync(SEED_FILE, 'utf8') === buildSeed(), 'supabase/seed.sql is out of date: run `node seed/build-seed.ts` in supabase/').toBe(true);
  });

  it('applied on the fresh database, with the demo files in storage', () => {
    expect(s.migration.seeded).toBe(true);
  });

  it.each(DEMO_ACCOUNTS)('$email signs in with the demo password and has the role $role', async ({ email, id, role }) => {
    const c = await signedIn(email);
    const { data: u } = await c.auth.getUser();
    expect(u.user?.id).toBe(id);
    expect(u.user?.email).toBe(email);
    const { data: roles, error } = await c.from('user_roles').select('role').eq('user_id', id);
    expect(error).toBeNull();
    expect(roles!.map((r) => r.role)).toContain(role);
    const { data: profile } = await c.from('profiles').select('id, email, name_english').eq('id', id).single();
    expect(profile).toMatchObject({ id, email });
    expect(profile!.name_english).toBeTruthy();
  });

  it('the history it plays out is not news: no e-mail queued, every bell empty', async () => {
    const r = await s.db.query<{ outbox: number; bell: number; bookings: number }>(
      `select (select count(*)::int from private.outbox) as outbox, (select count(*)::int from public.notifications) as bell,
              (select count(*)::int from public.bookings) as bookings`);
    expect(r.rows[0].bookings).toBeGreaterThan(0);
    expect(r.rows[0]).toMatchObject({ outbox: 0, bell: 0 });
  });

  it('a wrong password is refused', async () => {
    const { error } = await client().auth.signInWithPassword({ email: 'client@demo.test', password: 'not-the-password' });
    expect(error?.message).toMatch(/invalid login credentials/i);
  });

  it('lawyer@demo.test is approved and visible, with 1,000 credits that match its ledger', async () => {
    const c = await signedIn('lawyer@demo.test');
    const { data: me } = await c.from('lawyers').select('id, credits, is_approved, is_visible').eq('id', DEMO_IDS.lawyer).single();
    expect(me).toEqual({ id: DEMO_IDS.lawyer, credits: 1000, is_approved: true, is_visible: true });
    const { data: ledger } = await c.from('credit_ledger').select('delta, balance_after, reason').order('id');
    expect(ledger!.reduce((sum, r) => sum + r.delta, 0)).toBe(1000);
    expect(ledger!.at(-1)!.balance_after).toBe(1000);
    expect(new Set(ledger!.map((r) => r.reason))).toEqual(new Set(['top_up', 'coupon_purchase']));
  });

  it('every lawyer\'s credits equal the sum of their ledger', async () => {
    const r = await s.db.query<{ id: string; credits: number; ledger: string | null }>(
      `select l.id, l.credits, (select sum(delta) from public.credit_ledger c where c.lawyer_id = l.id)::text as ledger from public.lawyers l`);
    for (const row of r.rows) expect(Number(row.ledger ?? 0), row.id).toBe(row.credits);
  });

  it('pending-lawyer@demo.test is not approved, not listed, and has a certificate on file', async () => {
    const c = await signedIn('pending-lawyer@demo.test');
    const { data: me } = await c.from('lawyers').select('is_approved, is_visible, verification_document_url').eq('id', DEMO_IDS.pendingLawyer).single();
    expect(me).toMatchObject({ is_approved: false, is_visible: false });
    const { data: listed } = await client().from('lawyer_directory').select('id').eq('id', DEMO_IDS.pendingLawyer);
    expect(listed).toEqual([]);
    const admin = await signedIn('admin@demo.test');
    const { data: signed, error } = await admin.storage.from('lawyer-verifications').createSignedUrl(me!.verification_document_url, 60);
    expect(error).toBeNull();
    const res = await fetch(signed!.signedUrl.startsWith('http') ? signed!.signedUrl : s.url + signed!.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('about 30 lawyers are public, with varied specialties, regions, languages and fees', async () => {
    const { data, error } = await client().from('lawyer_directory')
      .select('id, name_korean, name_english, profile_photo_url, practice_area_ids, region_ids, language_ids, fee_20min');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(30);
    expect(data!.map((l) => l.id)).toContain(DEMO_IDS.lawyer);
    for (const l of data!) {
      expect(l.name_korean && l.name_english && l.profile_photo_url).toBeTruthy();
      expect(l.practice_area_ids.length).toBeGreaterThan(0);
    }
    expect(new Set(data!.flatMap((l) => l.practice_area_ids)).size).toBe(14);
    expect(new Set(data!.flatMap((l) => l.region_ids)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(data!.flatMap((l) => l.language_ids)).size).toBeGreaterThanOrEqual(12);
    expect(data!.some((l) => l.fee_20min === null)).toBe(true); // defaults apply
    expect(data!.some((l) => l.fee_20min !== null)).toBe(true);
  });

  it('anonymous visitors read no private lawyer data', async () => {
    const { data } = await client().from('lawyers').select('id');
    expect(data ?? []).toEqual([]);
  });

  it('every booking, payment and check-up status is present (seen by the administrator)', async () => {
    const admin = await signedIn('admin@demo.test');
    const { data: bookings } = await admin.from('bookings').select('status, payment_status, meeting_link, booking_date');
    expect(new Set(bookings!.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled']));
    expect(new Set(bookings!.map((b) => b.payment_status))).toEqual(new Set(['pending', 'paid', 'refunded']));
    expect(bookings!.some((b) => b.status === 'confirmed' && b.meeting_link)).toBe(true);
    expect(bookings!.some((b) => b.status === 'confirmed' && !b.meeting_link)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(bookings!.some((b) => b.booking_date < today)).toBe(true);
    expect(bookings!.some((b) => b.booking_date > today)).toBe(true);
    const { data: payments } = await admin.from('payment_history').select('payment_status');
    expect(new Set(payments!.map((p) => p.payment_status))).toEqual(new Set(['pending', 'paid', 'failed', 'refunded']));
    const { data: checkups } = await admin.from('free_checkups').select('status, user_id');
    expect(new Set(checkups!.map((c) => c.status))).toEqual(new Set(['pending', 'reviewed', 'contacted', 'completed']));
    expect(checkups!.some((c) => c.user_id === null)).toBe(true);
    expect(checkups!.some((c) => c.user_id !== null)).toBe(true);
  });

  it('coupons of both kinds, held used, unused and expired; bookmarks with messages and coupons', async () => {
    const c = await signedIn('client@demo.test');
    const { data: held } = await c.from('user_coupons').select('is_used, coupon:coupons(code, valid_until, issuer_lawyer_id)');
    const rows = held as unknown as { is_used: boolean; coupon: { code: string; valid_until: string; issuer_lawyer_id: string | null } }[];
    expect(rows.some((r) => r.is_used)).toBe(true);
    expect(rows.some((r) => !r.is_used && new Date(r.coupon.valid_until) > new Date())).toBe(true);
    expect(rows.some((r) => !r.is_used && new Date(r.coupon.valid_until) < new Date())).toBe(true);
    expect(rows.some((r) => /^LAWYER_\d{13,}$/.test(r.coupon.code) && r.coupon.issuer_lawyer_id === DEMO_IDS.lawyer)).toBe(true);
    const { data: marks } = await c.from('lawyer_bookmarks').select('lawyer_id, lawyer_message, coupon_id');
    expect(marks!.some((m) => m.lawyer_message && m.coupon_id)).toBe(true);
    expect(marks!.some((m) => !m.coupon_id)).toBe(true);

    const lawyer = await signedIn('lawyer@demo.test');
    const { data: mine } = await lawyer.from('lawyer_bookmarks').select('coupon_id, lawyer_message').eq('lawyer_id', DEMO_IDS.lawyer);
    expect(mine!.some((m) => m.coupon_id === null)).toBe(true); // a bookmark the lawyer can still issue a coupon for
    expect(mine!.filter((m) => m.coupon_id !== null).length).toBe(2);
  });

  it('the client sees their bookings in the past and the future; one of them to join', async () => {
    const c = await signedIn('client@demo.test');
    const { data } = await c.from('bookings').select('status, meeting_link, discount_amount, fee_amount, list_fee').eq('client_id', DEMO_IDS.client);
    expect(data!.length).toBeGreaterThanOrEqual(5);
    expect(data!.some((b) => b.status === 'confirmed' && b.meeting_link)).toBe(true);
    expect(data!.some((b) => b.discount_amount > 0 && b.fee_amount === b.list_fee - b.discount_amount)).toBe(true);
  });

  it('issue 29: an upcoming paid booking with the demo lawyer in English, with an intake whose visa expiry is within 14 days (the lawyer reads it)', async () => {
    const c = await signedIn('client@demo.test');
    const { data: upcoming, error } = await c.from('bookings')
      .select('id, booking_date, status, payment_status, consultation_language, interpretation_requested, starts_at')
      .eq('client_id', DEMO_IDS.client).eq('lawyer_id', DEMO_IDS.lawyer).eq('consultation_language', 'en').eq('payment_status', 'paid');
    expect(error).toBeNull();
    const next = upcoming!.filter((b) => b.status === 'confirmed' && new Date(b.starts_at).getTime() > Date.now());
    expect(next).toHaveLength(1);
    expect(next[0].interpretation_requested).toBe(false);
    const { data: intake } = await c.from('booking_intakes').select('status_of_stay, visa_expires_on, notice_date, notice_deadline').eq('booking_id', next[0].id);
    expect(intake).toEqual([{ status_of_stay: 'e7', visa_expires_on: expect.any(String), notice_date: null, notice_deadline: null }]);
    const days = (Date.parse(intake![0].visa_expires_on!) - Date.parse(next[0].booking_date)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(14);
    // the booking's lawyer reads it; another client does not
    const lawyer = await signedIn('lawyer@demo.test');
    expect((await lawyer.from('booking_intakes').select('status_of_stay').eq('booking_id', next[0].id)).data).toEqual([{ status_of_stay: 'e7' }]);
    const other = await signedIn('client2@demo.test');
    expect((await other.from('booking_intakes').select('booking_id').eq('booking_id', next[0].id)).data).toEqual([]);
  });

  it('issue 29: a completed booking with the demo lawyer has a Korean follow-up, corrected within 7 days; only its parties read it', async () => {
    const c = await signedIn('client@demo.test');
    const { data: rows, error } = await c.from('booking_follow_ups').select('booking_id, version, body, created_at').order('version');
    expect(error).toBeNull();
    expect(rows!.map((r) => [r.version, r.body])).toEqual([[1, FOLLOW_UP_P1[0]], [2, FOLLOW_UP_P1[1]]]);
    expect(new Set(rows!.map((r) => r.booking_id)).size).toBe(1);
    const { data: booking } = await c.from('bookings').select('status, lawyer_id, client_id, starts_at, duration_minutes').eq('id', rows![0].booking_id).single();
    expect(booking).toMatchObject({ status: 'completed', lawyer_id: DEMO_IDS.lawyer, client_id: DEMO_IDS.client });
    const [first, second] = rows!.map((r) => Date.parse(r.created_at));
    expect(first).toBeGreaterThan(Date.parse(booking!.starts_at) + booking!.duration_minutes * 60_000);
    expect(second - first).toBeGreaterThan(0);
    expect(second - first).toBeLessThanOrEqual(7 * 86_400_000);
    const lawyer = await signedIn('lawyer@demo.test');
    expect((await lawyer.from('booking_follow_ups').select('version').eq('booking_id', rows![0].booking_id)).data).toHaveLength(2);
    const other = await signedIn('client2@demo.test');
    expect((await other.from('booking_follow_ups').select('version').eq('booking_id', rows![0].booking_id)).data).toEqual([]);
  });

  it('the demo lawyer\'s 정산 page has something to show: last month closed with its lines, the running month open, an account (masked)', async () => {
    const c = await signedIn('lawyer@demo.test');
    const kst = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const monthStart = `${kst.slice(0, 7)}-01`;
    const { data: statements, error } = await c.from('lawyer_settlement_statements').select('id, status, period_start, period_end, entry_count, net_total').order('period_start');
    expect(error).toBeNull();
    const closed = statements!.filter((x) => x.period_end < monthStart);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed.every((x) => x.status === 'closed' || x.status === 'paid')).toBe(true);
    const lastMonth = closed.at(-1)!;
    expect(lastMonth.status).toBe('closed');
    expect(lastMonth.entry_count).toBeGreaterThanOrEqual(1);
    const open = statements!.filter((x) => x.status === 'open');
    expect(open.map((x) => x.period_start)).toEqual([monthStart]);
    // every line in the statement of its own (KST) month, and a statement's total is its lines' sum
    for (const st of statements!) {
      const { data: lines } = await c.from('lawyer_settlement_entries').select('net_amount, created_at').eq('statement_id', st.id);
      expect(lines!.length).toBe(st.entry_count);
      expect(lines!.reduce((sum, l) => sum + l.net_amount, 0)).toBe(st.net_total);
      for (const l of lines!) {
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(l.created_at));
        expect(day >= st.period_start && day <= st.period_end).toBe(true);
      }
    }
    const { data: kinds } = await c.from('lawyer_settlement_entries').select('kind, discount_borne_by').eq('lawyer_id', DEMO_IDS.lawyer);
    expect(new Set(kinds!.map((k) => k.kind))).toEqual(new Set(['payment', 'refund']));
    expect(kinds!.some((k) => k.discount_borne_by === 'platform')).toBe(true);
    const { data: account } = await c.rpc('my_settlement_account');
    expect(account).toEqual([expect.objectContaining({ bank_code: '004', bank_name: 'KB국민은행', account_last4: '6789', holder_name: '김도현' })]);
  });

  it('privileged actions left audit rows', async () => {
    const r = await s.db.query<{ action: string }>(`select distinct action from public.audit_log`);
    const actions = r.rows.map((x) => x.action);
    for (const a of ['lawyer.approve', 'lawyer.revoke', 'credits.top_up', 'credits.coupon_purchase', 'booking.create', 'booking.status',
      'booking.meeting_link', 'payment.paid', 'payment.refund', 'coupon.grant', 'free_checkup.update', 'role.grant']) {
      expect(actions).toContain(a);
    }
  });

  it('a seeded photo downloads from its public bucket URL (the path stored in profile_photo_url)', async () => {
    const l = LAWYERS.find((x) => x.id === DEMO_IDS.lawyer)!;
    const { data } = await client().from('lawyer_directory').select('profile_photo_url').eq('id', l.id).single();
    expect(data!.profile_photo_url).toBe(`/storage/v1/object/public/lawyer-photos/${photoObjectName(l)}`);
    const res = await fetch(s.url + data!.profile_photo_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/webp/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(SUPABASE_DIR, 'seed', 'storage', 'lawyer-photos', photoObjectName(l))))).toBe(true);
    // and the supabase-js public URL helper points at the same object
    const url = client().storage.from('lawyer-photos').getPublicUrl(photoObjectName(l)).data.publicUrl;
    expect(url).toBe(s.url + data!.profile_photo_url);
  });

  it('certificates stay private: anonymous and client downloads are refused', async () => {
    const name = `${DEMO_IDS.lawyer}/${DEMO_IDS.lawyer}-verification.pdf`;
    // a private bucket has no public route (Storage: 400, statusCode 404 "Bucket not found")
    const anonRes = await fetch(`${s.url}/storage/v1/object/public/lawyer-verifications/${name}`);
    expect(anonRes.status).toBe(400);
    expect(await anonRes.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    // the client's RLS hides the object: "not found", as Storage answers for what one may not see
    const c = await signedIn('client@demo.test');
    const { error } = await c.storage.from('lawyer-verifications').download(name);
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });
});

describe('demo files shipped in the repo', () => {
  it('portraits are small WebP files in the public bucket layout {uid}/{uid}-{timestamp}.webp', () => {
    const dir = path.join(SUPABASE_DIR, 'seed', 'storage', 'lawyer-photos');
    const files = fs.readdirSync(dir).flatMap((d) => fs.readdirSync(path.join(dir, d)).map((f) => [d, f] as const));
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const [d, f] of files) {
      expect(f).toMatch(new RegExp(`^${d}-\\d{13}\\.webp$`));
      const bytes = fs.readFileSync(path.join(dir, d, f));
      expect(bytes.length).toBeLessThanOrEqual(30 * 1024);
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
  });
});

// Records dated in the future (issue 14): every creation/update time the seed writes is at or
// before the moment it runs, also when it runs early in the day (a time of day "today" would
// then still be ahead), so e.g. no check-up's one-hour upload window stays open.
const FUTURE_ROWS_SQL = `
  select string_agg(format(
           'select %L as col, count(*)::int as n from %I.%I where %I > clock_timestamp()',
           c.table_schema || '.' || c.table_name || '.' || c.column_name, c.table_schema, c.table_name, c.column_name),
         ' union all ') as q
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
   where c.table_schema in ('public', 'auth', 'storage', 'private')
     and c.data_type = 'timestamp with time zone'
     and c.column_name in ('created_at', 'updated_at', 'approved_at', 'paid_at', 'refunded_at', 'cancelled_at', 'used_at',
                           'email_confirmed_at', 'confirmed_at', 'last_sign_in_at', 'personal_data_purged_at')`;

async function futureRows(q: Queryable): Promise<{ col: string; n: number }[]> {
  const [{ q: union }] = (await q.query<{ q: string }>(FUTURE_ROWS_SQL)).rows;
  expect(union).toContain('public.free_checkups.created_at');
  return (await q.query<{ col: string; n: number }>(union)).rows.filter((r) => r.n > 0);
}

describe(`demo seed dates on ${TEST_DB}`, () => {
  it('no seeded row was created or updated after now', async () => {
    expect(await futureRows(s.db)).toEqual([]);
  });

  it('seeding at 01:00 local time dates nothing after the seeding moment', async () => {
    const fresh = await startTestServer({ migrationsDir: path.join(SUPABASE_DIR, 'migrations'), seedFile: null });
    try {
      // a fixed-offset time zone in which it is now about 01:00 (current_date and the times of day
      // the seed writes follow the session's time zone)
      const now = new Date();
      let offset = 60 - (now.getUTCHours() * 60 + now.getUTCMinutes());
      if (offset <= -720) offset += 1440;
      if (offset > 720) offset -= 1440;
      const sign = offset < 0 ? '-' : '+';
      const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
      const found = await fresh.db.transaction(async (tx) => {
        await tx.exec(`set local time zone interval '${sign}${hhmm}' hour to minute`);
        const local = (await tx.query<{ h: number }>(`select extract(hour from localtimestamp)::int as h`)).rows[0].h;
        expect(local).toBeLessThanOrEqual(1);
        await tx.exec(fs.readFileSync(SEED_FILE, 'utf8'));
        // inside the seeding transaction: nothing after the clock (now() is the start of the seeding)
        return futureRows(tx);
      });
      expect(found).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 180_000); // a server of its own, migrated and seeded

  it('the generator refuses a time of day today (it may be ahead of the moment the seed runs)', () => {
    const sql = buildSeed();
    for (const m of sql.matchAll(/current_date - (\d+) \+ time/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(1);
    expect(sql).not.toMatch(/current_date \+ time/);
  });
});
