// The 정산 page's small rules: labels of statuses, line kinds and who bears a discount, periods and
// KST times, the statement's CSV rows (written by the shared formula-safe writer) and the Korean
// message of each refusal of set_settlement_account (docs/settlement.md).
import { csvFile, csvFileName, type CsvValue } from '@klegal/shared/csv.ts';
import type { Database } from '@klegal/shared/database.types';
import { settlementTexts } from '../../i18n/settlement.ts';

type Tables = Database['public']['Tables'];
export type SettlementStatement = Tables['lawyer_settlement_statements']['Row'];
export type SettlementEntry = Tables['lawyer_settlement_entries']['Row'];
export type KoreanBank = Tables['korean_banks']['Row'];
export type SettlementAccount = Database['public']['Functions']['my_settlement_account']['Returns'][number];

export const STATEMENTS_RESOURCE = 'lawyer_settlement_statements';
export const ENTRIES_RESOURCE = 'lawyer_settlement_entries';

/** What a line shows of its booking (booking_details, the lawyer's own bookings). */
export interface LineBooking {
  id: string;
  booking_date: string;
  booking_time: string;
  client_name_korean: string | null;
  client_name_english: string | null;
}

const s = settlementTexts;

/** open → '진행 중', closed → '마감', paid → '지급 완료', failed → '지급 실패'. */
export function statusLabel(status: string): string {
  return (s.status as Record<string, string>)[status] ?? status;
}

/** payment → '결제', refund → '환불', pg_fee → 'PG 수수료', adjustment → '조정'. */
export function kindLabel(kind: string): string {
  return (s.kind as Record<string, string>)[kind] ?? kind;
}

/** Who bears a line's coupon discount: '내 쿠폰' (the lawyer's own coupon) or '플랫폼 프로모션'; '' without one. */
export function bearerLabel(entry: Pick<SettlementEntry, 'coupon_discount' | 'discount_borne_by'>): string {
  if (!entry.coupon_discount || !entry.discount_borne_by) return '';
  return (s.bearer as Record<string, string>)[entry.discount_borne_by] ?? entry.discount_borne_by;
}

/** '2026-10-01 ~ 2026-10-31'. */
export function periodLabel(st: Pick<SettlementStatement, 'period_start' | 'period_end'>): string {
  return `${st.period_start} ~ ${st.period_end}`;
}

const KST = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as 'YYYY-MM-DD HH:mm' in Korea; '' when empty or invalid. */
export function kstDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(KST.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The client's name as the lawyer's other pages show it. */
export function clientName(b: Pick<LineBooking, 'client_name_korean' | 'client_name_english'> | undefined): string {
  return b?.client_name_korean?.trim() || b?.client_name_english?.trim() || '';
}

/** '2026-10-14 10:00 상담' for a line's booking; '' when unknown. */
export function bookingLabel(b: LineBooking | undefined): string {
  return b ? s.lines.bookingAt(b.booking_date, b.booking_time.slice(0, 5)) : '';
}

/** The running period's statement: the open one whose period holds today (KST), else the latest open one. */
export function currentStatement(statements: readonly SettlementStatement[], today: string): SettlementStatement | undefined {
  const open = statements.filter((x) => x.status === 'open');
  return open.find((x) => x.period_start <= today && today <= x.period_end) ?? [...open].sort((a, b) => b.period_start.localeCompare(a.period_start))[0];
}

/** The columns of the statement's CSV, one line per ledger line (amounts in won, as numbers). */
export const CSV_HEADER = [
  s.lines.date, s.lines.kind, s.lines.bookingId, s.lines.booking, s.lines.client, s.lines.listFee, s.lines.couponDiscount, s.lines.bearer,
  s.lines.amountPaid, s.lines.pgFee, s.lines.platformFee, s.lines.net, s.lines.reason,
] as const;

/** The rows of a statement's CSV: the header, then its lines in order. Text cells are defused by csvFile. */
export function statementCsvRows(entries: readonly SettlementEntry[], bookings: ReadonlyMap<string, LineBooking>): CsvValue[][] {
  return [
    [...CSV_HEADER],
    ...entries.map((e) => {
      const b = e.booking_id ? bookings.get(e.booking_id) : undefined;
      return [
        kstDateTime(e.created_at), kindLabel(e.kind), e.booking_id ?? '', bookingLabel(b), clientName(b), e.list_fee, e.coupon_discount, bearerLabel(e),
        e.amount_paid, e.pg_fee, e.platform_fee, e.net_amount, e.reason ?? '',
      ];
    }),
  ];
}

/** The CSV file of a statement's lines (BOM, CRLF, formula-safe cells: @klegal/shared/csv.ts). */
export function statementCsv(entries: readonly SettlementEntry[], bookings: ReadonlyMap<string, LineBooking>): string {
  return csvFile(statementCsvRows(entries, bookings));
}

/** 'settlement-2026-10-01_2026-10-31-2026-11-29.csv' (the period, then the KST day of the download). */
export function statementCsvName(st: Pick<SettlementStatement, 'period_start' | 'period_end'>, now: Date = new Date()): string {
  return `${csvFileName(`settlement-${st.period_start}_${st.period_end}`, now)}.csv`;
}

export type AccountField = 'bank_code' | 'account_number' | 'holder_name';

/** The field and Korean message for a refusal of set_settlement_account (its hint); null for any other error. */
export function accountFieldError(hint: string | null | undefined): { field: AccountField; message: string } | null {
  const e = s.account.errors;
  switch (hint) {
    case 'invalid_bank':
      return { field: 'bank_code', message: e.invalid_bank };
    case 'invalid_account_number':
      return { field: 'account_number', message: e.invalid_account_number };
    case 'invalid_holder':
      return { field: 'holder_name', message: e.invalid_holder };
    default:
      return null;
  }
}

/**
 * The banks whose Korean or English name holds the search ('신한', 'kb', '국민'), in list order;
 * the chosen bank stays listed so the choice never disappears while typing.
 */
export function filterBanks<B extends Pick<KoreanBank, 'code' | 'name_korean' | 'name_english'>>(banks: readonly B[], search: string, selected?: string): B[] {
  const q = search.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return [...banks];
  const norm = (v: string) => v.toLowerCase().replace(/\s+/g, '');
  return banks.filter((b) => b.code === selected || norm(b.name_korean).includes(q) || norm(b.name_english).includes(q));
}

/** '****1234'. */
export function maskedNumber(last4: string | null | undefined): string {
  const d = (last4 ?? '').replace(/\D/g, '').slice(-4);
  return d ? `****${d}` : '';
}
