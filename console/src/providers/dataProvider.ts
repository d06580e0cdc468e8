// The console's data provider: ra-supabase's PostgREST data provider for reads and for the
// coupon table (the one table an administrator writes directly, under RLS), wrapped so that
//  - each react-admin resource reads its own table or view (`users` → profiles, `bookings` →
//    booking_details, `free-checkups` → free_checkups, `credits` → credit_ledger, lawyers with
//    their profile embedded),
//  - the search box (`q`) becomes a PostgREST `or=(…ilike…)` over the resource's text columns,
//  - sorting on an embedded column (`profiles.name_korean`) becomes `order=profiles(name_korean)`,
//    with stable tie-breakers, so paging never repeats or skips rows,
//  - every privileged action is a database function (RPC), never a table PATCH: approval,
//    meeting links, coupon grants, credit top-ups, check-up status and memo.
// Only columns and tables the admin role may read are ever requested, so an authorised admin
// never receives a 401/403 (ra-supabase's checkError would log them out).
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase-core';
import { koreanHttpError } from '../common/errors.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@klegal/shared/supabase';
import type { Database } from '@klegal/shared/database.types';
import type { CheckupStatus, CouponParties, CouponRecord, LanguageVerificationRecord, ProfileRow } from '../types.ts';
import { supabaseEnv } from './supabase.ts';
import type { SettlementPayout } from '../settlements/transferCsv.ts';

interface SourceConfig {
  /** Table or view read for this resource. */
  table: string;
  /** PostgREST select for lists. */
  listSelect?: string;
  /** PostgREST select for one record (show pages). */
  oneSelect?: string;
  /** Columns the search box matches (ilike), on the table itself ... */
  search?: string[];
  /** ... or on an embedded to-one resource that the select embeds with `!inner`. */
  searchEmbed?: { rel: string; columns: string[] };
  /** Extra sort columns appended after the chosen one (same direction), then `id`. */
  tieBreak?: Record<string, string[]>;
  /** Columns a create/update may send (anything else is dropped). Absent: read-only. */
  writable?: readonly string[];
  /** The row's unique key, the last tie-breaker of every sort (default `id`). */
  key?: string[];
  /** Virtual filters: a filter key the table has no column for, turned into real filters. */
  filters?: Record<string, (value: unknown, now: Date) => Record<string, unknown>>;
}

/** Coupon filters: who issued it, and the badge rule of couponStatus() evaluated on the server. */
const couponFilters: SourceConfig['filters'] = {
  issuer: (v) => (v === 'lawyer' ? { 'issuer_lawyer_id@not.is': 'null' } : { 'issuer_lawyer_id@is': 'null' }),
  status: (v, now) => {
    const iso = now.toISOString();
    if (v === 'active') return { is_active: true, 'valid_until@gte': iso };
    if (v === 'expired') return { 'valid_until@lt': iso };
    return { is_active: false, 'valid_until@gte': iso };
  },
};

/** A KST calendar day ('YYYY-MM-DD', a DateInput's value) as the instant it starts. */
export function kstDayStart(day: string, addDays = 0): string {
  const t = Date.parse(`${day}T00:00:00+09:00`) + addDays * 86400_000;
  return new Date(t).toISOString();
}

/** Audit log filters: a KST date range over created_at (the end day included). */
const auditFilters: SourceConfig['filters'] = {
  from: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? { 'created_at@gte': kstDayStart(String(v)) } : {}),
  to: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? { 'created_at@lt': kstDayStart(String(v), 1) } : {}),
};

// The status filter goes by the database's display_status (issue 25): an expired hold the sweep
// has not closed yet is listed (and counted) under 기한 만료, not under 대기 중.
const bookingFilters: SourceConfig['filters'] = {
  status: (v) => ({ display_status: v }),
};

// "확인 필요만": events an administrator still has to deal with; one marked 확인 완료 leaves it
const paymentEventFilters: SourceConfig['filters'] = {
  needs_attention: (v) => (v === true || v === 'true' ? { needs_attention: true, 'resolved_at@is': 'null' } : {}),
};

export const LAWYER_LIST_SELECT =
  'id,law_firm,school,bar_association_number,qualification_type,is_approved,is_visible,credits,created_at,approved_at,verification_document_url,profiles!inner(name_korean,name_english,email,phone)';
