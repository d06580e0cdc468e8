// The security matrix's worst cases (supabase/SECURITY.md): anonymous reads of private tables,
// one client at another's booking, a client or lawyer raising its own rights, service-only and
// admin-only functions, the unapproved lawyer in the public directory, and PostgREST filter,
// embedding and schema tricks that might leak what RLS hides.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { book, describeError, DEMO, Findings, freeSlots, notHeld, type Check } from '../lib/context.ts';
import { describeAnswer, errorOf, unlessDbRefused, unlessNoRows, unlessRefused } from '../lib/expect.ts';

const PRIVATE_TABLES = [
  'bookings', 'profiles', 'lawyers', 'payment_history', 'user_roles', 'booking_details', 'bookmark_details',
  'credit_ledger', 'audit_log', 'free_checkups', 'coupons', 'user_coupons', 'lawyer_bookmarks', 'free_checkup_documents',
];

const anonReads: Check = {
  id: 'matrix/anonymous-reads',
  title: 'anonymous visitors read nothing of bookings, profiles, lawyers, payments, roles, coupons, audit log, check-ups',
  async run(ctx) {
    const f = new Findings();
    const codes = new Set<string>();
    for (const t of PRIVATE_TABLES) {
      // held: refused (401 42501, anon has no grant) or answered with no rows and a count of 0 (RLS)
      const r = await ctx.api('GET', `/rest/v1/${t}?select=*&limit=3`, { headers: { Prefer: 'count=exact' } });
      const rows = Array.isArray(r.json) ? r.json.length : 0;
      const total = /\/(\d+)$/.exec(r.headers.get('content-range') ?? '')?.[1];
      if (r.status === 200 || r.status === 206) {
        f.attempt(rows > 0 || Number(total) > 0 || !Array.isArray(r.json) ? `${t}: ${r.status}, ${rows} rows${total ? ` of ${total}` : ''}` : null);
        codes.add('200 []');
      } else {
        const miss = unlessRefused(t, r, { status: 401, code: '42501' });
        if (!miss) codes.add('401 42501');
        f.attempt(miss);
      }
      // HEAD with a count: the number alone would say how many bookings / users there are
      const head = await fetch(`${ctx.opts.api}/rest/v1/${t}?select=*`, { method: 'HEAD', headers: { apikey: ctx.opts.anonKey, Authorization: `Bearer ${ctx.opts.anonKey}`, Prefer: 'count=exact' } });
      const n = /\/(\d+)$/.exec(head.headers.get('content-range') ?? '')?.[1];
      const headOk = head.status === 401 || ((head.status === 200 || head.status === 206) && Number(n ?? 0) === 0);
      f.attempt(headOk ? null : head.status < 300 ? `${t}: HEAD count ${n}` : `${t}: HEAD ${head.status} instead of 401 or a count of 0`);
    }
    return f.verdict(`${PRIVATE_TABLES.length} tables: no rows, no counts (${[...codes].join(', ')})`);
  },
};

