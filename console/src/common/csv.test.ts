import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { csvCell, csvFileName, toCsv } from './csv.ts';
import { LAWYER_CSV } from '../lawyers/lawyerCsv.ts';
import { USER_CSV } from '../users/userCsv.ts';
import { BOOKING_CSV } from '../bookings/bookingCsv.ts';
import { CREDIT_CSV } from '../credits/creditCsv.ts';
import { FREE_CHECKUP_CSV } from '../free-checkups/freeCheckupCsv.ts';
import { PAYMENT_EVENT_CSV } from '../payment-events/paymentEventCsv.ts';
import { COUPON_CSV } from '../coupons/couponCsv.ts';
import { AUDIT_CSV } from '../audit-log/auditCsv.ts';
import { DELIVERY_CSV } from '../failed-deliveries/deliveryCsv.ts';
import type { LawyerRecord } from '../types.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('김변호')).toBe('김변호');
  });
  it('defuses spreadsheet formulas in text, keeps numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+82 10')).toBe("'+82 10");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-200)).toBe('-200');
    expect(csvCell(0)).toBe('0');
  });
  it('empty for null, Korean yes/no for booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true, t)).toBe('예');
    expect(csvCell(false, t)).toBe('아니요');
  });
  it('file: BOM, Korean header row, CRLF', () => {
    const csv = toCsv([{ header: 'resources.lawyers.fields.email', value: (r: { e: string }) => r.e }], [{ e: 'a@b.c' }], t);
    expect(csv).toBe('\uFEFF이메일\r\na@b.c\r\n');
  });
  it('file name carries the KST day', () => {
    expect(csvFileName('lawyers', new Date('2026-11-25T16:00:00Z'))).toBe('lawyers-2026-11-26');
  });
});

describe('every list exports Korean headers', () => {
  const all = { LAWYER_CSV, USER_CSV, BOOKING_CSV, CREDIT_CSV, FREE_CHECKUP_CSV, PAYMENT_EVENT_CSV, COUPON_CSV, AUDIT_CSV, DELIVERY_CSV };
  for (const [name, cols] of Object.entries(all)) {
    it(name, () => {
      for (const c of cols as readonly { header: string }[]) {
        const h = t(c.header);
        expect(h, c.header).not.toBe(c.header);
        expect(h, c.header).toMatch(/[가-힣]/);
      }
    });
  }

  it('lawyer rows: labels and KST dates', () => {
    const lawyer = {
      id: 'l1', profiles: { name_korean: '김변호', name_english: 'Kim', email: 'k@x.kr', phone: null }, law_firm: '법무법인, 한결', school: null,
      bar_association_number: '12345', qualification_type: 'bar_exam', is_approved: true, is_visible: false, credits: 300,
      created_at: '2026-11-24T15:30:00Z', approved_at: null,
    } as unknown as LawyerRecord;
    const lines = toCsv(LAWYER_CSV, [lawyer], t).split('\r\n');
    expect(lines[1]).toBe('김변호,Kim,k@x.kr,,"법무법인, 한결",,12345,변호사시험,승인됨,비공개,300,2026-11-25,');
  });
});
