import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_KINDS,
  CLIENT_KINDS,
  LAWYER_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LOCALES,
  type NotificationKind,
  type NotificationParams,
} from './kinds.ts';
import { renderNotification } from './render.ts';
import { foldIcsLine } from './ics.ts';

const SITE = 'https://k-legal.example';
const NOW = new Date('2026-03-01T00:00:00Z');
const BOOKING_ID = '0a1b2c3d-0000-4000-8000-00000000b001';
/** Markup in every text parameter: it must reach the HTML escaped, never as a tag. */
const EVIL = '<img src=x onerror=alert(1)>&"\'';

const booking = (over: Partial<NotificationParams['booking_paid']> = {}): NotificationParams['booking_paid'] => ({
  booking_id: BOOKING_ID,
  lawyer_id: '00000000-0000-4000-8000-0000000000a2',
  lawyer_name_ko: `김도현${EVIL}`,
  lawyer_name_en: `Kim Do-hyun${EVIL}`,
  client_name: `Anna${EVIL}`,
  booking_date: '2026-03-10',
  booking_time: '14:00',
  duration_minutes: 40,
  starts_at: '2026-03-10T05:00:00+00:00',
  fee_amount: 90000,
  consultation_type: `Immigration & VISA${EVIL}`,
  meeting_link: 'https://meet.example.com/room?x=1&y=2',
  hold_expires_at: '2026-03-01T00:15:00+00:00',
  payment_status: 'paid',
  cancelled_by: 'client',
  ...over,
});

const checkup = { checkup_id: '0a1b2c3d-0000-4000-8000-00000000c001', category: `Criminal Cases${EVIL}`, name: `Lee${EVIL}`, is_urgent: true, status: 'contacted', created_at: '2026-02-28T10:00:00Z' } as const;
const account = { lawyer_id: '00000000-0000-4000-8000-0000000000a3', lawyer_name_ko: `박변호${EVIL}`, lawyer_name_en: `Park${EVIL}`, was_approved: false };

const statement = (over: Partial<NotificationParams['lawyer_settlement_closed']> = {}): NotificationParams['lawyer_settlement_closed'] => ({
  ...account,
  statement_id: '0a1b2c3d-0000-4000-8000-00000000d001',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  currency: 'KRW',
  status: 'closed',
  entry_count: 3,
  opening_balance: 0,
  net_total: 123450,
  closing_balance: 123450,
  payout_amount: 123450,
  transfer_reference: null,
  paid_at: null,
  ...over,
});
const settlementAccount = (over: Partial<NotificationParams['lawyer_settlement_account_changed']> = {}): NotificationParams['lawyer_settlement_account_changed'] => ({
  ...account,
  bank_code: '004',
  bank_name: `국민은행${EVIL}`,
  account_last4: '5678',
  holder_name: `박변호${EVIL}`,
  previous_bank_code: '088',
  previous_bank_name: '신한은행',
  previous_account_last4: '1234',
  changed_at: '2026-11-28T03:04:00Z',
  ...over,
});