const crossClient: Check = {
  id: 'matrix/other-clients-booking',
  title: "client B cannot read, change, cancel, pay or confirm client A's booking, nor read A's profile",
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const b = await ctx.demo('clientB');
    const lawyer = await ctx.demo('lawyer');
    const [slot] = await freeSlots(ctx, lawyer.id, 1);
    const created = await book(ctx, a, lawyer.id, slot!);
    if (created.error) return notHeld(`client A could not book to set up the check: ${describeError(created.error)}`);
    const id = (created.data as { id: string }).id;
    const f = new Findings();
    // reads: RLS answers with no rows (an error is not that answer)
    for (const [t, col] of [['bookings', 'id'], ['booking_details', 'id'], ['payment_history', 'booking_id']] as const) {
      f.attempt(unlessNoRows(`B reads A's booking through ${t}`, await b.db.from(t).select('*').eq(col, id)));
    }
    // clients have no UPDATE or DELETE privilege on bookings at all
    for (const patch of [{ status: 'cancelled' }, { case_description: 'changed by B' }, { fee_amount: 0 }, { client_id: b.id }, { meeting_link: 'https://evil.example/x' }]) {
      f.attempt(unlessDbRefused(`B updates A's booking with ${JSON.stringify(patch)}`, await b.db.from('bookings').update(patch).eq('id', id).select('id'), '42501', undefined, 403));
    }
    f.attempt(unlessDbRefused("B deletes A's booking", await b.db.from('bookings').delete().eq('id', id).select('id'), '42501', undefined, 403));
    // the functions treat another's booking as not found (HTTP 404 PT404 not_found: never reveals it exists)
    for (const [fn, args] of [
      ['client_cancel_booking', { booking_id: id }],
      ['pay_booking_test_mode', { booking_id: id }],
      ['lawyer_update_booking_status', { booking_id: id, new_status: 'confirmed' }],
    ] as const) {
      f.attempt(unlessDbRefused(`B calls ${fn} on A's booking`, await b.db.rpc(fn, args), 'PT404', 'not_found', 404));
    }
    const after = await a.db.from('bookings').select('status, payment_status, case_description, fee_amount, client_id').eq('id', id).single();
    const row = after.data as { status: string; payment_status: string; client_id: string } | null;
    f.attempt(row && row.status === 'pending' && row.payment_status === 'pending' && row.client_id === a.id ? null : `A's booking changed: ${JSON.stringify(row)}`);
    // A's profile
    f.attempt(unlessNoRows("B reads A's profile", await b.db.from('profiles').select('id, email').eq('id', a.id)));
    // clients may update their own name: RLS matches no row of A's
    f.attempt(unlessNoRows("B renames A's profile", await b.db.from('profiles').update({ name_english: 'Changed by B' }).eq('id', a.id).select('id')));
    return f.verdict(`${f.tried} attempts on A's booking ${id.slice(0, 8)}… and profile: nothing read, nothing changed`);
  },
};

