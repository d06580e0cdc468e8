// Builds supabase/seed.sql (the local demo data) from the data in this folder:
//   cd supabase && node seed/build-seed.ts          (writes ../seed.sql)
//   node seed/build-seed.ts --check                 (exits 1 when seed.sql is out of date)
// seed.sql is committed; a test checks it equals this script's output, so edit the data here.
//
// How the seed writes: as the database superuser, inside the one transaction migrate() runs it
// in. Where the product has a function for an action (approval, credit top-up, coupon issue and
// download, booking, test-mode payment, lawyer decisions, meeting links, check-up handling) the
// seed calls it "as" the acting user by setting request.jwt.claims for the transaction, so every
// rule, counter, ledger and audit row is exactly what the apps would have produced. What no
// function can produce (bookings and payments in the past) is inserted directly, together with
// the audit rows the functions would have written, back-dated. Dates are relative to
// current_date, so the demo always has upcoming and past consultations.
import fs from 'node:fs';
import path from 'node:path';
import { LAWYERS, DEMO_IDS, lawyerId, clientId, photoObjectName, certificateObjectName, type DemoLawyer } from './lawyers.ts';
import { ADMIN, CLIENTS } from './clients.ts';
import { CHECKUPS } from './checkups.ts';
import { PRIVACY_POLICY_VERSION } from '../../packages/shared/src/privacy.ts';

export const SEED_FILE = path.join(import.meta.dirname, '..', 'seed.sql');
export const DEMO_PASSWORD = 'Demo-pass-2026';
/** Photos are stored as a same-origin path, so they work whatever host and port serves the API. */
export const photoUrl = (l: DemoLawyer) => `/storage/v1/object/public/lawyer-photos/${photoObjectName(l)}`;

// ---------------------------------------------------------------------------------------------
// SQL helpers
type V = string | number | boolean | null | undefined | string[] | { sql: string };
const raw = (sql: string) => ({ sql });
function lit(v: V): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return v.length ? `array[${v.map(lit).join(', ')}]::text[]` : `'{}'::text[]`;
  if (typeof v === 'object') return v.sql;
  return `'${v.replace(/'/g, "''")}'`;
}
const json = (o: unknown) => `${lit(JSON.stringify(o))}::jsonb`;
// Times are relative to the moment the seed runs and never after it: `daysAgo` is a time of day
// on an earlier day (n >= 1: a time of day today may still be ahead of the moment the seed runs,
// e.g. early in the morning); `hoursAgo` is for what happened today.
const daysAgo = (n: number, time = '10:00') => {
  if (!Number.isInteger(n) || n < 1) throw new Error(`daysAgo(${n}, '${time}'): use hoursAgo for today, a time of day may be in the future`);
  return raw(`(current_date - ${n} + time '${time}')::timestamptz`);
};
const hoursAgo = (h: number) => {
  if (!(h > 0)) throw new Error(`hoursAgo(${h}): must be in the past`);
  return raw(`(now() - interval '${h} hours')`);
};
const dateRel = (n: number) => raw(n >= 0 ? `current_date + ${n}` : `current_date - ${-n}`);
// The n-th day after today that a lawyer with the default availability takes bookings on
// (Monday-Friday, not a public holiday; docs/bookings.md), so create_booking accepts it. n >= 2:
// current_date follows the session's time zone and may be a day behind Korea's; the second such
// day is at least tomorrow in Korea, beyond the 120 minutes' notice.
const openDay = (n: number) => {
  if (!Number.isInteger(n) || n < 2) throw new Error(`openDay(${n}): use n >= 2`);
  return raw(`(select d::date from generate_series(current_date + 1, current_date + 60, interval '1 day') d where extract(isodow from d) <= 5 and not exists (select 1 from public.public_holidays h where h.holiday_date = d::date) order by d offset ${n - 1} limit 1)`);
};
const id = (key: string) => raw(`(select id from seed_ids where key = ${lit(key)})`);

/** Acts as a user for the rest of the transaction (null: as the platform, auth.uid() is null). */
function actAs(uid: string | null, who: string): string {
  const claims = uid ? JSON.stringify({ sub: uid, role: 'authenticated', aal: 'aal1' }) : '';
  return `select set_config('request.jwt.claims', ${lit(claims)}, true); -- as ${who}`;
}

const out: string[] = [];
const emit = (...lines: string[]) => out.push(...lines);
const section = (title: string) => emit('', `-- ${'-'.repeat(93)}`, `-- ${title}`);

function insert(table: string, rows: Record<string, V>[]): string {
  const cols = Object.keys(rows[0]);
  return `insert into ${table} (${cols.join(', ')}) values\n` +
    rows.map((r) => `  (${cols.map((c) => lit(r[c])).join(', ')})`).join(',\n') + ';';
}

// ---------------------------------------------------------------------------------------------
const L = {
  demo: DEMO_IDS.lawyer,
  parkSeoyeon: lawyerId(1),
  leeJihoon: lawyerId(2),
  jungHaeun: lawyerId(4),
  yoonSeungmin: lawyerId(7),
  kangMinji: lawyerId(8),
  seoEunbi: lawyerId(12),
  shinDonghyuk: lawyerId(13),
};
/** The demo lawyer's follow-up of Emily's D-10 → E-7 consultation (P1): the first version, then the correction. */
export const FOLLOW_UP_P1 = [
  '상담 요약: 구직(D-10) 체류자격에서 특정활동(E-7)으로 변경하려면 고용계약서, 회사의 사업자등록증, 학위증명서가 필요합니다.\n\n'
    + '다음 단계:\n1. 회사에서 고용계약서와 사업자등록증 사본을 받으세요.\n2. 하이코리아에서 출입국·외국인청 방문 예약을 하세요.\n3. 체류기간 만료 전에 체류자격 변경허가를 신청하세요.',
  '상담 요약: 구직(D-10) 체류자격에서 특정활동(E-7)으로 변경하려면 고용계약서, 회사의 사업자등록증, 학위증명서(아포스티유 확인)가 필요합니다.\n\n'
    + '다음 단계:\n1. 회사에서 고용계약서와 사업자등록증 사본을 받으세요.\n2. 하이코리아에서 출입국·외국인청 방문 예약을 하세요.\n3. 체류기간 만료 전에 체류자격 변경허가를 신청하세요.\n\n'
    + '정정: 학위증명서에는 아포스티유 확인이 필요합니다.',
] as const;