const PARAMS: { [K in NotificationKind]: NotificationParams[K] } = {
  booking_held: booking({ payment_status: 'pending', cancelled_by: null }),
  booking_paid: booking(),
  booking_confirmed: booking(),
  booking_rescheduled: { ...booking({ status: 'pending', reschedule_count: 1 }), previous_date: '2026-03-09', previous_time: '10:00', previous_starts_at: '2026-03-09T01:00:00+00:00' },
  meeting_link: booking(),
  reminder_24h: booking(),
  reminder_1h: booking({ meeting_link: null }),
  booking_cancelled: booking({ payment_status: 'refunded', refunded: true }),
  booking_refunded: booking({ payment_status: 'refunded' }),
  booking_expired: booking({ payment_status: 'pending', cancelled_by: 'system' }),
  late_payment_refunded: { ...booking({ payment_status: 'pending', cancelled_by: 'system' }), refund_amount: 90000, refund_currency: 'KRW' },
  coupon_received: {
    coupon_id: 'c0000000-0000-4000-8000-000000000001', coupon_name_ko: `환영 쿠폰${EVIL}`, coupon_name_en: `Welcome${EVIL}`, discount_type: 'fixed',
    discount_value: 10000, max_discount: null, min_amount: 50000, valid_until: '2026-12-31T14:59:59Z', lawyer_id: null, lawyer_name_ko: null, lawyer_name_en: null,
  },
  booking_follow_up: { ...booking({ status: 'completed' }), version: 1 },
  lawyer_message: { lawyer_id: 'l1', lawyer_name_ko: `김도현${EVIL}`, lawyer_name_en: `Kim${EVIL}`, message: `Hello!\nSee you soon ${EVIL}` },
  checkup_received: checkup,
  checkup_status: checkup,
  lawyer_new_booking: booking({ payment_status: 'paid', cancelled_by: null }),
  lawyer_booking_cancelled: booking({ payment_status: 'refunded' }),
  lawyer_booking_rescheduled: { ...booking({ status: 'pending', reschedule_count: 1, cancelled_by: null }), previous_date: '2026-03-09', previous_time: '10:00', previous_starts_at: '2026-03-09T01:00:00+00:00' },
  lawyer_reminder_1h: booking(),
  lawyer_approved: account,
  lawyer_rejected: { ...account, was_approved: true },
  lawyer_settlement_closed: statement(),
  lawyer_settlement_paid: statement({ status: 'paid', transfer_reference: `KB-20261105-001${EVIL}`, paid_at: '2026-11-05T01:30:00Z' }),
  lawyer_settlement_account_changed: settlementAccount(),
  lawyer_language_verified: { ...account, language_id: 'en', language_name_ko: `영어${EVIL}`, level: 'fluent', note: null },
  lawyer_language_rejected: { ...account, language_id: 'ja', language_name_ko: '일본어', level: 'working', note: `면접 결과 미달${EVIL}` },
  admin_lawyer_pending: account,
  admin_urgent_checkup: checkup,
  admin_delivery_failed: { outbox_id: 'o1', kind: 'booking_paid', attempts: 5, error: `550 rejected ${EVIL}` },
  admin_payment_attention: { event_id: `evt_1${EVIL}`, event_type: 'checkout.session.completed', outcome: 'amount_mismatch', booking_id: 'b1', transaction_id: 'pi_1', amount: 1000, currency: 'KRW' },
};