const selfEscalation: Check = {
  id: 'matrix/client-self-escalation',
  title: 'a client cannot make itself admin or lawyer (user_roles, profiles, lawyers, user/app metadata)',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const admin = await ctx.demo('admin');
    const pending = await ctx.demo('pendingLawyer');
    const f = new Findings();
    // the insert policy lets a user add only the client role to itself: RLS refuses these rows
    for (const row of [{ user_id: a.id, role: 'admin' }, { user_id: a.id, role: 'lawyer' }, { user_id: admin.id, role: 'client' }]) {
      f.attempt(unlessDbRefused(`user_roles insert ${JSON.stringify(row)}`, await a.db.from('user_roles').insert(row), '42501', undefined, 403));
    }
    f.attempt(unlessDbRefused('user_roles update to admin', await a.db.from('user_roles').update({ role: 'admin' }).eq('user_id', a.id).select('role'), '42501', undefined, 403));
    // profiles has no role columns (PGRST204) and its e-mail and id are not the user's to update (42501)
    for (const [patch, code, status] of [[{ role: 'admin' }, 'PGRST204', 400], [{ is_admin: true }, 'PGRST204', 400], [{ email: DEMO.admin }, '42501', 403], [{ id: admin.id }, '42501', 403]] as const) {
      f.attempt(unlessDbRefused(`profiles update ${JSON.stringify(patch)}`, await a.db.from('profiles').update(patch).eq('id', a.id).select('id'), code, undefined, status));
    }
    const lawyerRow = await a.db.from('lawyers').insert({
      id: a.id, bar_association_number: `2020-${crypto.randomInt(10000, 99999)}`, qualification_type: 'bar_exam',
      verification_document_url: `${a.id}/${a.id}-verification.pdf`, is_approved: true, is_visible: true, credits: 1_000_000,
    });
    f.attempt(unlessDbRefused('an approved, visible lawyers row with credits inserted for the client', lawyerRow, '42501', undefined, 403));
    const roles = await a.db.from('user_roles').select('role').eq('user_id', a.id);
    const mine = (roles.data ?? []).map((r: { role: string }) => r.role);
    f.attempt(roles.error ? `the client's own roles could not be read back: ${describeError(roles.error)}` : mine.join() !== 'client' ? `the client now has roles ${mine.join(', ') || 'none'}` : null);
    // user_metadata / app_metadata are not authorisation (on an account of the suite's own)
    const t = await ctx.throwaway();
    if (t) {
      // user metadata is the user's to write (that is the point: it must grant nothing)
      const userMeta = await ctx.api('PUT', '/auth/v1/user', { token: t.token, body: { data: { role: 'admin', is_admin: true, user_role: 'admin' } } });
      f.attempt(userMeta.status === 200 ? null : `setting user_metadata (to try it) answered ${describeAnswer(userMeta)}`);
      const appMeta = await ctx.api('PUT', '/auth/v1/user', { token: t.token, body: { app_metadata: { role: 'admin', roles: ['admin'] } } });
      const user = await ctx.api('GET', '/auth/v1/user', { token: t.token });
      const app = (user.json as { app_metadata?: Record<string, unknown> } | undefined)?.app_metadata;
      f.attempt(user.status !== 200 || !app ? `the user could not be read back: ${describeAnswer(user)}`
        : app.role === 'admin' || Array.isArray(app.roles) ? `app_metadata set by the user (${appMeta.status})` : null);
      // a fresh token carries the edited metadata: it must still grant nothing
      const fresh = await ctx.api('POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: t.refreshToken } });
      const tok = (fresh.json as { access_token?: string; refresh_token?: string } | undefined);
      f.attempt(fresh.status === 200 && tok?.access_token ? null : `refreshing the session (to carry the metadata) answered ${describeAnswer(fresh)}`);
      if (tok?.access_token) {
        t.token = tok.access_token;
        t.refreshToken = tok.refresh_token ?? t.refreshToken;
        t.db = ctx.clientWithToken(t.token);
      }
      const approve = await t.db.rpc('admin_set_lawyer_approval', { lawyer_id: pending.id, approved: true });
      if (!approve.error) ctx.cleanup('revoke the pending lawyer again', async () => { await admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: pending.id, approved: false }); });
      f.attempt(unlessDbRefused('user_metadata role admin approves a lawyer', approve, '42501', undefined, 403));
      const profiles = await t.db.from('profiles').select('id');
      f.attempt(profiles.error ? `reading profiles answered ${describeError(profiles.error)} instead of the own row`
        : (profiles.data ?? []).length > 1 ? `user_metadata role admin read ${(profiles.data ?? []).length} profiles` : null);
    }
    return f.verdict(`${f.tried} attempts (roles, profile columns, lawyers row${t ? ', user and app metadata' : ''}): refused; roles unchanged (${mine.join(', ') || 'none'})`);
  },
};

