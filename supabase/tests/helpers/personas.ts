// The six personas of the security matrix, created through the local server the way the apps
// create them: anonymous, client A, client B, an approved (listed) lawyer, an unapproved lawyer,
// and an administrator. Each persona gets a supabase-js client that talks to the server as
// that user. Users are signed up through supabase.auth when the auth module answers; otherwise
// (module not there yet) the user is inserted into auth.users and a token is minted with the
// server's JWT secret, which is what GoTrue would hand out. The admin role is granted in SQL, as
// the operator's `pnpm admin:create` does.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../server/jwt.ts';
import type { TestServer } from './server.ts';

export interface Persona {
  id: string;
  email: string;
  password: string;
  /** The access token the persona's client sends. */
  token: string;
  /** supabase-js as this user (REST, storage and realtime use `token`). */
  db: SupabaseClient;
  /** How the user was created: through /auth/v1, or inserted and given a minted token. */
  via: 'auth' | 'minted';
}

export interface Personas {
  anon: SupabaseClient;
  clientA: Persona;
  clientB: Persona;
  /** Approved and visible: listed in lawyer_directory. */
  lawyer: Persona;
  /** Signed up as a lawyer, not approved. */
  unapprovedLawyer: Persona;
  admin: Persona;
  /** supabase-js with the service role key (server-side only paths). */
  service: SupabaseClient;
}

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

/** supabase-js as the holder of `token` (the anon key when omitted). */
export function clientWithToken(s: TestServer, token?: string): SupabaseClient {
  if (!token) return createClient(s.url, s.anonKey, { auth: NO_SESSION });
  return createClient(s.url, s.anonKey, { auth: NO_SESSION, accessToken: async () => token });
}

export function anonClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: NO_SESSION });
}

export function serviceClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.serviceRoleKey, { auth: NO_SESSION });
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** Runs SQL as the platform (the server's own connection: superuser, RLS not applied). */
export async function sql<T = Record<string, unknown>>(s: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  const r = await s.db.query<T>(query, params);
  return r.rows;
}

function mintToken(s: TestServer, id: string, email: string, metadata: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: `${s.url}/auth/v1`,
      sub: id,
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: crypto.randomUUID(),
      is_anonymous: false,
    },
    s.cfg.jwtSecret,
  );
}

/**
 * A new user, signed up with `metadata` as the apps send it. Returns a persona whose client
 * carries the user's access token.
 */
export async function signUp(s: TestServer, label: string, metadata: Record<string, unknown> = {}): Promise<Persona> {
  const email = uniqueEmail(label);
  const password = `pw-${crypto.randomBytes(8).toString('hex')}`;
  const auth = createClient(s.url, s.anonKey, { auth: NO_SESSION });
  let res: Awaited<ReturnType<typeof auth.auth.signUp>> | null = null;
  try {
    res = await auth.auth.signUp({ email, password, options: { data: metadata } });
  } catch {
    res = null;
  }
  if (res && !res.error && res.data.user) {
    let token = res.data.session?.access_token;
    if (!token) {
      const signIn = await auth.auth.signInWithPassword({ email, password });
      token = signIn.data.session?.access_token;
    }
    if (token) {
      return { id: res.data.user.id, email, password, token, db: clientWithToken(s, token), via: 'auth' };
    }
  }
  // auth module not available (501) or no session: what GoTrue does, done directly.
  const id = crypto.randomUUID();
  await s.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, 'x', now(),
             '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, JSON.stringify(metadata)],
  );
  const token = mintToken(s, id, email, metadata);
  return { id, email, password, token, db: clientWithToken(s, token), via: 'minted' };
}

/** Client sign-up as the public site does it: auth sign-up, profile update, role 'client'. */
export async function signUpClient(s: TestServer, label: string, profile: Record<string, unknown> = {}): Promise<Persona> {
  const p = await signUp(s, label, { name: profile.name_english ?? `${label} name` });
  if (Object.keys(profile).length) {
    const up = await p.db.from('profiles').update(profile).eq('id', p.id);
    if (up.error) throw new Error(`profile update failed: ${up.error.message}`);
  }
  const role = await p.db.from('user_roles').insert({ user_id: p.id, role: 'client' });
  if (role.error) throw new Error(`client role failed: ${role.error.message}`);
  return p;
}

/** A tiny valid PDF (the certificate). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Stores the lawyer's certificate. lawyer-hub sends it through the Edge Function storage-upload
 * (tested in storage-content.test.ts); set-up writes it as the platform (service role), which is
 * what the function does after its checks, without starting a Deno worker for every suite.
 */
export async function uploadCertificate(s: TestServer, p: Persona): Promise<string> {
  const path = `${p.id}/${p.id}-verification.pdf`;
  const up = await serviceClient(s).storage.from('lawyer-verifications').upload(path, PDF_BYTES, { contentType: 'application/pdf' });
  if (up.error) throw new Error(`certificate upload failed: ${up.error.message}`);
  return path;
}

/** The answer of the Edge Function storage-upload: HTTP status and JSON body. */
export interface FunctionUpload { status: number; body: Record<string, unknown> }