// lawyer_availability is one-to-one (its key is the lawyer's id): embedded as an object (issue 27)
export const LAWYER_DETAIL_SELECT =
  '*,profiles!inner(name_korean,name_english,email,phone),lawyer_specialties(category_id,consultation_categories(name_korean,description)),lawyer_regions(region_id,regions(name_korean)),lawyer_languages(language_id,languages(name_korean)),lawyer_availability(weekly,minimum_notice_minutes,horizon_days,updated_at)';

/** A declared language with its name and the lawyer's (verifications → lawyer_languages → …). */
export const LANGUAGE_VERIFICATION_SELECT =
  '*,lawyer_languages(languages(name_korean),lawyers(profiles(name_korean,name_english,email)))';
/** lawyer_language_verifications has a compound key; react-admin's id encodes it. */
const LANGUAGE_VERIFICATION_KEY = ['lawyer_id', 'language_id'];

/** booking_intakes has one row per booking: its key is booking_id (react-admin's id). */
const BOOKING_INTAKE_KEY = ['booking_id'];

/** A statement with its lawyer's name (statements → lawyers → profiles). */
export const SETTLEMENT_SELECT = '*,lawyers(profiles(name_korean,name_english,email))';

export const COUPON_WRITABLE = [
  'code',
  'name_korean',
  'name_english',
  'description',
  'discount_type',
  'discount_value',
  'min_amount',
  'max_discount',
  'valid_until',
  'max_uses',
  'is_active',
] as const satisfies readonly (keyof CouponRecord)[];

export const SOURCES: Record<string, SourceConfig> = {
  lawyers: {
    table: 'lawyers',
    listSelect: LAWYER_LIST_SELECT,
    oneSelect: LAWYER_DETAIL_SELECT,
    searchEmbed: { rel: 'profiles', columns: ['name_korean', 'name_english', 'email'] },
  },
  users: {
    table: 'profiles',
    listSelect: '*,user_roles(role)',
    search: ['name_korean', 'name_english', 'email', 'phone'],
  },
  bookings: {
    table: 'booking_details',
    search: ['client_name_korean', 'client_name_english', 'client_email', 'lawyer_name_korean', 'lawyer_name_english', 'consultation_type'],
    tieBreak: { booking_date: ['booking_time'] },
    filters: bookingFilters,
  },
  coupons: {
    table: 'coupons',
    search: ['code', 'name_korean', 'name_english'],
    writable: COUPON_WRITABLE,
    filters: couponFilters,
  },
  'free-checkups': {
    table: 'free_checkups',
    search: ['name', 'email', 'mobile', 'category', 'sub_category'],
  },
  // provider events (issue 19): administrators read them and mark them dealt with
  'payment-events': {
    table: 'payment_events',
    search: ['event_id', 'event_type', 'outcome', 'transaction_id'],
    writable: ['resolved_at'],
    filters: paymentEventFilters,
  },
  credits: {
    table: 'credit_ledger',
    listSelect: '*,lawyers(profiles(name_korean,name_english,email))',
  },
  // issue 16: the audit trail (read-only; RLS lets administrators only read it)
  'audit-log': {
    table: 'audit_log',
    search: ['action', 'entity_type', 'entity_id'],
    filters: auditFilters,
  },
  // issue 16: e-mails that failed for good, from admin_failed_deliveries() (getList below)
  'failed-deliveries': {
    table: 'admin_failed_deliveries',
  },
  // issue 25: lawyer sign-ups that stopped before the lawyer record, from
  // admin_incomplete_lawyer_applications() (getList below)
  'lawyer-applications': {
    table: 'admin_incomplete_lawyer_applications',
  },
  // issue 26: settlement statements (read-only; every change is an RPC below) and their lines
  settlements: {
    table: 'lawyer_settlement_statements',
    listSelect: SETTLEMENT_SELECT,
    tieBreak: { period_end: ['payout_amount'] },
  },
  'settlement-entries': {
    table: 'lawyer_settlement_entries',
  },
  // issue 27: a lawyer's time off, on the lawyer's page (read-only; adding is an RPC below)
  'lawyer-time-off': {
    table: 'lawyer_time_off',
  },
  // issue 29: a booking's intake, documents and written follow-up, on the booking's page
  // (read-only; RLS lets administrators read them)
  'booking-intakes': {
    table: 'booking_intakes',
    key: BOOKING_INTAKE_KEY,
  },
  'booking-documents': {
    table: 'booking_documents',
  },
  'booking-follow-ups': {
    table: 'booking_follow_ups',
  },
  // issue 29: declared languages to verify (read-only; decisions are an RPC below)
  'language-verifications': {
    table: 'lawyer_language_verifications',
    listSelect: LANGUAGE_VERIFICATION_SELECT,
    key: LANGUAGE_VERIFICATION_KEY,
  },
};