const lawyerSelfApproval: Check = {
  id: 'matrix/lawyer-approval-and-credits',
  title: 'a lawyer cannot set is_approved, is_visible, credits or approved_at, nor approve or top up itself',
  async run(ctx) {
    const pending = await ctx.demo('pendingLawyer');
    const lawyer = await ctx.demo('lawyer');
    const f = new Findings();
    const before = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    // none of these columns is granted to lawyers for update (42501 for the column privilege)
    for (const patch of [{ is_approved: true }, { is_visible: true }, { is_approved: true, is_visible: true }, { credits: 1_000_000 }, { approved_at: new Date().toISOString() }]) {
      f.attempt(unlessDbRefused(`the unapproved lawyer updates ${JSON.stringify(patch)}`, await pending.db.from('lawyers').update(patch).eq('id', pending.id).select('id'), '42501', undefined, 403));
    }
    f.attempt(unlessDbRefused('the approved lawyer sets its own credits', await lawyer.db.from('lawyers').update({ credits: 9_999_999 }).eq('id', lawyer.id).select('credits'), '42501', undefined, 403));
    for (const [who, p, fn, args, code, hint] of [
      ['unapproved lawyer', pending, 'set_lawyer_visibility', { visible: true }, 'P0001', 'not_approved'],
      ['unapproved lawyer', pending, 'admin_set_lawyer_approval', { lawyer_id: pending.id, approved: true }, '42501', undefined],
      ['lawyer', lawyer, 'admin_top_up_credits', { lawyer_id: lawyer.id, amount: 1_000_000, note: 'attack' }, '42501', undefined],
    ] as const) {
      f.attempt(unlessDbRefused(`the ${who} calls ${fn}`, await p.db.rpc(fn, args), code, hint));
    }
    const own = (await pending.db.from('lawyers').select('is_approved, is_visible, credits').eq('id', pending.id).single()).data as { is_approved: boolean; is_visible: boolean; credits: number } | null;
    f.attempt(own && !own.is_approved && !own.is_visible ? null : `the unapproved lawyer's row is now ${JSON.stringify(own)}`);
    const after = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    f.attempt(before && after && before.credits === after.credits ? null : `the lawyer's credits changed: ${before?.credits} → ${after?.credits}`);
    return f.verdict(`${f.tried} attempts refused; still unapproved and invisible; credits unchanged (${after?.credits})`);
  },
};

// issue 29: a verified language is the administrators' word; the lawyer (or a client) cannot give it
const languageSelfVerification: Check = {
  id: 'matrix/lawyer-language-self-verification',
  title: "a lawyer cannot verify its own language ability, nor read another lawyer's review",
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    const client = await ctx.demo('clientA');
    const f = new Findings();
    const now = new Date().toISOString();
    // no privilege at all on the review table (42501): update, insert, delete
    f.attempt(unlessDbRefused('the lawyer marks its Chinese verified', await lawyer.db.from('lawyer_language_verifications').update({ verified_at: now }).eq('lawyer_id', lawyer.id).eq('language_id', 'zh').select('status'), '42501', undefined, 403));
    f.attempt(unlessDbRefused('the lawyer inserts a verified review', await lawyer.db.from('lawyer_language_verifications').insert({ lawyer_id: lawyer.id, language_id: 'vi', level: 'native', verified_at: now }).select('status'), '42501', undefined, 403));
    f.attempt(unlessDbRefused('the lawyer deletes its reviews', await lawyer.db.from('lawyer_language_verifications').delete().eq('lawyer_id', lawyer.id).select('status'), '42501', undefined, 403));
    f.attempt(unlessDbRefused('the lawyer calls admin_review_lawyer_language', await lawyer.db.rpc('admin_review_lawyer_language', { lawyer_id: lawyer.id, language_id: 'zh', level: 'fluent', verified: true }), '42501', undefined, 403));
    f.attempt(unlessDbRefused('a client calls admin_review_lawyer_language', await client.db.rpc('admin_review_lawyer_language', { lawyer_id: lawyer.id, language_id: 'zh', level: 'fluent', verified: true }), '42501', undefined, 403));
    f.attempt(unlessNoRows("a client reads the lawyer's reviews (notes included)", await client.db.from('lawyer_language_verifications').select('*').eq('lawyer_id', lawyer.id)));
    const row = (await ctx.anon.from('lawyer_directory').select('verified_languages').eq('id', lawyer.id).single()).data as { verified_languages: string[] } | null;
    f.attempt(row && !row.verified_languages.includes('zh') && !row.verified_languages.includes('vi') ? null : `the directory now says ${JSON.stringify(row)}`);
    return f.verdict(`${f.tried} attempts refused; verified languages still ${JSON.stringify(row?.verified_languages)}`);
  },
};