/**
 * Uploads `bytes` through the Edge Function storage-upload as the holder of `token` (the anon key
 * when omitted), as the apps do; `declared` is the Content-Type sent (the function ignores it).
 */
export async function uploadViaFunction(
  s: TestServer, token: string | undefined, bucket: string, name: string, bytes: Uint8Array, declared = 'application/octet-stream',
): Promise<FunctionUpload> {
  const q = new URLSearchParams({ bucket, path: name });
  const res = await fetch(`${s.url}/functions/v1/storage-upload?${q}`, {
    method: 'POST',
    headers: { apikey: s.anonKey, Authorization: `Bearer ${token ?? s.anonKey}`, 'Content-Type': declared },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

/** Lawyer sign-up as lawyer-hub does it: auth sign-up, certificate upload, profile names, lawyers row. */
export async function signUpLawyer(
  s: TestServer,
  label: string,
  opts: { barNumber?: string; qualification?: 'judicial_exam' | 'bar_exam' | 'patent_attorney' } = {},
): Promise<Persona> {
  const nameKorean = `${label} 변호사`;
  const nameEnglish = `${label} Lawyer`;
  const p = await signUp(s, label, { name_korean: nameKorean, name_english: nameEnglish });
  const path = await uploadCertificate(s, p);
  const prof = await p.db.from('profiles').update({ name_korean: nameKorean, name_english: nameEnglish }).eq('id', p.id);
  if (prof.error) throw new Error(`lawyer profile update failed: ${prof.error.message}`);
  const ins = await p.db.from('lawyers').insert({
    id: p.id,
    bar_association_number: opts.barNumber ?? `2020-${crypto.randomInt(10000, 99999)}`,
    qualification_type: opts.qualification ?? 'bar_exam',
    verification_document_url: path,
    is_approved: false,
    is_visible: false,
  });
  if (ins.error) throw new Error(`lawyers insert failed: ${ins.error.message}`);
  return p;
}

/** Grants the admin role as the operator does (SQL), then returns the persona. */
export async function makeAdmin(s: TestServer, p: Persona): Promise<Persona> {
  await s.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [p.id]);
  return p;
}

/** Approves a lawyer through the admin function (as the admin console does). */
export async function approve(admin: Persona, lawyerId: string): Promise<void> {
  const r = await admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: lawyerId, approved: true });
  if (r.error) throw new Error(`approval failed: ${r.error.message}`);
}

/** Fills the lawyer's public profile as the profile screen does. */
export async function completeLawyerProfile(p: Persona, fees: { fee_20min?: number | null; fee_40min?: number | null; fee_60min?: number | null } = {}): Promise<void> {
  const up = await p.db
    .from('lawyers')
    .update({
      law_firm: 'Hanbit Law',
      school: 'Seoul National University',
      bar_association_year: 2015,
      office_phone: '02-555-0100',
      office_email: 'office@hanbit.example',
      office_address: 'Seoul, Gangnam-gu',
      bio: 'Immigration and criminal defence for foreigners.',
      major_cases: 'Won a deportation appeal.',
      other_certifications: 'Certified mediator',
      other_languages: 'Basic Japanese',
      free_pr: 'Consultations in English and Korean.',
      fee_20min: 60000,
      fee_40min: 100000,
      fee_60min: 140000,
      ...fees,
    })
    .eq('id', p.id);
  if (up.error) throw new Error(`lawyer profile failed: ${up.error.message}`);
  for (const [table, col, ids] of [
    ['lawyer_specialties', 'category_id', ['immigration-visa.marriage-visa', 'criminal.dui']],
    ['lawyer_regions', 'region_id', ['seoul', 'online']],
    ['lawyer_languages', 'language_id', ['ko', 'en']],
  ] as const) {
    const r = await p.db.from(table).insert(ids.map((id) => ({ lawyer_id: p.id, [col]: id })));
    if (r.error) throw new Error(`${table} insert failed: ${r.error.message}`);
  }
}

/** The six personas (plus the service-role client) on a fresh server. */
export async function createPersonas(s: TestServer): Promise<Personas> {
  const [clientA, clientB, lawyer, unapprovedLawyer, adminUser] = await Promise.all([
    signUpClient(s, 'client-a', { name_korean: '에이', name_english: 'Client A', phone: '010-1111-1111', birth_date: '1990-01-02', gender: 'female', nationality: 'US', interest_categories: ['criminal'] }),
    signUpClient(s, 'client-b', { name_korean: '비', name_english: 'Client B', phone: '010-2222-2222', birth_date: '1985-05-06', gender: 'male', nationality: 'VN' }),
    signUpLawyer(s, 'approved'),
    signUpLawyer(s, 'pending'),
    signUp(s, 'admin', { name: 'Admin' }),
  ]);
  const admin = await makeAdmin(s, adminUser);
  await completeLawyerProfile(lawyer);
  await approve(admin, lawyer.id);
  return { anon: anonClient(s), clientA, clientB, lawyer, unapprovedLawyer, admin, service: serviceClient(s) };
}