const render = (kind: NotificationKind, locale: (typeof NOTIFICATION_LOCALES)[number], params: unknown = PARAMS[kind], timeZone?: string) =>
  renderNotification(kind, locale, params as never, { siteUrl: SITE, now: NOW, timeZone });

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('renderNotification: every kind in every language', () => {
  for (const kind of NOTIFICATION_KINDS) {
    for (const locale of NOTIFICATION_LOCALES) {
      it(`${kind} / ${locale}`, () => {
        const r = render(kind, locale);
        for (const field of ['subject', 'summary', 'text', 'html', 'link'] as const) expect(r[field].trim(), field).not.toBe('');
        expect(r.subject).not.toMatch(/undefined|null|NaN|\[object/);
        expect(r.summary).not.toMatch(/undefined|null|NaN|\[object/);
        expect(r.text).not.toMatch(/undefined|NaN|\[object/);
        // parameters arrive escaped: no tag, attribute or entity from them survives
        expect(r.html).not.toContain('<img');
        expect(r.html).not.toContain('onerror=alert(1)>');
        expect(r.html).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;');
        expect(r.html.startsWith('<!doctype html>')).toBe(true);
        expect(r.html).not.toMatch(/<(script|link|iframe)\b|src="http|url\(/i);
        // the link goes into the product
        expect(r.link.startsWith(`${SITE}/`)).toBe(true);
        for (const href of hrefs(r.html)) {
          if (href.startsWith('https://meet.example.com/')) continue;
          expect(href.startsWith(`${SITE}/`), href).toBe(true);
        }
        expect(r.text).toContain(r.link);
      });
    }
  }

  it('writes client kinds in the reader\'s language', () => {
    for (const kind of CLIENT_KINDS) {
      const en = render(kind, 'en');
      for (const locale of ['ko', 'zh', 'ja', 'vi'] as const) {
        const other = render(kind, locale);
        expect(other.subject, `${kind}/${locale}`).not.toBe(en.subject);
        expect(other.summary, `${kind}/${locale}`).not.toBe(en.summary);
        expect(other.text, `${kind}/${locale}`).not.toBe(en.text);
      }
      expect(render(kind, 'ko').subject).toMatch(/[가-힣]/);
      expect(render(kind, 'zh').text).toMatch(/[\u4e00-\u9fff]/);
      expect(render(kind, 'ja').text).toMatch(/[\u3040-\u30ff]/);
    }
  });

  it('writes lawyer and administrator kinds in Korean whatever the locale', () => {
    for (const kind of [...LAWYER_KINDS, ...ADMIN_KINDS]) {
      const ko = render(kind, 'ko');
      expect(ko.subject).toMatch(/[가-힣]/);
      for (const locale of NOTIFICATION_LOCALES) expect(render(kind, locale)).toEqual(ko);
    }
  });

  it('names the lawyer in the reader\'s language: Korean for ko, else English, else Korean', () => {
    const p = booking({ lawyer_name_ko: '김도현', lawyer_name_en: 'Kim Do-hyun' });
    expect(render('booking_confirmed', 'ko', p).summary).toContain('김도현 변호사');
    expect(render('booking_confirmed', 'en', p).summary).toContain('Kim Do-hyun');
    expect(render('booking_confirmed', 'vi', booking({ lawyer_name_ko: '김도현', lawyer_name_en: null })).summary).toContain('김도현');
    expect(render('booking_confirmed', 'en', booking({ lawyer_name_ko: null, lawyer_name_en: null })).summary).toContain('your lawyer');
  });

  it('treats an unknown locale as English and refuses an unknown kind', () => {
    expect(render('booking_paid', 'xx' as never).subject).toBe(render('booking_paid', 'en').subject);
    expect(() => render('nope' as never, 'en', {})).toThrow(/unknown notification kind/);
  });
});

describe('booking messages', () => {
  it('booking_held: the pay link and the time left', () => {
    const r = render('booking_held', 'en');
    expect(r.link).toBe(`${SITE}/client/bookings?booking=${BOOKING_ID}`);
    expect(r.text).toContain('until 09:15 KST (15 minutes');
    expect(r.summary).toContain('Pay by 09:15 KST');
    expect(r.text).toContain('Pay now');
    const late = renderNotification('booking_held', 'en', PARAMS.booking_held, { siteUrl: SITE, now: new Date('2026-03-01T01:00:00Z') });
    expect(late.summary).toMatch(/ran out/);
  });

  it('booking_paid: details in KST and the reader\'s time, amount, meeting and check-up links, and an .ics', () => {
    const r = render('booking_paid', 'en', PARAMS.booking_paid, 'America/New_York');
    expect(r.text).toContain('Tue, Mar 10, 2026, 14:00 KST');
    expect(r.text).toMatch(/Your time: Tue, Mar 10, 2026, 01:00 \((EDT|GMT-4)\)/);
    expect(r.text).toContain('40 min');
    expect(r.text).toContain('₩90,000');
    expect(r.text).toContain('https://meet.example.com/room?x=1&y=2');
    expect(r.text).toContain(`${SITE}/free-checkup?booking=${BOOKING_ID}`);
    expect(hrefs(r.html)).toEqual(expect.arrayContaining(['https://meet.example.com/room?x=1&y=2', `${SITE}/free-checkup?booking=${BOOKING_ID}`, `${SITE}/client/bookings?booking=${BOOKING_ID}`]));
    expect(r.attachments).toHaveLength(1);
    expect(r.attachments[0]!.filename).toBe('k-legal-consultation-2026-03-10-1400.ics');
    expect(r.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const ko = render('booking_paid', 'ko', PARAMS.booking_paid, 'Asia/Seoul');
    expect(ko.text).toContain('90,000원');
    expect(ko.text).not.toContain('현지 시간'); // KST readers get no second time
  });

  it('never links a meeting link that is not http(s): a paid booking points at its own room instead', () => {
    const r = render('meeting_link', 'en', booking({ meeting_link: 'javascript:alert(1)' }));
    expect(r.html).not.toContain('javascript:');
    expect(r.text).toContain(`${SITE}/room/`);
    const unpaid = render('meeting_link', 'en', booking({ meeting_link: 'javascript:alert(1)', payment_status: 'pending' }));
    expect(unpaid.html).not.toContain('javascript:');
    expect(unpaid.attachments).toEqual([]);
  });

  it('a paid booking\'s messages link its consultation room unless an external meeting link is set', () => {
    const roomBooking = booking({ meeting_link: null, payment_status: 'paid' });
    const paid = render('booking_paid', 'en', roomBooking);
    const room = `${SITE}/room/${roomBooking.booking_id}`;
    expect(paid.text).toContain(room);
    expect(paid.html).toContain(room);
    expect(paid.attachments[0].content).toContain('LOCATION:');
    expect(paid.attachments[0].content.replace(/\r\n /g, '')).toContain(room);
    const external = render('booking_paid', 'en', booking({ meeting_link: 'https://meet.example.com/x', payment_status: 'paid' }));
    expect(external.text).toContain('https://meet.example.com/x');
    expect(external.text).not.toContain(`${SITE}/room/`);
  });

  it('booking_cancelled says whether the payment was refunded', () => {
    expect(render('booking_cancelled', 'en').text).toContain('refunded in full');
    const unpaid = render('booking_cancelled', 'en', booking({ payment_status: 'pending', refunded: false }));
    expect(unpaid.text).toContain('No payment was taken.');
    expect(render('booking_cancelled', 'en', booking({ cancelled_by: 'lawyer' })).text).toContain('had to cancel');
  });

  it('coupon_received from a lawyer points to the bookmarks, from the administrators to My Coupons', () => {
    expect(render('coupon_received', 'en').link).toBe(`${SITE}/client/coupons`);
    const fromLawyer = render('coupon_received', 'ko', { ...PARAMS.coupon_received, lawyer_id: 'l1', lawyer_name_ko: '김도현', lawyer_name_en: 'Kim', discount_type: 'percentage', discount_value: 10, max_discount: 20000 });
    expect(fromLawyer.link).toBe(`${SITE}/client/bookmarks`);
    expect(fromLawyer.summary).toContain('김도현 변호사');
    expect(fromLawyer.summary).toContain('10% 할인');
  });

  it('lawyer_message carries the message, check-up messages no case details', () => {
    const m = render('lawyer_message', 'en');
    expect(m.link).toBe(`${SITE}/client/bookmarks`);
    expect(m.text).toContain('> Hello!');
    expect(m.html).toContain('See you soon');
    const c = render('checkup_status', 'en');
    expect(c.link).toBe(`${SITE}/free-checkup`);
    expect(c.summary).toContain('Contacted');
  });

  it('lawyer and administrator links', () => {
    expect(render('lawyer_new_booking', 'en').link).toBe(`${SITE}/lawyer/bookings`);
    expect(render('lawyer_new_booking', 'en').summary).toMatch(/^새 예약이 도착했습니다/);
    expect(render('lawyer_approved', 'en').link).toBe(`${SITE}/lawyer/dashboard`);
    expect(render('admin_lawyer_pending', 'en').link).toBe(`${SITE}/admin/lawyers/${account.lawyer_id}/show`);
    expect(decodeURIComponent(render('admin_urgent_checkup', 'en').link)).toBe(`${SITE}/admin/free-checkups?filter={"is_urgent":true}`);
  });

  it('accepts a site URL with a trailing slash', () => {
    expect(renderNotification('booking_paid', 'en', PARAMS.booking_paid, { siteUrl: `${SITE}/` }).link).toBe(`${SITE}/client/bookings?booking=${BOOKING_ID}`);
  });
});

describe('settlement messages (Korean)', () => {
  const all = (r: ReturnType<typeof render>) => [r.subject, r.summary, r.text, r.html].join('\n');

  it('lawyer_settlement_closed: the period, the net total, the entry count and the link to the statement on the 정산 page', () => {
    const r = render('lawyer_settlement_closed', 'en');
    expect(r.subject).toBe('정산서 마감: 2026. 10. 1. ~ 2026. 10. 31.');
    expect(r.summary).toBe('2026. 10. 1. ~ 2026. 10. 31. 정산서가 마감되었습니다. 정산 금액 123,450원 (3건).');
    expect(r.text).toContain('정산 건수: 3건');
    expect(r.text).toContain('지급 예정 금액: 123,450원');
    expect(r.text).toContain('지급 예정 금액은 123,450원이며, 등록하신 정산 계좌로 지급됩니다.');
    expect(r.text).not.toContain('이월 잔액');
    expect(r.link).toBe(`${SITE}/lawyer/settlement?statement=0a1b2c3d-0000-4000-8000-00000000d001`);
    expect(r.text).toContain('정산서 보기');
  });

  it('lawyer_settlement_closed with a negative balance says nothing is paid and the balance is carried', () => {
    const r = render('lawyer_settlement_closed', 'ko', statement({ opening_balance: -20000, net_total: 5000, closing_balance: -15000, payout_amount: 0 }));
    expect(r.text).toContain('이월 잔액: -20,000원');
    expect(r.text).toContain('지급 예정 금액: 0원');
    expect(r.text).toContain('이번 정산서에는 지급할 금액이 없습니다. 마이너스 잔액은 다음 정산서로 이월됩니다.');
  });

  it('lawyer_settlement_paid: the amount, the transfer reference and the day paid in KST', () => {
    const r = render('lawyer_settlement_paid', 'ko', statement({ status: 'paid', transfer_reference: 'KB-20261105-001', paid_at: '2026-11-05T01:30:00Z' }));
    expect(r.subject).toBe('정산금 지급 완료: 123,450원');
    expect(r.summary).toBe('2026. 10. 1. ~ 2026. 10. 31. 정산금 123,450원이 지급되었습니다 (이체 참조 번호 KB-20261105-001).');
    expect(r.text).toContain('이체 참조 번호: KB-20261105-001');
    expect(r.text).toContain('지급일: 2026년 11월 5일 (목) 10:30 (KST)');
    expect(r.link).toBe(`${SITE}/lawyer/settlement?statement=0a1b2c3d-0000-4000-8000-00000000d001`);
    expect(r.text).toContain('정산서 보기');
  });

  it('lawyer_settlement_account_changed: the new and the previous account masked, and what to do if it was not them', () => {
    const r = render('lawyer_settlement_account_changed', 'ko', settlementAccount({ bank_name: '국민은행', holder_name: '박변호' }));
    expect(r.subject).toBe('정산 계좌가 변경되었습니다');
    expect(r.summary).toBe('정산 계좌가 국민은행 ****5678(으)로 변경되었습니다. 본인이 하지 않았다면 즉시 운영팀에 문의해 주세요.');
    expect(r.text).toContain('계좌번호: ****5678');
    expect(r.text).toContain('이전 계좌: 신한은행 ****1234');
    expect(r.text).toContain('변경 일시: 2026년 11월 28일 (토) 12:04 (KST)');
    expect(r.text).toContain('본인이 변경하지 않았다면 다른 사람이 계정에 접근했을 수 있습니다.');
    expect(r.link).toBe(`${SITE}/lawyer/settlement`);
    expect(r.text).toContain('정산 계좌 확인');
    const first = render('lawyer_settlement_account_changed', 'ko', settlementAccount({ previous_bank_code: null, previous_bank_name: null, previous_account_last4: null }));
    expect(first.subject).toBe('정산 계좌가 등록되었습니다');
    expect(first.text).not.toContain('이전 계좌');
  });

  it('never shows a full account number, even if one were passed', () => {
    const full = '110123456789';
    const r = render('lawyer_settlement_account_changed', 'ko', settlementAccount({ account_last4: full, previous_account_last4: '3333-444-555555' }));
    expect(all(r)).not.toContain(full);
    expect(all(r)).not.toContain('555555');
    // no run of 5+ digits in the words (the HTML's colours such as #111827 aside)
    expect([r.subject, r.summary, r.text].join('\n')).not.toMatch(/\d{5,}/);
    expect(r.text).toContain('계좌번호: ****6789');
    expect(r.text).toContain('이전 계좌: 신한은행 ****5555');
    for (const kind of ['lawyer_settlement_closed', 'lawyer_settlement_paid', 'lawyer_settlement_account_changed'] as const) {
      const m = render(kind, 'ko');
      expect([m.subject, m.summary, m.text].join('\n'), kind).not.toMatch(/\d{9,}/);
    }
  });

  it('admin_payment_attention labels a failed payout in Korean and does not call it a Stripe event', () => {
    const r = render('admin_payment_attention', 'ko', { event_id: 'payout_failed:s1', event_type: 'payout.failed', outcome: 'payout_failed', amount: 50000, currency: 'KRW' });
    expect(r.subject).toBe('결제 확인 필요: 정산 지급 실패');
    expect(r.text).toContain('내용: 정산 지급 실패');
    expect(r.text).toContain('변호사 정산금 지급이 실패로 표시되었습니다');
    expect(r.text).not.toContain('Stripe');
    expect(r.link).toBe(`${SITE}/admin/payment_events`);
  });
});

describe('.ics', () => {
  const ics = render('booking_paid', 'vi').attachments[0]!.content;

  it('uses CRLF line ends only and folds lines at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is one VEVENT in UTC with the booking as UID', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`UID:${BOOKING_ID}@k-legal.example`);
    expect(lines).toContain('DTSTART:20260310T050000Z');
    expect(lines).toContain('DTEND:20260310T054000Z');
    expect(lines).toContain('DTSTAMP:20260301T000000Z');
    expect(lines).toContain(`URL:${SITE}/client/bookings?booking=${BOOKING_ID}`);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // TEXT values are escaped: commas and semicolons in names
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toContain('Kim Do-hyun<img src=x onerror=alert(1)>&"\'');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/\\n/);
  });

  it('never folds inside a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'상담'.repeat(40)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'상담'.repeat(40)}`);
  });

  it('is attached to the paid, confirmed and meeting-link messages only', () => {
    const withIcs = NOTIFICATION_KINDS.filter((k) => render(k, 'en').attachments.length > 0);
    expect(withIcs.sort()).toEqual(['booking_confirmed', 'booking_paid', 'booking_rescheduled', 'meeting_link']);
  });
});

describe('rescheduling (issue 27 item 7)', () => {
  const seq = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)![1]);
  const uidOf = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics.replace(/\r\n /g, ''))![1];

  it('the client is told the old and the new time, waiting for confirmation, with the new time as an update of the same event', () => {
    const r = render('booking_rescheduled', 'en');
    expect(r.subject).toContain('Rescheduled');
    expect(r.text).toContain('Previously: Mon, Mar 9, 2026, 10:00 KST');
    expect(r.text).toContain('Tue, Mar 10, 2026, 14:00 KST');
    expect(r.summary).toContain('Waiting for the lawyer');
    const ics = r.attachments[0]!.content;
    expect(ics).toContain('\r\nDTSTART:20260310T050000Z\r\n');
    expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(uidOf(ics)).toBe(uidOf(render('booking_paid', 'en').attachments[0]!.content));
    // everything sent about the first time (paid, confirmed, meeting link) is outranked
    const before = (['booking_paid', 'booking_confirmed', 'meeting_link'] as const).map((k) => seq(render(k, 'en', { ...PARAMS[k], status: k === 'booking_paid' ? 'pending' : 'confirmed' }).attachments[0]!.content));
    expect(seq(ics)).toBeGreaterThan(Math.max(...before));
    // the second move outranks the first move's confirmation
    const confirmedAfterFirst = seq(render('booking_confirmed', 'en', { ...PARAMS.booking_confirmed, status: 'confirmed', reschedule_count: 1 }).attachments[0]!.content);
    const second = seq(render('booking_rescheduled', 'en', { ...PARAMS.booking_rescheduled, reschedule_count: 2 }).attachments[0]!.content);
    expect(confirmedAfterFirst).toBeGreaterThan(seq(ics));
    expect(second).toBeGreaterThan(confirmedAfterFirst);
  });

  it('the lawyer is told in Korean with the old and the new time, and asked to confirm', () => {
    const r = render('lawyer_booking_rescheduled', 'en');
    expect(r.subject).toMatch(/^예약 변경: /);
    expect(r.text).toContain('변경 전 일시: ');
    expect(r.text).toContain('10:00 (KST)');
    expect(r.text).toContain('승인');
    expect(r.attachments).toEqual([]);
  });

  it('messages queued before the params carried the status keep their old SEQUENCE (paid 0, confirmed 1, meeting link 2)', () => {
    const old = (k: 'booking_paid' | 'booking_confirmed' | 'meeting_link', over: Partial<NotificationParams['booking_paid']> = {}) => {
      const { status: _s, reschedule_count: _r, ...params } = { ...PARAMS[k], ...over };
      return seq(render(k, 'en', params).attachments[0]!.content);
    };
    expect([old('booking_paid', { meeting_link: null }), old('booking_confirmed', { meeting_link: null }), old('meeting_link')]).toEqual([0, 1, 2]);
  });
});