const serviceOnly: Check = {
  id: 'matrix/service-only-functions',
  title: 'clients (and admins where service-only) cannot call record_payment, expire_unpaid_holds, purge_expired_personal_data, the admin functions, or private ones',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const admin = await ctx.demo('admin');
    const lawyer = await ctx.demo('lawyer');
    const nobody = crypto.randomUUID();
    const f = new Findings();
    const calls: [string, Record<string, unknown>][] = [
      ['record_payment', { booking_id: nobody, amount: 1, payment_method: 'card', provider: 'attack', transaction_id: `attack_${nobody}` }],
      ['expire_unpaid_holds', {}],
      ['purge_expired_personal_data', {}],
      ['admin_set_lawyer_approval', { lawyer_id: nobody, approved: true }],
      ['admin_top_up_credits', { lawyer_id: lawyer.id, amount: 1000, note: 'attack' }],
      ['admin_grant_coupon', { coupon_id: nobody, user_ids: [a.id] }],
      ['admin_set_meeting_link', { booking_id: nobody, link: 'https://evil.example/x' }],
      ['admin_update_free_checkup', { id: nobody, status: 'completed', admin_notes: 'attack' }],
      ['admin_set_lawyer_visibility', { lawyer_id: lawyer.id, visible: false }],
      ['admin_coupon_parties', { coupon_ids: [nobody] }],
      ['admin_failed_deliveries', {}],
      ['admin_retry_delivery', { outbox_id: nobody }],
    ];
    const serviceOnlyFns = ['record_payment', 'expire_unpaid_holds'];
    for (const [who, db] of [['anonymous', ctx.anon], ['client', a.db], ['lawyer', lawyer.db]] as const) {
      for (const [fn, args] of calls) {
        const r = await db.rpc(fn, args);
        f.attempt(r.error?.code === '42501' ? null : `${who} → ${fn}: ${r.error ? describeError(r.error) : 'succeeded'}`);
      }
    }
    for (const fn of serviceOnlyFns) {
      const args = calls.find(([n]) => n === fn)![1];
      const r = await admin.db.rpc(fn, args);
      f.attempt(r.error?.code === '42501' ? null : `admin → ${fn} (service role only): ${r.error ? describeError(r.error) : 'succeeded'}`);
    }
    // the private schema (helpers, payment internals, settings) is not exposed at all
    for (const [path, profile] of [['/rest/v1/rpc/is_admin', 'private'], ['/rest/v1/rpc/apply_payment', 'private']] as const) {
      const r = await ctx.api('POST', path, { token: a.token, body: {}, headers: { 'Content-Profile': profile } });
      f.attempt(unlessRefused(`POST ${path} with Content-Profile ${profile}`, r, { status: 406, code: 'PGRST106' }));
    }
    return f.verdict(`${f.tried} calls refused with 42501 (anonymous, client, lawyer; admin for the service-only ones); the private schema is not exposed`);
  },
};

const unapprovedHidden: Check = {
  id: 'matrix/unapproved-lawyer-hidden',
  title: 'an unapproved lawyer is not in lawyer_directory, its link tables or calendar, and cannot be booked',
  async run(ctx) {
    const pending = await ctx.demo('pendingLawyer');
    const a = await ctx.demo('clientA');
    const f = new Findings();
    for (const [who, db] of [['anonymous', ctx.anon], ['client', a.db]] as const) {
      f.attempt(unlessNoRows(`${who} looks the unapproved lawyer up in lawyer_directory`, await db.from('lawyer_directory').select('id').eq('id', pending.id)));
      for (const t of ['lawyer_specialties', 'lawyer_regions', 'lawyer_languages']) {
        f.attempt(unlessNoRows(`${who} reads the unapproved lawyer's ${t}`, await db.from(t).select('lawyer_id').eq('lawyer_id', pending.id)));
      }
    }
    const all = await ctx.anon.from('lawyer_directory').select('id');
    f.attempt(all.error || !(all.data ?? []).length ? `the directory listing (to look for the lawyer in) answered ${all.error ? describeError(all.error) : 'no lawyer at all'}`
      : (all.data ?? []).some((r: { id: string }) => r.id === pending.id) ? 'the unapproved lawyer is in the full directory listing' : null);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const busy = await ctx.anon.rpc('lawyer_busy_slots', { lawyer_id: pending.id, from_date: day(1), to_date: day(30) });
    f.attempt(unlessNoRows("lawyer_busy_slots of the unapproved lawyer", busy));
    const booking = await a.db.rpc('create_booking', { lawyer_id: pending.id, booking_date: day(90), booking_time: '10:00', duration_minutes: 20 });
    if (!booking.error) {
      const id = (booking.data as { id: string }).id;
      ctx.cleanup(`cancel booking ${id}`, async () => { await a.db.rpc('client_cancel_booking', { booking_id: id }); });
    }
    f.attempt(unlessDbRefused('a client books the unapproved lawyer', booking, 'PT404', 'lawyer_unavailable', 404));
    return f.verdict(`not listed, no link-table rows, no busy slots, booking refused (${describeError(booking.error)})`);
  },
};