const C = {
  emily: DEMO_IDS.client,
  lan: DEMO_IDS.client2,
  carlos: clientId(1),
  aisha: clientId(2),
  yuki: clientId(3),
  dmitri: clientId(4),
  maria: clientId(5),
  liwei: clientId(6),
};

function build(): string {
  emit(
    '-- Local demo data. NEVER part of supabase/migrations and never applied to a hosted project.',
    '-- Generated by supabase/seed/build-seed.ts from the data in supabase/seed/*.ts: edit those and',
    '-- run `node seed/build-seed.ts` (in supabase/); a test fails when this file is out of date.',
    '--',
    '-- The local server runs it once, on a fresh database, after the migrations, in one transaction',
    '-- (server/db/migrate.ts), then copies supabase/seed/storage/<bucket>/... into the storage',
    '-- directory and records those files in storage.objects.',
    '--',
    `-- Every account's password is ${DEMO_PASSWORD}. Demo accounts (fixed ids, for tests):`,
    `--   ${ADMIN.email.padEnd(26)} ${DEMO_IDS.admin}  administrator`,
    `--   ${'lawyer@demo.test'.padEnd(26)} ${DEMO_IDS.lawyer}  approved, visible lawyer, 1,000 credits`,
    `--   ${'pending-lawyer@demo.test'.padEnd(26)} ${DEMO_IDS.pendingLawyer}  lawyer awaiting approval`,
    `--   ${'client@demo.test'.padEnd(26)} ${DEMO_IDS.client}  client with bookings, coupons, bookmarks`,
    `--   ${'client2@demo.test'.padEnd(26)} ${DEMO_IDS.client2}  second client`,
    '-- Other lawyers: 00000000-0000-4000-8000-0000000010NN (NN = 01..31), 0000000020NN (not approved);',
    '-- other clients: 00000000-0000-4000-8000-0000000030NN.',
    '-- profile_photo_url holds a same-origin path (/storage/v1/object/public/lawyer-photos/...), so',
    '-- photos load whatever host and port the local server runs on.',
  );

  emit('', `create temp table seed_ids (key text primary key, id uuid not null);`);

  // ---------------------------------------------------------------------------------------------
  section('Accounts: auth.users + identities (the profiles trigger fills public.profiles from the metadata)');
  emit(actAs(null, 'the platform'));
  type Account = { id: string; email: string; meta: Record<string, unknown>; joined: number };
  const accounts: Account[] = [
    { id: ADMIN.id, email: ADMIN.email, meta: { name_korean: ADMIN.nameKorean, name_english: ADMIN.nameEnglish }, joined: ADMIN.joinedDaysAgo },
    ...CLIENTS.map((c) => ({
      id: c.id, email: c.email, joined: c.joinedDaysAgo,
      meta: Object.fromEntries(Object.entries({
        name: c.name, name_korean: c.nameKorean, phone: c.phone, birth_date: c.birthDate, gender: c.gender,
        nationality: c.nationality, current_country: c.currentCountry, current_city: c.currentCity,
        interest_categories: c.interests.length ? c.interests : null,
      }).filter(([, v]) => v !== null)),
    })),
    ...LAWYERS.map((l) => ({
      id: l.id, email: l.email, joined: l.joinedDaysAgo,
      meta: { name_korean: l.nameKorean, name_english: l.nameEnglish, phone: l.phone, birth_date: l.birthDate, gender: l.gender },
    })),
  ];
  emit(
    `-- GoTrue's column conventions: empty strings (not null) in the token columns, aud/role`,
    `-- 'authenticated', provider metadata in raw_app_meta_data; bcrypt hash as pgcrypto makes it.`,
    `with pw as (select extensions.crypt(${lit(DEMO_PASSWORD)}, extensions.gen_salt('bf', 10)) as hash)`,
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,`,
    `  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,`,
    `  email_change_token_new, email_change, is_sso_user, is_anonymous)`,
    `select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email, pw.hash,`,
    `  u.joined, '{"provider": "email", "providers": ["email"]}'::jsonb, u.meta || '{"email_verified": true}'::jsonb,`,
    `  u.joined, u.joined, '', '', '', '', false, false`,
    `from pw, (values`,
    accounts.map((a) => `  (${lit(a.id)}, ${lit(a.email)}, ${json(a.meta)}, ${daysAgo(a.joined, '09:30').sql})`).join(',\n'),
    `) as u (id, email, meta, joined);`,
    '',
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)`,
    `select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),`,
    `  'email', null, u.created_at, u.created_at`,
    `from auth.users u where u.email like '%@demo.test';`,
    '',
    `-- profiles were created by the trigger (now()); give them the account's sign-up time`,
    `update public.profiles p set created_at = u.created_at from auth.users u where u.id = p.id and u.email like '%@demo.test';`,
  );

  section('Roles: the administrator (as `pnpm admin:create` grants it) and the clients (as the client sign-up does)');
  emit(insert('public.user_roles', [
    { user_id: ADMIN.id, role: 'admin', created_at: daysAgo(ADMIN.joinedDaysAgo, '09:31') },
    ...CLIENTS.map((c) => ({ user_id: c.id, role: 'client', created_at: daysAgo(c.joinedDaysAgo, '09:31') })),
  ]));

  // ---------------------------------------------------------------------------------------------
  section('Lawyers: sign-up rows (as the platform: unapproved, invisible, 0 credits; the trigger gives the lawyer role)');
  emit(insert('public.lawyers', LAWYERS.map((l) => ({
    id: l.id,
    bar_association_number: l.barNumber,
    bar_association_year: l.barYear,
    qualification_type: l.qualification,
    verification_document_url: certificateObjectName(l),
    law_firm: l.lawFirm,
    school: l.school,
    office_phone: l.officePhone,
    office_email: l.officeEmail,
    office_address: l.officeAddress,
    bio: l.bio,
    major_cases: l.majorCases,
    other_certifications: l.otherCertifications,
    other_languages: l.otherLanguages,
    free_pr: l.freePr,
    fee_20min: l.fees?.[0] ?? null,
    fee_40min: l.fees?.[1] ?? null,
    fee_60min: l.fees?.[2] ?? null,
    profile_photo_url: l.photo ? photoUrl(l) : null,
    created_at: daysAgo(l.joinedDaysAgo, '09:35'),
  }))));
  emit('', '-- specialties (top-level categories and sub-categories), regions, languages');
  emit(insert('public.lawyer_specialties', LAWYERS.flatMap((l) => l.specialties.map((c) => ({ lawyer_id: l.id, category_id: c, created_at: daysAgo(l.joinedDaysAgo, '09:36') })))));
  emit(insert('public.lawyer_regions', LAWYERS.flatMap((l) => l.regions.map((r) => ({ lawyer_id: l.id, region_id: r, created_at: daysAgo(l.joinedDaysAgo, '09:36') })))));
  // declared levels (issue 29): Korean native, the others fluent
  emit(insert('public.lawyer_languages', LAWYERS.flatMap((l) => l.languages.map((g) => ({ lawyer_id: l.id, language_id: g, level: g === 'ko' ? 'native' : 'fluent', created_at: daysAgo(l.joinedDaysAgo, '09:36') })))));

  section('Approval by the administrator (approval also makes the lawyer visible), a lawyer who hid themselves, a revocation');
  emit(actAs(ADMIN.id, ADMIN.email));
  const toApprove = LAWYERS.filter((l) => l.state !== 'pending');
  emit(`select l.id, l.is_approved, l.is_visible from (values\n${toApprove.map((l) => `  (${lit(l.id)}::uuid)`).join(',\n')}\n) as v (id), lateral public.admin_set_lawyer_approval(v.id, true) as l;`);
  for (const l of LAWYERS.filter((x) => x.state === 'revoked')) {
    emit(`select is_approved from public.admin_set_lawyer_approval(${lit(l.id)}, false); -- revoked: ${l.email}`);
  }
  // verified language ability (issue 29): the administrator interviewed the first listed lawyers in
  // English; the other declarations wait in the console's queue
  for (const l of LAWYERS.filter((x) => x.state === 'listed' && x.languages.includes('en')).slice(0, 3)) {
    emit(`select status from public.admin_review_lawyer_language(${lit(l.id)}, 'en', 'fluent', true, 'Video interview in English'); -- ${l.email}`);
  }
  for (const l of LAWYERS.filter((x) => x.state === 'hidden')) {
    emit(actAs(l.id, l.email), `select is_visible from public.set_lawyer_visibility(false);`);
  }
  emit(actAs(null, 'the platform'));
  emit(`-- back-date approvals to a day after sign-up`);
  emit(`update public.lawyers l set approved_at = least(l.created_at + interval '1 day', now()) where l.approved_at is not null;`);

  // ---------------------------------------------------------------------------------------------
  section('Credits: administrator top-ups (ledgered); lawyer@demo.test ends with 1,000 after buying two coupons below');
  emit(actAs(ADMIN.id, ADMIN.email));
  const topUps: [string, number, string][] = [
    [L.demo, 1500, 'Initial credit purchase (bank transfer, demo)'],
    [L.parkSeoyeon, 500, 'Promotion: new partner bonus'],
    [L.jungHaeun, 300, 'Credit purchase (bank transfer, demo)'],
    [L.kangMinji, 200, 'Credit purchase (bank transfer, demo)'],
  ];
  for (const [lid, amount, note] of topUps) emit(`select public.admin_top_up_credits(${lit(lid)}, ${amount}, ${lit(note)});`);

  // ---------------------------------------------------------------------------------------------
  section('Administrator coupons (through the table, as the admin console does; the trigger audits them)');
  const adminCoupons: Record<string, V>[] = [
    { code: 'WELCOME10', name_korean: '신규 회원 10% 할인', name_english: 'Welcome 10% off', description: 'For new members: 10% off one consultation, up to 20,000 won.', discount_type: 'percentage', discount_value: 10, min_amount: 0, max_discount: 20000, valid_from: daysAgo(120, '00:00'), valid_until: raw(`(current_date + 180 + time '23:59:59')::timestamptz`), max_uses: 1000, is_active: true },
    { code: 'FIRST5000', name_korean: '첫 상담 5,000원 할인', name_english: '5,000 won off your first consultation', description: 'Fixed 5,000 won off consultations of 50,000 won or more.', discount_type: 'fixed', discount_value: 5000, min_amount: 50000, max_discount: 0, valid_from: daysAgo(60, '00:00'), valid_until: raw(`(current_date + 90 + time '23:59:59')::timestamptz`), max_uses: 500, is_active: true },
    { code: 'SPRING20', name_korean: '봄맞이 20% 할인', name_english: 'Spring 20% off', description: '20% off consultations of 80,000 won or more, up to 30,000 won.', discount_type: 'percentage', discount_value: 20, min_amount: 80000, max_discount: 30000, valid_from: daysAgo(2, '00:00'), valid_until: raw(`(current_date + 60 + time '23:59:59')::timestamptz`), max_uses: 100, is_active: true },
    { code: 'NEWYEAR2026', name_korean: '새해 15% 할인', name_english: 'New Year 15% off', description: 'Expired promotion.', discount_type: 'percentage', discount_value: 15, min_amount: 0, max_discount: 25000, valid_from: daysAgo(90, '00:00'), valid_until: daysAgo(30, '23:59'), max_uses: 200, is_active: true },
    { code: 'PAUSED10000', name_korean: '일시 중지된 쿠폰', name_english: 'Paused coupon', description: 'Deactivated by an administrator.', discount_type: 'fixed', discount_value: 10000, min_amount: 0, max_discount: 0, valid_from: daysAgo(20, '00:00'), valid_until: raw(`(current_date + 40 + time '23:59:59')::timestamptz`), max_uses: 50, is_active: false },
    { code: 'VIP30', name_korean: 'VIP 30% 할인 (1회)', name_english: 'VIP 30% off (single use)', description: 'Single-use VIP coupon.', discount_type: 'percentage', discount_value: 30, min_amount: 0, max_discount: 0, valid_from: daysAgo(10, '00:00'), valid_until: raw(`(current_date + 30 + time '23:59:59')::timestamptz`), max_uses: 1, is_active: true },
  ];
  emit(`with c as (\n${insert('public.coupons', adminCoupons).replace(/;$/, '')}\n  returning id, code\n)\ninsert into seed_ids (key, id) select 'coupon:' || code, id from c;`);

  section('Coupons granted to clients (admin grant to many users)');
  const grant = (code: string, users: string[]) =>
    emit(`select public.admin_grant_coupon(${id(`coupon:${code}`).sql}, array[${users.map((u) => lit(u)).join(', ')}]::uuid[]);`);
  grant('WELCOME10', CLIENTS.map((c) => c.id));
  grant('FIRST5000', [C.emily, C.carlos, C.aisha]);
  grant('SPRING20', [C.lan]);
  grant('NEWYEAR2026', [C.emily, C.lan]); // expired, never used
  grant('PAUSED10000', [C.yuki]); // inactive
  grant('VIP30', [C.dmitri]);
  emit(`insert into seed_ids (key, id) select 'uc:' || c.code || ':' || uc.user_id, uc.id from public.user_coupons uc join public.coupons c on c.id = uc.coupon_id;`);

  // ---------------------------------------------------------------------------------------------
  section('Bookmarks (as the clients, who bookmark listed lawyers) and the lawyers\' messages');
  const bookmarks: { key: string; user: string; lawyer: string; days: number; message?: string }[] = [
    { key: 'bm:emily:demo', user: C.emily, lawyer: L.demo, days: 50, message: 'Thank you for saving my profile, Emily. If your E-7 renewal is still pending, I am happy to review the documents with you before the deadline.' },
    { key: 'bm:lan:demo', user: C.lan, lawyer: L.demo, days: 30, message: 'Hello Lan, I have attached a coupon for your next consultation about your F-6 extension.' },
    { key: 'bm:carlos:demo', user: C.carlos, lawyer: L.demo, days: 12 },
    { key: 'bm:aisha:demo', user: C.aisha, lawyer: L.demo, days: 6, message: 'Hi Aisha, feel free to book a 20-minute slot; unpaid-wage claims are time-sensitive.' },
    { key: 'bm:emily:park', user: C.emily, lawyer: L.parkSeoyeon, days: 40 },
    { key: 'bm:emily:jung', user: C.emily, lawyer: L.jungHaeun, days: 35, message: '상담이 필요하시면 언제든 연락 주세요. (Contact me any time.)' },
    { key: 'bm:yuki:park', user: C.yuki, lawyer: L.parkSeoyeon, days: 20, message: 'Thank you for your interest, Yuki. A small coupon for you.' },
    { key: 'bm:lan:minji', user: C.lan, lawyer: L.kangMinji, days: 15 },
    { key: 'bm:maria:demo', user: C.maria, lawyer: L.demo, days: 3 },
    { key: 'bm:liwei:yoon', user: C.liwei, lawyer: L.yoonSeungmin, days: 2 },
  ];
  emit(`with b as (\n${insert('public.lawyer_bookmarks', bookmarks.map((b) => ({ user_id: b.user, lawyer_id: b.lawyer, created_at: daysAgo(b.days, '20:15') })))
    .replace(/;$/, '')}\n  returning id, user_id, lawyer_id\n)\ninsert into seed_ids (key, id) select k.key, b.id from b join (values\n${bookmarks.map((b) => `  (${lit(b.key)}, ${lit(b.user)}::uuid, ${lit(b.lawyer)}::uuid)`).join(',\n')}\n) as k (key, user_id, lawyer_id) on k.user_id = b.user_id and k.lawyer_id = b.lawyer_id;`);
  for (const b of bookmarks.filter((x) => x.message)) {
    emit(`update public.lawyer_bookmarks set lawyer_message = ${lit(b.message!)} where id = ${id(b.key).sql};`);
  }

  section('Lawyer-issued coupons (LAWYER_<ms>), bought with credits and attached to bookmarks; one downloaded by the client');
  const issue = (lawyerUid: string, who: string, bm: string, value: number, validDays: number) =>
    emit(actAs(lawyerUid, who),
      `insert into seed_ids (key, id) select 'lc:' || ${lit(bm)}, c.id from public.issue_lawyer_coupon(${id(bm).sql}, 'fixed', ${value}, current_date + ${validDays}) as c;`);
  issue(L.demo, 'lawyer@demo.test', 'bm:emily:demo', 20000, 60); // 200 credits
  issue(L.demo, 'lawyer@demo.test', 'bm:lan:demo', 30000, 30); // 300 credits -> 1,000 left
  issue(L.parkSeoyeon, 'seoyeon.park@demo.test', 'bm:yuki:park', 10000, 45); // 100 credits
  emit(actAs(C.emily, 'client@demo.test'),
    `insert into seed_ids (key, id) select 'uc:lc:emily', uc.id from public.download_bookmark_coupon(${id('bm:emily:demo').sql}) as uc;`);
  emit(actAs(C.yuki, 'yuki.tanaka@demo.test'),
    `insert into seed_ids (key, id) select 'uc:lc:yuki', uc.id from public.download_bookmark_coupon(${id('bm:yuki:park').sql}) as uc;`);

  // ---------------------------------------------------------------------------------------------
  section('Upcoming bookings, made the way the apps make them: create_booking (server-side price and coupon),');
  emit('-- test-mode payment, the lawyer\'s decision, the administrator\'s meeting link, a client cancellation.');
  // The migrations leave test-mode payments off (production-safe); the local demo pays that way.
  emit('', `update private.app_settings set value = 'enabled' where key = 'payments.test_mode';`);
  type Future = {
    key: string; client: string; clientEmail: string; lawyer: string; lawyerEmail: string; day: number; time: string; minutes: 20 | 40 | 60;
    type?: string; description?: string; coupon?: string; pay?: boolean; decision?: 'confirmed' | 'cancelled'; link?: string; clientCancels?: boolean;
    /** the consultation's language (issue 29; create_booking's default otherwise) */
    language?: string;
    /** what the client adds before the meeting (client_save_booking_intake); the visa expiry is days after the consultation */
    intake?: { statusOfStay: string; visaExpiresDaysAfter: number };
  };
  // day: the n-th day ahead open for booking (openDay), so the upcoming bookings are on weekdays
  const future: Future[] = [
    { key: 'F1', client: C.emily, clientEmail: 'client@demo.test', lawyer: L.demo, lawyerEmail: 'lawyer@demo.test', day: 3, time: '10:00', minutes: 40, type: 'Immigration & VISA', description: 'My employer changed and I need to know whether my E-7 visa stays valid and what I must report to the immigration office.', coupon: `uc:FIRST5000:${C.emily}`, pay: true, decision: 'confirmed', link: 'https://meet.example.com/klegal-demo-f1',
      // in English, with an intake whose visa expiry falls within 14 days of the consultation (the lawyer's urgency mark)
      language: 'en', intake: { statusOfStay: 'e7', visaExpiresDaysAfter: 10 } },
    { key: 'F2', client: C.lan, clientEmail: 'client2@demo.test', lawyer: L.demo, lawyerEmail: 'lawyer@demo.test', day: 5, time: '14:00', minutes: 60, type: 'Family & Marriage', description: 'I am separated from my Korean husband and my F-6 visa expires in two months. Can I extend it?', coupon: `uc:SPRING20:${C.lan}`, pay: true },
    { key: 'F3', client: C.carlos, clientEmail: 'carlos.mendoza@demo.test', lawyer: L.demo, lawyerEmail: 'lawyer@demo.test', day: 7, time: '09:00', minutes: 20, type: 'Business, Startup & Investment', description: 'Questions about a D-8 investor visa for a small import business.' },
    { key: 'F4', client: C.emily, clientEmail: 'client@demo.test', lawyer: L.parkSeoyeon, lawyerEmail: 'seoyeon.park@demo.test', day: 4, time: '11:00', minutes: 60, type: 'Real Estate & Lease', description: 'My landlord will not return my jeonse deposit after the lease ended.', coupon: `uc:WELCOME10:${C.emily}`, pay: true, decision: 'confirmed' },
    { key: 'F5', client: C.lan, clientEmail: 'client2@demo.test', lawyer: L.jungHaeun, lawyerEmail: 'haeun.jung@demo.test', day: 6, time: '15:00', minutes: 20, type: 'Labor & Employment', description: 'Overtime was not paid for three months.', pay: true, clientCancels: true },
    { key: 'F6', client: C.maria, clientEmail: 'maria.santos@demo.test', lawyer: L.kangMinji, lawyerEmail: 'minji.kang@demo.test', day: 9, time: '13:00', minutes: 40, type: 'Family & Marriage', description: 'Custody of my daughter after divorce; she has dual nationality.' },
    { key: 'F7', client: C.liwei, clientEmail: 'li.wei@demo.test', lawyer: L.demo, lawyerEmail: 'lawyer@demo.test', day: 10, time: '16:00', minutes: 40, type: 'Criminal Cases', description: 'A friend was detained by the police; what are his rights as a tourist?', pay: true, decision: 'cancelled' },
    { key: 'F8', client: C.emily, clientEmail: 'client@demo.test', lawyer: L.seoEunbi, lawyerEmail: 'eunbi.seo@demo.test', day: 12, time: '10:00', minutes: 20, type: 'Immigration & VISA', clientCancels: true },
    { key: 'F9', client: C.aisha, clientEmail: 'aisha.rahman@demo.test', lawyer: L.shinDonghyuk, lawyerEmail: 'donghyuk.shin@demo.test', day: 2, time: '17:00', minutes: 60, type: 'Medical Dispute', description: 'Complications after surgery at a private hospital; the hospital refuses to share my records.', pay: true, decision: 'confirmed', link: 'https://meet.example.com/klegal-demo-f9' },
    { key: 'F10', client: C.dmitri, clientEmail: 'dmitri.volkov@demo.test', lawyer: L.yoonSeungmin, lawyerEmail: 'seungmin.yoon@demo.test', day: 8, time: '14:00', minutes: 20, type: 'Intellectual Property', description: 'Registering my app\'s trademark in Korea.', coupon: `uc:VIP30:${C.dmitri}`, pay: true, decision: 'confirmed' },
    { key: 'F11', client: C.yuki, clientEmail: 'yuki.tanaka@demo.test', lawyer: L.parkSeoyeon, lawyerEmail: 'seoyeon.park@demo.test', day: 14, time: '11:00', minutes: 20, type: 'Family & Marriage', description: 'My partner and I (both foreigners) want to marry in Korea. Which documents do we need?', coupon: 'uc:lc:yuki', pay: true },
  ];
  for (const f of future) {
    emit('', actAs(f.client, f.clientEmail),
      `insert into seed_ids (key, id) select ${lit(f.key)}, b.id from public.create_booking(${lit(f.lawyer)}, ${openDay(f.day).sql}, time '${f.time}', ${f.minutes}, ${lit(f.type ?? null)}, ${lit(f.description ?? null)}, ${f.coupon ? id(f.coupon).sql : 'null'}${f.language ? `, consultation_language => ${lit(f.language)}` : ''}) as b;`);
    if (f.pay) emit(`select payment_status from public.pay_booking_test_mode(${id(f.key).sql});`);
    if (f.intake) {
      emit(`select i.status_of_stay from public.bookings b, public.client_save_booking_intake(b.id, ${lit(f.intake.statusOfStay)}, b.booking_date + ${f.intake.visaExpiresDaysAfter}) as i where b.id = ${id(f.key).sql};`);
    }
    if (f.clientCancels) emit(`select status from public.client_cancel_booking(${id(f.key).sql});`);
    if (f.decision) emit(actAs(f.lawyer, f.lawyerEmail), `select status from public.lawyer_update_booking_status(${id(f.key).sql}, '${f.decision}');`);
    if (f.link) emit(actAs(ADMIN.id, ADMIN.email), `select meeting_link from public.admin_set_meeting_link(${id(f.key).sql}, ${lit(f.link)});`);
  }

  // ---------------------------------------------------------------------------------------------
  section('Past consultations. No function books the past, so these rows are written directly, with the');
  emit('-- payments and the audit rows create_booking, the payment, the lawyer and the admin would have left.');
  emit(actAs(null, 'the platform'));
  type Past = {
    key: string; client: string; lawyer: string; day: number; time: string; minutes: 20 | 40 | 60; type: string; description?: string;
    status: 'completed' | 'cancelled' | 'confirmed'; paid: boolean; refunded?: boolean; cancelledBy?: 'client' | 'lawyer'; link?: string; failedAttempt?: boolean;
  };
  const past: Past[] = [
    { key: 'P1', client: C.emily, lawyer: L.demo, day: 40, time: '10:00', minutes: 40, type: 'Immigration & VISA', description: 'Changing from D-10 to E-7 status after a job offer.', status: 'completed', paid: true, link: 'https://meet.example.com/klegal-demo-p1' },
    { key: 'P2', client: C.lan, lawyer: L.demo, day: 25, time: '14:00', minutes: 20, type: 'Family & Marriage', status: 'completed', paid: true, link: 'https://meet.example.com/klegal-demo-p2' },
    { key: 'P3', client: C.carlos, lawyer: L.demo, day: 12, time: '09:00', minutes: 60, type: 'Criminal Cases', description: 'Traffic accident with a delivery scooter.', status: 'cancelled', paid: true, refunded: true, cancelledBy: 'lawyer' },
    { key: 'P4', client: C.emily, lawyer: L.parkSeoyeon, day: 8, time: '15:00', minutes: 20, type: 'Family & Marriage', status: 'completed', paid: true, link: 'https://meet.example.com/klegal-demo-p4' },
    { key: 'P5', client: C.aisha, lawyer: L.jungHaeun, day: 5, time: '11:00', minutes: 40, type: 'Labor & Employment', description: 'Dismissed after a workplace injury.', status: 'cancelled', paid: false, cancelledBy: 'client', failedAttempt: true },
    { key: 'P6', client: C.yuki, lawyer: L.yoonSeungmin, day: 3, time: '16:00', minutes: 60, type: 'Intellectual Property', status: 'completed', paid: true, link: 'https://meet.example.com/klegal-demo-p6' },
    { key: 'P7', client: C.emily, lawyer: L.demo, day: 2, time: '13:00', minutes: 20, type: 'Labor & Employment', description: 'Severance pay calculation.', status: 'confirmed', paid: true, link: 'https://meet.example.com/klegal-demo-p7' },
    { key: 'P8', client: C.dmitri, lawyer: L.leeJihoon, day: 15, time: '10:00', minutes: 40, type: 'Business, Startup & Investment', status: 'completed', paid: true },
    { key: 'P9', client: C.lan, lawyer: L.kangMinji, day: 20, time: '17:00', minutes: 60, type: 'Immigration & VISA', status: 'completed', paid: true, link: 'https://meet.example.com/klegal-demo-p9' },
  ];
  const feeOf = (lid: string, minutes: 20 | 40 | 60) => {
    const l = LAWYERS.find((x) => x.id === lid)!;
    return l.fees ? l.fees[minutes / 20 - 1] : { 20: 50000, 40: 90000, 60: 130000 }[minutes];
  };
  emit(`with b as (\n${insert('public.bookings', past.map((p) => {
    const fee = feeOf(p.lawyer, p.minutes);
    const created = p.day + 6;
    return {
      client_id: p.client, lawyer_id: p.lawyer, booking_date: dateRel(-p.day), booking_time: raw(`time '${p.time}'`), duration_minutes: p.minutes,
      list_fee: fee, discount_amount: 0, fee_amount: fee, status: p.status,
      payment_status: p.paid ? (p.refunded ? 'refunded' : 'paid') : 'pending',
      consultation_type: p.type, case_description: p.description ?? null, meeting_link: p.link ?? null,
      cancelled_by: p.cancelledBy ?? null, cancelled_at: p.status === 'cancelled' ? daysAgo(p.day + 2, '18:00') : null,
      created_at: daysAgo(created, '21:00'),
    };
  })).replace(/;$/, '')}\n  returning id, client_id, lawyer_id, booking_date, booking_time\n)\ninsert into seed_ids (key, id) select k.key, b.id from b join (values\n${past.map((p) => `  (${lit(p.key)}, ${lit(p.client)}::uuid, ${lit(p.lawyer)}::uuid, ${dateRel(-p.day).sql}, time '${p.time}')`).join(',\n')}\n) as k (key, client_id, lawyer_id, d, t) on k.client_id = b.client_id and k.lawyer_id = b.lawyer_id and k.d = b.booking_date and k.t = b.booking_time;`);
  const payRows: Record<string, V>[] = [];
  // The settlement ledger lines the payment trigger would have written when these payments were
  // made (docs/settlement.md): back-dated to the payment (and the refund), so each lands in the
  // statement of its own period. Written before the payments, which the trigger then finds already
  // settled (one payment line per payment id); amounts as the trigger computes them for a payment
  // without a coupon, no provider fee and the default platform fee rate 0.
  const ledgerRows: Record<string, V>[] = [];
  const auditRows: Record<string, V>[] = [];
  const audit = (at: V, actor: string | null, action: string, entity: string, before: unknown, after: unknown, details: unknown = null) =>
    auditRows.push({ created_at: at, actor_id: actor, action, entity_type: 'bookings', entity_id: raw(`(${entity})::text`), before: before === null ? null : raw(json(before)), after: after === null ? null : raw(json(after)), details: details === null ? null : raw(json(details)) });
  for (const p of past) {
    const fee = feeOf(p.lawyer, p.minutes);
    const bid = id(p.key).sql;
    const created = p.day + 6;
    audit(daysAgo(created, '21:00'), p.client, 'booking.create', bid, null, { status: 'pending', payment_status: 'pending', list_fee: fee, discount_amount: 0, fee_amount: fee, coupon_id: null });
    if (p.failedAttempt) {
      payRows.push({ id: raw('gen_random_uuid()'), booking_id: raw(bid), client_id: p.client, amount: fee, payment_method: 'card', provider: 'test', transaction_id: `test_failed_${p.key.toLowerCase()}_demo`, payment_status: 'failed', paid_at: null, refunded_at: null, created_at: daysAgo(created, '21:02') });
    }
    if (p.paid) {
      const tx = `test_${p.key.toLowerCase()}_${p.client.slice(-4)}${p.lawyer.slice(-4)}_demo`;
      const payId = id(`pay:${p.key}`);
      payRows.push({ id: payId, booking_id: raw(bid), client_id: p.client, amount: fee, payment_method: 'test', provider: 'test', transaction_id: tx, payment_status: p.refunded ? 'refunded' : 'paid', paid_at: daysAgo(created, '21:03'), refunded_at: p.refunded ? daysAgo(p.day + 2, '18:00') : null, created_at: daysAgo(created, '21:03') });
      const line = (kind: 'payment' | 'refund', sign: 1 | -1, at: V, by: string): Record<string, V> => ({
        lawyer_id: p.lawyer, booking_id: raw(bid), payment_id: payId, kind, provider: 'test', transaction_id: tx, currency: 'KRW',
        list_fee: sign * fee, coupon_discount: 0, discount_borne_by: null, lawyer_discount: 0, platform_promotion: 0, amount_paid: sign * fee,
        pg_fee: 0, pg_fee_borne_by: null, platform_fee: 0, net_amount: sign * fee, created_by: by, created_at: at,
      });
      ledgerRows.push(line('payment', 1, daysAgo(created, '21:03'), p.client));
      if (p.refunded) ledgerRows.push(line('refund', -1, daysAgo(p.day + 2, '18:00'), p.cancelledBy === 'lawyer' ? p.lawyer : p.client));
      audit(daysAgo(created, '21:03'), p.client, 'payment.paid', bid, { payment_status: 'pending' }, { payment_status: 'paid' }, { amount: fee, provider: 'test', transaction_id: tx });
    }
    if (p.status === 'completed' || p.status === 'confirmed') {
      audit(daysAgo(created - 1, '09:10'), p.lawyer, 'booking.status', bid, { status: 'pending', payment_status: 'paid' }, { status: 'confirmed', payment_status: 'paid' }, { by: 'lawyer' });
      if (p.link) audit(daysAgo(created - 1, '11:00'), ADMIN.id, 'booking.meeting_link', bid, { meeting_link: null }, { meeting_link: p.link });
      if (p.status === 'completed') audit(daysAgo(p.day, p.time.replace(/:00$/, ':55')), p.lawyer, 'booking.status', bid, { status: 'confirmed', payment_status: 'paid' }, { status: 'completed', payment_status: 'paid' }, { by: 'lawyer' });
    }
    if (p.status === 'cancelled') {
      const pay = p.paid ? 'paid' : 'pending';
      const payAfter = p.refunded ? 'refunded' : pay;
      if (p.refunded) audit(daysAgo(p.day + 2, '18:00'), p.cancelledBy === 'lawyer' ? p.lawyer : p.client, 'payment.refund', bid, { payment_status: 'paid' }, { payment_status: 'refunded' });
      audit(daysAgo(p.day + 2, '18:00'), p.cancelledBy === 'lawyer' ? p.lawyer : p.client, p.cancelledBy === 'lawyer' ? 'booking.status' : 'booking.cancel', bid,
        { status: 'pending', payment_status: pay }, { status: 'cancelled', payment_status: payAfter }, { by: p.cancelledBy });
    }
  }
  emit(`insert into seed_ids (key, id) select 'pay:' || k, gen_random_uuid() from unnest(${lit(past.filter((p) => p.paid).map((p) => p.key))}) as k;`);
  emit(insert('public.lawyer_settlement_entries', ledgerRows));
  emit(insert('public.payment_history', payRows));
  emit(insert('public.audit_log', auditRows));

  // The lawyer's written follow-up of P1 (issue 29): written the afternoon of the consultation and
  // corrected two days later (within the 7 days lawyer_write_follow_up allows), one row per
  // version as that function writes them. Inserted directly, back-dated: the function dates a
  // version now.
  section('Written follow-up of a past consultation: a first version and its correction');
  const followUps: { booking: string; version: number; at: V; body: string }[] = [
    { booking: 'P1', version: 1, at: daysAgo(40, '15:00'), body: FOLLOW_UP_P1[0] },
    { booking: 'P1', version: 2, at: daysAgo(38, '09:30'), body: FOLLOW_UP_P1[1] },
  ];
  emit(insert('public.booking_follow_ups', followUps.map((f) => ({ booking_id: id(f.booking), version: f.version, body: f.body, created_at: f.at }))));

  // ---------------------------------------------------------------------------------------------
  section('Settlement: last month and earlier closed (as the daily close job would have), older statements paid, accounts');
  emit('-- (the running month stays open: its lines are the payments above made this month and the upcoming');
  emit('-- bookings paid by the seed; a line is filed under the statement of its own date, KST)');
  const lastMonthEnd = `((date_trunc('month', now() at time zone 'Asia/Seoul'))::date - 1)`;
  emit(actAs(ADMIN.id, ADMIN.email));
  emit(`select closed_statements from public.close_settlement_period(${lastMonthEnd});`);
  emit(`select paid.status from public.lawyer_settlement_statements s, public.admin_mark_settlement_paid(s.id, 'KB-DEMO-' || to_char(s.period_end, 'YYYYMMDD') || '-' || right(s.lawyer_id::text, 4)) as paid`,
    `  where s.status = 'closed' and s.payout_amount > 0 and s.period_end < (date_trunc('month', now() at time zone 'Asia/Seoul') - interval '1 month')::date;`);
  const settlementAccounts: { lawyer: string; email: string; bank: string; number: string; holder: string }[] = [
    { lawyer: L.demo, email: 'lawyer@demo.test', bank: '004', number: '110-123-456789', holder: '김도현' },
    { lawyer: L.parkSeoyeon, email: 'seoyeon.park@demo.test', bank: '088', number: '100-234-567890', holder: '박서연' },
  ];
  for (const a of settlementAccounts) {
    emit(actAs(a.lawyer, a.email), `select public.set_settlement_account(${lit(a.bank)}, ${lit(a.number)}, ${lit(a.holder)}) ->> 'account_last4';`);
  }

  section('A checkout that was started but not finished (payment record still pending)');
  emit(`insert into public.payment_history (booking_id, client_id, amount, payment_method, provider, transaction_id, payment_status)`,
    `select b.id, b.client_id, b.fee_amount, 'card', 'test', 'test_pending_f3_demo', 'pending' from public.bookings b where b.id = ${id('F3').sql};`);

  // ---------------------------------------------------------------------------------------------
  section('Free check-up requests (submitted anonymously or by members; the administrator handles them)');
  emit(actAs(null, 'the platform'));
  emit(insert('public.free_checkups', CHECKUPS.map((c) => ({
    id: c.id, user_id: c.userId, category: c.category, sub_category: c.subCategory, is_urgent: c.isUrgent, name: c.name, email: c.email,
    mobile: c.mobile, date_of_birth: c.dateOfBirth, gender: c.gender, nationality: c.nationality, preferred_language: c.preferredLanguage,
    is_in_korea: c.isInKorea, immigration_status: c.immigrationStatus, issue_description: c.issue,
    privacy_policy_version: PRIVACY_POLICY_VERSION,
    created_at: c.hoursAgo !== undefined ? hoursAgo(c.hoursAgo) : daysAgo(c.daysAgo!, c.time),
  }))));
  emit(actAs(ADMIN.id, ADMIN.email));
  for (const c of CHECKUPS.filter((x) => x.status !== 'pending' || x.adminNotes)) {
    emit(`select status from public.admin_update_free_checkup(${lit(c.id)}, '${c.status}', ${lit(c.adminNotes)});`);
  }

  // ---------------------------------------------------------------------------------------------
  section('Done: back to no identity (the rest of the seed transaction runs as the platform)');
  emit(actAs(null, 'the platform'));
  emit('drop table seed_ids;', '');

  // The seed plays out weeks of history through the product's own functions, and every step of it
  // queued its notifications (docs/notifications.md). They are history, not news: nobody is
  // e-mailed about them and the bells start empty.
  section('History is not news: nothing from the seeding is sent or shown as new');
  emit(
    // the seed is one transaction: its rows carry its now()
    'delete from private.outbox where created_at = now();',
    'delete from public.notifications where created_at = now();',
    '',
  );
  return out.join('\n');
}

function main(): void {
  const sql = buildSeed();
  const check = process.argv.includes('--check');
  const current = fs.existsSync(SEED_FILE) ? fs.readFileSync(SEED_FILE, 'utf8') : null;
  if (check) {
    if (current !== sql) {
      console.error('supabase/seed.sql is out of date: run node seed/build-seed.ts in supabase/');
      process.exit(1);
    }
    console.log('supabase/seed.sql is up to date');
    return;
  }
  fs.writeFileSync(SEED_FILE, sql);
  console.log(`wrote ${path.relative(process.cwd(), SEED_FILE)} (${sql.split('\n').length} lines)`);
}

export function buildSeed(): string {
  out.length = 0;
  return build();
}

if (process.argv[1] === import.meta.filename) main();