describe('booking_follow_up (issue 29)', () => {
  it('the first version and a correction, in the client\'s language, linking to the booking', () => {
    for (const locale of NOTIFICATION_LOCALES) {
      const first = render('booking_follow_up', locale, { ...PARAMS.booking_follow_up, version: 1 });
      const corrected = render('booking_follow_up', locale, { ...PARAMS.booking_follow_up, version: 2 });
      expect(first.subject).not.toBe(corrected.subject);
      expect(first.link).toContain('/client/bookings?booking=');
      expect(first.attachments).toEqual([]);
    }
    expect(render('booking_follow_up', 'en', { ...PARAMS.booking_follow_up, version: 2 }).subject).toMatch(/^Corrected: /);
    expect(render('booking_follow_up', 'ko', { ...PARAMS.booking_follow_up, version: 2 }).subject).toMatch(/^\[정정\] /);
  });
});

describe('the kinds', () => {
  it('NOTIFICATION_KINDS is the client, lawyer and administrator kinds, each once', () => {
    expect([...NOTIFICATION_KINDS]).toEqual([...CLIENT_KINDS, ...LAWYER_KINDS, ...ADMIN_KINDS]);
    expect(new Set(NOTIFICATION_KINDS).size).toBe(NOTIFICATION_KINDS.length);
  });
});

describe('the migration writes exactly these kinds', () => {
  it('kinds.ts lists every kind passed to private.notify / private.notify_admins, and nothing else', () => {
    const dir = fileURLToPath(new URL('../../../../supabase/migrations/', import.meta.url));
    const written = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(dir + file, 'utf8').replace(/--[^\n]*/g, '');
      for (const m of sql.matchAll(/private\.notify(?:_admins)?\(\s*'([a-z0-9_]+)'/g)) written.add(m[1]!);
      // a kind chosen by a CASE expression: notify(case … then 'a' else 'b' end, …)
      for (const m of sql.matchAll(/private\.notify(?:_admins)?\(\s*case\b([\s\S]*?)\bend\b/g)) {
        for (const k of m[1]!.matchAll(/\b(?:then|else)\s+'([a-z0-9_]+)'/g)) written.add(k[1]!);
      }
    }
    expect([...written].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