// ---- filter injection ------------------------------------------------------------------------

/** Columns that no client row ever carries (lawyers' and the platform's secrets). */
const SECRET_KEYS = new Set(['credits', 'bar_association_number', 'verification_document_url', 'encrypted_password', 'admin_notes', 'refresh_token']);

/**
 * What in a response would be a leak (other users' e-mails, secret columns with values) or no proof
 * of a hold: a server error, or a refusal that is not PostgREST's (a 4xx without an error code).
 */
function leakIn(text: string, status: number, foreign: string[]): string | null {
  if (status >= 500) return `server error ${status}: ${text.slice(0, 80)}`;
  const hit = foreign.find((e) => text.toLowerCase().includes(e.toLowerCase()));
  if (hit) return `contains ${hit}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return status === 200 || status === 206 ? null : `${status} that is not an answer of the API: ${text.slice(0, 60)}`;
  }
  if (status >= 300 && !errorOf(json).code) return `${status} without a PostgREST error code: ${text.slice(0, 60)}`;
  const walk = (v: unknown, depth: number): string | null => {
    if (depth > 5 || v === null || typeof v !== 'object') return null;
    if (Array.isArray(v)) {
      for (const x of v) {
        const r = walk(x, depth + 1);
        if (r) return r;
      }
      return null;
    }
    for (const [k, x] of Object.entries(v)) {
      if (SECRET_KEYS.has(k) && x !== null && x !== undefined && depth > 0) return `column ${k} = ${JSON.stringify(x).slice(0, 30)}`;
      const r = walk(x, depth + 1);
      if (r) return r;
    }
    return null;
  };
  // error bodies are objects at depth 0 (their "details" may name columns): only rows count
  return Array.isArray(json) ? walk(json, 0) : null;
}

const filterInjection: Check = {
  id: 'matrix/postgrest-filter-injection',
  title: 'PostgREST filters, or=, embedding, casts, schema headers and SQL in values leak nothing RLS hides',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const b = await ctx.demo('clientB');
    const f = new Findings();
    // e-mails the client must never see (its own is fine)
    const foreign = [DEMO.admin, DEMO.clientB, DEMO.pendingLawyer, DEMO.lawyer];
    const enc = encodeURIComponent;
    const asClient: string[] = [
      `/rest/v1/profiles?select=id,email,phone&or=(id.neq.${a.id},email.neq.x)`,
      `/rest/v1/profiles?select=id,email&id=neq.${a.id}`,
      `/rest/v1/profiles?select=id,email&email=eq.${DEMO.admin}`,
      `/rest/v1/profiles?select=*&or=(email.ilike.*demo*,id.not.is.null)`,
      `/rest/v1/profiles?select=id,email&id=in.(${a.id},${b.id})`,
      `/rest/v1/profiles?select=email::text,phone::text`,
      `/rest/v1/bookings?select=*&client_id=neq.${a.id}`,
      `/rest/v1/bookings?select=*,profiles(*)`,
      `/rest/v1/booking_details?select=*&or=(client_id.neq.${a.id},lawyer_id.not.is.null)`,
      `/rest/v1/booking_details?select=*,profiles!inner(*)`,
      `/rest/v1/payment_history?select=*,bookings(*,profiles(*))`,
      `/rest/v1/lawyer_directory?select=*,lawyers(*)`,
      `/rest/v1/lawyer_directory?select=id,lawyers(credits,bar_association_number,verification_document_url)`,
      `/rest/v1/lawyer_directory?select=id,profiles(email,phone,birth_date)`,
      `/rest/v1/lawyer_directory?select=id,credits,bar_association_number`,
      `/rest/v1/lawyer_bookmarks?select=*,profiles(*)`,
      `/rest/v1/bookmark_details?select=*&user_id=neq.${a.id}`,
      `/rest/v1/user_roles?select=*&user_id=neq.${a.id}`,
      `/rest/v1/audit_log?select=*`,
      `/rest/v1/credit_ledger?select=*`,
      `/rest/v1/free_checkups?select=*`,
      `/rest/v1/coupons?select=*,user_coupons(*)`,
      `/rest/v1/profiles?select=count()`,
      `/rest/v1/bookings?select=client_id,count()`,
      `/rest/v1/lawyer_directory?name_english=eq.${enc("x' or '1'='1")}`,
      `/rest/v1/lawyer_directory?id=eq.${enc("1; select email from public.profiles --")}`,
      `/rest/v1/lawyer_directory?order=${enc('id;select email from public.profiles')}`,
      `/rest/v1/lawyer_directory?select=${enc('id,(select email from profiles limit 1)')}`,
      `/rest/v1/lawyer_directory?name_english=like.${enc('%') }&or=${enc('(id.eq.x),(select 1)')}`,
      `/rest/v1/lawyer_directory?select=id&limit=${enc('1 union select email from profiles')}`,
      `/rest/v1/rpc/lawyer_busy_slots?lawyer_id=${enc("x'); select email from public.profiles; --")}&from_date=2030-01-01&to_date=2030-01-02`,
    ];
    for (const path of asClient) {
      const r = await ctx.api('GET', path, { token: a.token });
      const leak = leakIn(r.text, r.status, foreign);
      f.attempt(leak ? `${path.slice(9, 80)}: ${leak}` : null);
    }
    // a count over others' rows through Prefer: count=exact
    const count = await ctx.api('HEAD', '/rest/v1/profiles?select=id', { token: a.token, headers: { Prefer: 'count=exact' } });
    const n = Number(/\/(\d+)$/.exec(count.headers.get('content-range') ?? '')?.[1] ?? 0);
    f.attempt(count.status !== 200 ? `HEAD profiles with a count answered ${count.status} instead of the own row's count` : n > 1 ? `the client counts ${n} profiles` : null);
    // other schemas through the profile headers
    for (const [path, profile] of [['/rest/v1/users?select=email', 'auth'], ['/rest/v1/app_settings?select=*', 'private'], ['/rest/v1/objects?select=name', 'storage'], ['/rest/v1/refresh_tokens?select=token', 'auth']] as const) {
      for (const token of [a.token, ctx.opts.anonKey]) {
        const r = await ctx.api('GET', path, { token, headers: { 'Accept-Profile': profile } });
        f.attempt(unlessRefused(`${path} with Accept-Profile ${profile}`, r, { status: 406, code: 'PGRST106' }));
      }
    }
    // and anonymously
    for (const path of ['/rest/v1/lawyer_directory?select=*,lawyers(*),profiles(*)', '/rest/v1/lawyer_directory?select=id,bookings(*)', `/rest/v1/profiles?or=(id.not.is.null)`]) {
      const r = await ctx.api('GET', path);
      const leak = leakIn(r.text, r.status, [...foreign, DEMO.clientA]);
      f.attempt(leak ? `anonymous ${path.slice(9, 80)}: ${leak}` : null);
    }
    return f.verdict(`${f.tried} crafted queries: no foreign rows, secret columns, counts or other schemas; no server error`);
  },
};