/**
 * A bookable KST slot between `minHours` and `maxHours` from now: { date: 'YYYY-MM-DD', time: 'HH:MM' }.
 * By default one that every lawyer with the default availability takes (docs/bookings.md): Monday to
 * Friday (KST), not a public holiday, beyond the 120 minutes' notice (with a margin for the test's own
 * time), within the 90 days' horizon. `anyDay`: any slot at all, for a lawyer opened by openEveryDay.
 */
export async function slotBetween(
  s: TestServer, minHours: number, maxHours: number, skip = 0, opts: { anyDay?: boolean } = {},
): Promise<{ date: string; time: string }> {
  const rows = await sql<{ d: string; t: string }>(
    s,
    `select to_char((ts at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD') as d,
            to_char((ts at time zone 'Asia/Seoul')::time, 'HH24:MI') as t
       from generate_series(date_trunc('hour', now()) + interval '1 hour', now() + make_interval(hours => $2::int),
                            interval '1 hour') as ts
      where to_char((ts at time zone 'Asia/Seoul')::time, 'HH24:MI') in ('09:00','10:00','11:00','13:00','14:00','15:00','16:00','17:00')
        and ts > now() + make_interval(hours => $1::int)
        and ($4::boolean or (
              extract(isodow from (ts at time zone 'Asia/Seoul')) <= 5
              and not exists (select 1 from public.public_holidays h where h.holiday_date = (ts at time zone 'Asia/Seoul')::date)
              and ts > now() + interval '130 minutes'
              and (ts at time zone 'Asia/Seoul')::date <= (now() at time zone 'Asia/Seoul')::date + 90))
      order by ts
      offset $3 limit 1`,
    [minHours, maxHours, skip, opts.anyDay ?? false],
  );
  if (!rows.length) throw new Error(`no slot between ${minHours}h and ${maxHours}h`);
  return { date: rows[0].d, time: rows[0].t };
}

/** Distinct future slots (a few days ahead, open with the default availability), for tests that need many bookings. */
export async function futureSlots(s: TestServer, count: number, fromDays = 3): Promise<{ date: string; time: string }[]> {
  const out: { date: string; time: string }[] = [];
  for (let i = 0; i < count; i++) out.push(await slotBetween(s, fromDays * 24, (fromDays + 30) * 24, i));
  return out;
}

/**
 * Opens an approved lawyer for booking at every slot of every day, with no notice, a year ahead,
 * holidays of the next 62 days included (through the lawyer's own functions), for tests that need
 * a slot within hours of now whatever the day: pair with slotBetween(..., { anyDay: true }).
 */
export async function openEveryDay(s: TestServer, lawyer: Persona): Promise<void> {
  const all = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  const weekly = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, all]));
  const set = await lawyer.db.rpc('lawyer_set_availability', { weekly, minimum_notice_minutes: 0, horizon_days: 365 });
  if (set.error) throw new Error(`lawyer_set_availability failed: ${set.error.message}`);
  const holidays = await sql<{ d: string }>(s,
    `select to_char(holiday_date, 'YYYY-MM-DD') as d from public.public_holidays
      where holiday_date between (now() at time zone 'Asia/Seoul')::date - 1 and (now() at time zone 'Asia/Seoul')::date + 62`);
  for (const h of holidays) {
    const r = await lawyer.db.rpc('lawyer_set_holiday_open', { holiday_date: h.d, open: true });
    if (r.error) throw new Error(`lawyer_set_holiday_open failed: ${r.error.message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Assertions shared by the suites

interface ApiResult { error: { code?: string; message: string; hint?: string | null; details?: string | null } | null; status?: number }

/** The call failed with this SQLSTATE / PostgREST code (and, when given, this hint). */
export function expectError(res: ApiResult, code: string, hint?: string): void {
  if (!res.error) throw new Error(`expected error ${code}${hint ? ` (${hint})` : ''}, got success`);
  if (res.error.code !== code || (hint !== undefined && res.error.hint !== hint)) {
    throw new Error(`expected error ${code}${hint ? ` (${hint})` : ''}, got ${res.error.code} (${res.error.hint ?? ''}): ${res.error.message}`);
  }
}

/** The call succeeded; returns its data. */
export function expectOk<T>(res: { data: T; error: ApiResult['error'] }): NonNullable<T> {
  if (res.error) throw new Error(`expected success, got ${res.error.code}: ${res.error.message}`);
  return res.data as NonNullable<T>;
}

/** Creates a booking through create_booking as `p`; returns the row. */
export async function book(
  p: Persona,
  lawyerId: string,
  slot: { date: string; time: string },
  duration = 20,
  extra: {
    user_coupon_id?: string; consultation_type?: string; case_description?: string;
    consultation_language?: string; interpretation_requested?: boolean;
  } = {},
) {
  return p.db.rpc('create_booking', {
    lawyer_id: lawyerId,
    booking_date: slot.date,
    booking_time: slot.time,
    duration_minutes: duration,
    ...extra,
  });
}