/** An account that applied as a lawyer and has no lawyer record (issue 25). */
export interface IncompleteApplication {
  id: string;
  email: string | null;
  name_korean: string | null;
  name_english: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  /** a certificate already uploaded (then only the lawyer record is missing) */
  certificate_path: string | null;
}

export interface FailedDelivery {
  id: string;
  kind: string;
  recipient_email: string | null;
  recipient_name: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
  booking_id: string | null;
}

/** Sorts and pages rows the database returned whole (the failed e-mails: few by nature). */
export function pageLocally<T extends object>(rows: readonly T[], params: Partial<GetListParams>): { data: T[]; total: number } {
  const sort = params.sort;
  const sorted = [...rows];
  if (sort?.field) {
    const f = sort.field as keyof T;
    const dir = sort.order === 'ASC' ? 1 : -1;
    sorted.sort((a, b) => {
      const x = a[f] as unknown, y = b[f] as unknown;
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (x < y ? -1 : 1) * dir;
    });
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

/** Characters that would break out of a quoted PostgREST value are dropped; `*` is the wildcard. */
export function searchValue(q: string): string {
  return q.replace(/["\\*%]/g, ' ').trim().replace(/\s+/g, ' ');
}

/** `or=(a.ilike."*q*",b.ilike."*q*")` body for the search box. */
export function searchExpression(columns: string[], q: string): string {
  const v = searchValue(q);
  return `(${columns.map((c) => `${c}.ilike."*${v}*"`).join(',')})`;
}

/** `profiles.name_korean` → `profiles(name_korean)` (PostgREST order on an embedded to-one column). */
export function orderField(field: string): string {
  const dot = field.lastIndexOf('.');
  return dot > 0 ? `${field.slice(0, dot)}(${field.slice(dot + 1)})` : field;
}

/**
 * The `sort.field` handed to ra-data-postgrest, which appends `.<asc|desc>` to it: the chosen
 * column, its tie-breakers and `id`, all in the same direction.
 */
export function sortField(source: SourceConfig, field: string, order: string): string {
  const dir = order === 'ASC' ? 'asc' : 'desc';
  const fields = [orderField(field), ...(source.tieBreak?.[field] ?? [])];
  for (const k of source.key ?? ['id']) if (field !== k) fields.push(k);
  return fields.map((f, i) => (i < fields.length - 1 ? `${f}.${dir}` : f)).join(',');
}

/** Translates the console's list filters into ra-data-postgrest filter keys. */
export function translateFilter(source: SourceConfig, filter: Record<string, unknown> = {}, now: Date = new Date()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const virtual = source.filters?.[key];
    if (virtual) {
      Object.assign(out, virtual(value, now));
      continue;
    }
    if (key === 'q') {
      const q = searchValue(String(value));
      if (!q) continue;
      // A key ending in '@' is passed through verbatim as `<key>=<value>` by ra-data-postgrest.
      if (source.searchEmbed) out[`${source.searchEmbed.rel}.or@`] = searchExpression(source.searchEmbed.columns, q);
      else if (source.search) out['or@'] = searchExpression(source.search, q);
      continue;
    }
    out[key] = value;
  }
  return out;
}

function pick<T extends Record<string, unknown>>(data: T, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in data) out[k] = data[k];
  return out as Partial<T>;
}

/** A supabase-js error as the HttpError react-admin expects (status drives checkError). */
function httpError(error: { message: string; code?: string; hint?: string | null; details?: string | null }, status: number): HttpError {
  return new HttpError(error.message, status, error);
}

export interface DashboardCounts {
  users: number;
  lawyers: number;
  pendingLawyers: number;
  bookings: number;
}

export interface GrantCandidate {
  id: string;
  email: string | null;
  name_korean: string | null;
  name_english: string | null;
}

export interface CheckupDocument {
  name: string;
  path: string;
  size: number | null;
}

/** A database function's arguments, as generated (the settlement calls are checked against them). */
type Fn<F extends keyof Database['public']['Functions']> = Database['public']['Functions'][F]['Args'];

/** admin_queue_settlement_transfers' one row: the period handed to PortOne (issue 26). */
export interface SettlementQueueResult { queued: number; without_account: number; already_queued: number }
/** admin_settlement_transfers: where each PortOne transfer of a period is. */
export interface SettlementTransfer {
  statement_id: string; status: string; provider_status: string | null; transfer_id: string | null;
  attempts: number; last_error: string | null; updated_at: string;
}

/** close_settlement_period's one row (issue 26). */
export interface SettlementCloseResult {
  closed_through: string;
  closed_statements: number;
  closed_entries: number;
  already_closed: boolean;
}

export interface ConsoleDataProvider extends DataProvider {
  setLawyerApproval(lawyerId: Identifier, approved: boolean): Promise<{ data: RaRecord }>;
  setLawyerVisibility(lawyerId: Identifier, visible: boolean): Promise<{ data: RaRecord }>;
  setCouponActive(couponId: Identifier, active: boolean): Promise<{ data: RaRecord }>;
  retryDelivery(outboxId: Identifier): Promise<{ data: string }>;
  removeLawyerApplication(userId: Identifier): Promise<{ data: null }>;
  setMeetingLink(bookingId: Identifier, link: string): Promise<{ data: RaRecord }>;
  grantCoupon(couponId: Identifier, userIds: string[]): Promise<{ data: number }>;
  getGrantCandidates(couponId: Identifier): Promise<{ data: GrantCandidate[] }>;
  topUpCredits(lawyerId: Identifier, amount: number, note?: string): Promise<{ data: number }>;
  /** admin_add_lawyer_time_off (issue 27): the new entry's id */
  addLawyerTimeOff(lawyerId: Identifier, fromDate: string, toDate: string, note?: string): Promise<{ data: string }>;
  updateFreeCheckup(id: Identifier, change: { status?: CheckupStatus; admin_notes?: string }): Promise<{ data: RaRecord }>;
  getDashboardCounts(): Promise<{ data: DashboardCounts }>;
  signedUrl(bucket: 'lawyer-verifications' | 'free-checkup-documents' | 'booking-documents', path: string, expiresIn?: number): Promise<{ data: string }>;
  listCheckupDocuments(checkupId: Identifier): Promise<{ data: CheckupDocument[] }>;
  closeSettlementPeriod(periodEnd: string): Promise<{ data: SettlementCloseResult }>;
  settlementPayouts(periodEnd: string): Promise<{ data: SettlementPayout[] }>;
  markSettlementPaid(statementId: Identifier, transferReference: string): Promise<{ data: RaRecord }>;
  markSettlementFailed(statementId: Identifier, reason: string): Promise<{ data: RaRecord }>;
  adjustSettlement(lawyerId: Identifier, amount: number, reason: string, bookingId?: string | null): Promise<{ data: RaRecord }>;
  queueSettlementTransfers(periodEnd: string): Promise<{ data: SettlementQueueResult }>;
  settlementTransfers(periodEnd: string): Promise<{ data: SettlementTransfer[] }>;
  /** admin_review_lawyer_language (issue 29): verify or reject the level the record shows */
  reviewLawyerLanguage(record: Pick<LanguageVerificationRecord, 'lawyer_id' | 'language_id' | 'level'>, verified: boolean, note: string): Promise<{ data: RaRecord }>;
}

export function createDataProvider(supabase: TypedSupabaseClient): ConsoleDataProvider {
  const base = supabaseDataProvider({
    instanceUrl: supabaseEnv.url,
    apiKey: supabaseEnv.publishableKey,
    supabaseClient: supabase as unknown as SupabaseClient,
    primaryKeys: new Map([
      [SOURCES['language-verifications']!.table, LANGUAGE_VERIFICATION_KEY],
      [SOURCES['booking-intakes']!.table, BOOKING_INTAKE_KEY],
    ]),
  });

  const src = (resource: string): SourceConfig => {
    const s = SOURCES[resource];
    if (!s) throw new Error(`Unknown resource: ${resource}`);
    return s;
  };

  const writable = (resource: string): SourceConfig & { writable: readonly string[] } => {
    const s = src(resource);
    if (!s.writable) throw new Error(`${resource} is read-only in the console`);
    return s as SourceConfig & { writable: readonly string[] };
  };

  const listParams = (s: SourceConfig, params: Partial<GetListParams>): GetListParams => {
    const sort = params.sort ?? { field: 'created_at', order: 'DESC' };
    return {
      pagination: params.pagination ?? { page: 1, perPage: 25 },
      sort: { field: sortField(s, sort.field, sort.order), order: sort.order },
      filter: translateFilter(s, params.filter),
      meta: { ...params.meta, ...(s.listSelect ? { columns: s.listSelect } : {}) },
    };
  };

  async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    // Typed per call site; the generated Functions map is checked there.
    const { data, error, status } = await (supabase.rpc as unknown as (
      f: string,
      a: Record<string, unknown>,
    ) => Promise<{ data: T; error: { message: string } | null; status: number }>)(fn, args);
    if (error) throw httpError(error, status);
    return data;
  }

  // Exact counts, no rows (spec §7 "Admin dashboard").
  async function count(query: PromiseLike<{ count: number | null; error: { message: string } | null; status: number }>): Promise<number> {
    const { count: n, error, status } = await query;
    if (error) throw httpError(error, status);
    return n ?? 0;
  }

  return koreanErrors({
    ...base,
    getList: async (resource, params) => {
      if (resource === 'failed-deliveries') {
        const rows = await rpc<FailedDelivery[]>('admin_failed_deliveries', {});
        return pageLocally(rows ?? [], params) as unknown as { data: never[]; total: number };
      }
      if (resource === 'lawyer-applications') {
        const rows = await rpc<IncompleteApplication[]>('admin_incomplete_lawyer_applications', {});
        return pageLocally(rows ?? [], params) as unknown as { data: never[]; total: number };
      }
      const s = src(resource);
      const page = await base.getList(s.table, listParams(s, params));
      if (resource !== 'coupons' || page.data.length === 0) return page;
      // who issued each coupon and to whom (issue 16), one call for the page
      const parties = await rpc<(CouponParties & { coupon_id: string })[]>('admin_coupon_parties', { coupon_ids: page.data.map((c) => c.id) });
      const byId = new Map((parties ?? []).map((p) => [p.coupon_id, p]));
      return { ...page, data: page.data.map((c) => ({ ...c, parties: byId.get(String(c.id)) ?? null })) };
    },
    getManyReference: (resource, params) => {
      const s = src(resource);
      const p = listParams(s, params);
      return base.getList(s.table, { ...p, filter: { ...p.filter, [params.target]: params.id } });
    },
    getOne: (resource, params) => {
      const s = src(resource);
      const columns = s.oneSelect ?? s.listSelect;
      return base.getOne(s.table, { ...params, meta: { ...params.meta, ...(columns ? { columns } : {}) } });
    },
    getMany: (resource, params) => {
      const s = src(resource);
      return base.getMany(s.table, { ...params, meta: { ...params.meta, ...(s.listSelect ? { columns: s.listSelect } : {}) } });
    },
    create: (resource, params) => {
      const s = writable(resource);
      return base.create(s.table, { ...params, data: pick(params.data, s.writable) });
    },
    update: (resource, params) => {
      const s = writable(resource);
      return base.update(s.table, {
        ...params,
        data: pick(params.data, s.writable),
        previousData: pick(params.previousData ?? {}, s.writable) as RaRecord,
      });
    },
    delete: (resource, params) => base.delete(writable(resource).table, params),
    updateMany: () => Promise.reject(new Error('updateMany is not used by the console')),
    deleteMany: (resource, params) => base.deleteMany(writable(resource).table, params),

    async setLawyerApproval(lawyerId, approved) {
      const data = await rpc<RaRecord>('admin_set_lawyer_approval', { lawyer_id: lawyerId, approved });
      return { data };
    },
    async setLawyerVisibility(lawyerId, visible) {
      const data = await rpc<RaRecord>('admin_set_lawyer_visibility', { lawyer_id: lawyerId, visible });
      return { data };
    },
    async setCouponActive(couponId, active) {
      // the coupon table under the administrators' RLS, as the edit form writes it (audited by trigger)
      const { data, error, status } = await supabase.from('coupons').update({ is_active: active }).eq('id', String(couponId)).select().single();
      if (error) throw httpError(error, status);
      return { data: data as RaRecord };
    },
    async retryDelivery(outboxId) {
      const data = await rpc<string>('admin_retry_delivery', { outbox_id: outboxId });
      return { data };
    },
    async removeLawyerApplication(userId) {
      // The uploaded certificate first (Storage refuses deleting objects in SQL, and the
      // function refuses while one is left: hint certificate_present), then the account.
      const folder = String(userId);
      const bucket = supabase.storage.from('lawyer-verifications');
      const { data: files, error: listError } = await bucket.list(folder, { limit: 100 });
      if (listError) throw new HttpError(listError.message, 400, listError);
      const paths = (files ?? []).filter((f) => f.id !== null).map((f) => `${folder}/${f.name}`);
      if (paths.length) {
        const { error } = await bucket.remove(paths);
        if (error) throw new HttpError(error.message, 400, error);
      }
      await rpc<null>('admin_remove_incomplete_lawyer_application', { user_id: folder });
      return { data: null };
    },
    async setMeetingLink(bookingId, link) {
      const data = await rpc<RaRecord>('admin_set_meeting_link', { booking_id: bookingId, link });
      return { data };
    },
    async grantCoupon(couponId, userIds) {
      const data = await rpc<number>('admin_grant_coupon', { coupon_id: couponId, user_ids: userIds });
      return { data };
    },
    async getGrantCandidates(couponId) {
      // Everyone with a profile, minus the current holders (spec §7 "Grant"), read in pages.
      const PAGE = 1000;
      const profiles: GrantCandidate[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error, status } = await supabase
          .from('profiles')
          .select('id,email,name_korean,name_english')
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(from, from + PAGE - 1);
        if (error) throw httpError(error, status);
        profiles.push(...(data as Pick<ProfileRow, 'id' | 'email' | 'name_korean' | 'name_english'>[]));
        if (data.length < PAGE) break;
      }
      const holders = new Set<string>();
      for (let from = 0; ; from += PAGE) {
        const { data, error, status } = await supabase
          .from('user_coupons')
          .select('user_id')
          .eq('coupon_id', String(couponId))
          .order('id')
          .range(from, from + PAGE - 1);
        if (error) throw httpError(error, status);
        for (const row of data) holders.add(row.user_id);
        if (data.length < PAGE) break;
      }
      return { data: profiles.filter((p) => !holders.has(p.id)) };
    },
    async topUpCredits(lawyerId, amount, note) {
      const data = await rpc<number>('admin_top_up_credits', { lawyer_id: lawyerId, amount, note: note?.trim() || null });
      return { data };
    },
    async addLawyerTimeOff(lawyerId, fromDate, toDate, note) {
      const data = await rpc<string>('admin_add_lawyer_time_off', {
        lawyer_id: String(lawyerId), from_date: fromDate, to_date: toDate, note: note?.trim() || undefined,
      } satisfies Fn<'admin_add_lawyer_time_off'>);
      return { data };
    },
    async updateFreeCheckup(id, change) {
      const data = await rpc<RaRecord>('admin_update_free_checkup', {
        id,
        status: change.status ?? null,
        admin_notes: change.admin_notes ?? null,
      });
      return { data };
    },
    async getDashboardCounts() {
      // GET with limit=0 (an empty array and the total in Content-Range), not HEAD: supabase-js
      // never reads a HEAD response's body, so the browser reports every HEAD count as cancelled
      // (net::ERR_ABORTED) although its answer arrived.
      const exact = { count: 'exact' } as const;
      const [users, lawyers, pendingLawyers, bookings] = await Promise.all([
        count(supabase.from('profiles').select('id', exact).limit(0)),
        count(supabase.from('lawyers').select('id', exact).limit(0)),
        count(supabase.from('lawyers').select('id', exact).eq('is_approved', false).limit(0)),
        count(supabase.from('bookings').select('id', exact).limit(0)),
      ]);
      return { data: { users, lawyers, pendingLawyers, bookings } };
    },
    async signedUrl(bucket, path, expiresIn = 120) {
      // `download`: Storage then sends Content-Disposition: attachment, so an uploaded document is
      // saved, never rendered as a page (hosted Storage serves it inline with its stored type otherwise).
      const { data, error } = await supabase.storage.from(bucket).createSignedUrl(path, expiresIn, { download: true });
      if (error || !data) throw new HttpError(error?.message ?? 'Signed URL failed', 400, error);
      return { data: data.signedUrl };
    },
    // 정산 (issue 26): each a database function for administrators, audited there
    async closeSettlementPeriod(periodEnd) {
      const rows = await rpc<SettlementCloseResult[]>('close_settlement_period', { period_end: periodEnd } satisfies Fn<'close_settlement_period'>);
      return { data: rows[0] };
    },
    async settlementPayouts(periodEnd) {
      const rows = await rpc<SettlementPayout[]>('admin_settlement_payouts', { period_end: periodEnd } satisfies Fn<'admin_settlement_payouts'>);
      return { data: rows ?? [] };
    },
    async markSettlementPaid(statementId, transferReference) {
      const data = await rpc<RaRecord>('admin_mark_settlement_paid', { statement_id: String(statementId), transfer_reference: transferReference } satisfies Fn<'admin_mark_settlement_paid'>);
      return { data };
    },
    async markSettlementFailed(statementId, reason) {
      const data = await rpc<RaRecord>('admin_mark_settlement_failed', { statement_id: String(statementId), reason } satisfies Fn<'admin_mark_settlement_failed'>);
      return { data };
    },
    async adjustSettlement(lawyerId, amount, reason, bookingId) {
      const data = await rpc<RaRecord>('admin_adjust_settlement', { lawyer_id: String(lawyerId), amount, reason, ...(bookingId ? { booking_id: bookingId } : {}) } satisfies Fn<'admin_adjust_settlement'>);
      return { data };
    },
    // PortOne partner settlement: queue a closed period's statements, see their transfers
    async queueSettlementTransfers(periodEnd) {
      const rows = await rpc<SettlementQueueResult[]>('admin_queue_settlement_transfers', { period_end: periodEnd } satisfies Fn<'admin_queue_settlement_transfers'>);
      return { data: rows[0] };
    },
    async settlementTransfers(periodEnd) {
      const rows = await rpc<SettlementTransfer[]>('admin_settlement_transfers', { period_end: periodEnd } satisfies Fn<'admin_settlement_transfers'>);
      return { data: rows ?? [] };
    },
    async reviewLawyerLanguage(record, verified, note) {
      const data = await rpc<RaRecord>('admin_review_lawyer_language', {
        lawyer_id: record.lawyer_id, language_id: record.language_id, level: record.level, verified, ...(note ? { note } : {}),
      } satisfies Fn<'admin_review_lawyer_language'>);
      return { data };
    },
    async listCheckupDocuments(checkupId) {
      const { data, error } = await supabase.storage
        .from('free-checkup-documents')
        .list(String(checkupId), { limit: 100, sortBy: { column: 'name', order: 'asc' } });
      if (error) throw new HttpError(error.message, 400, error);
      return {
        data: (data ?? [])
          .filter((f) => f.id !== null)
          .map((f) => ({ name: f.name, path: `${checkupId}/${f.name}`, size: (f.metadata?.size as number | undefined) ?? null })),
      };
    },
  });
}

/**
 * Every method of the provider with its errors rewritten to a Korean message key (issue 16,
 * common/errors.ts): react-admin's own notifications then show Korean; status (logout on 401/403
 * by checkError) and body (code, hint: the screens' own mappings) are kept.
 */
function koreanErrors<T extends object>(provider: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(provider)) {
    out[name] =
      typeof fn === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (fn as (...a: unknown[]) => unknown).apply(provider, args);
            } catch (e) {
              throw koreanHttpError(e);
            }
          }
        : fn;
  }
  return out as T;
}