const realtime: Check = {
  id: 'matrix/realtime-bookings',
  title: "anonymous and client B subscribed to bookings receive nothing of client A's new booking",
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const b = await ctx.demo('clientB');
    const lawyer = await ctx.demo('lawyer');
    const sockets: SupabaseClient[] = [];
    const watch = async (token: string, label: string) => {
      const c = createClient(ctx.opts.api, ctx.opts.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, accessToken: async () => token });
      sockets.push(c);
      await c.realtime.setAuth(token);
      const got: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${label}: subscription timed out`)), 15_000);
        c.channel(`attack-${label}-${crypto.randomBytes(3).toString('hex')}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'bookings' }, (p) => got.push(p))
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') { clearTimeout(timer); resolve(); }
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') { clearTimeout(timer); reject(err ?? new Error(`${label}: ${status}`)); }
          });
      });
      return got;
    };
    try {
      // every subscription must be accepted: Realtime subscribes anyone to postgres_changes and
      // filters each change by the subscriber's RLS; a failed subscription proves nothing (it throws)
      const anonGot = await watch(ctx.opts.anonKey, 'anon');
      const bGot = await watch(b.token, 'client-b');
      const aGot = await watch(a.token, 'client-a');
      const [slot] = await freeSlots(ctx, lawyer.id, 1);
      const created = await book(ctx, a, lawyer.id, slot!);
      if (created.error) return notHeld(`client A could not book: ${describeError(created.error)}`);
      const id = (created.data as { id: string }).id;
      const cancelled = await a.db.rpc('client_cancel_booking', { booking_id: id });
      if (cancelled.error) return notHeld(`client A could not cancel its booking: ${describeError(cancelled.error)}`);
      // hosted Realtime may send a subscriber without SELECT data-less frames ("Error 401", no
      // record): those carry nothing; a frame with a record or old record is a leak
      const withData = (got: unknown[]) => got.filter((p) => {
        const c = p as { new?: Record<string, unknown>; old?: Record<string, unknown> };
        return Object.keys(c.new ?? {}).length > 0 || Object.keys(c.old ?? {}).length > 0;
      });
      const ofBooking = (got: unknown[]) => withData(got).filter((p) => (p as { new?: { id?: unknown } }).new?.id === id);
      // the rightful subscriber first: its INSERT and UPDATE prove that changes are delivered at all
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && ofBooking(aGot).length < 2) await new Promise((r) => setTimeout(r, 200));
      const own = ofBooking(aGot).length;
      if (own < 2) return notHeld(`the booking's own client received ${own} of its 2 changes (insert, cancel) in 10 s: delivery does not work, so what the others did not receive proves nothing`);
      await new Promise((r) => setTimeout(r, 1000));
      const f = new Findings();
      const anonData = withData(anonGot);
      const bData = withData(bGot);
      f.attempt(anonData.length ? `anonymous received ${anonData.length} booking records: ${JSON.stringify(anonData[0]).slice(0, 100)}` : null);
      f.attempt(bData.length ? `client B received ${bData.length} records of A's booking: ${JSON.stringify(bData[0]).slice(0, 100)}` : null);
      const empty = anonGot.length + bGot.length - anonData.length - bData.length;
      return f.verdict(`A received its booking's ${own} changes; anonymous and B no record${empty ? ` (${empty} data-less "Error 401" frames, as hosted Realtime sends)` : ''}`);
    } finally {
      for (const c of sockets) {
        await c.removeAllChannels();
        c.realtime.disconnect();
      }
    }
  },
};

export const matrixChecks: Check[] = [anonReads, crossClient, selfEscalation, lawyerSelfApproval, languageSelfVerification, serviceOnly, unapprovedHidden, filterInjection, realtime];
