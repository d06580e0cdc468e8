// The consultation's language in the messages (issue 29, item 1): the client's e-mails and their
// .ics in the client's language, the lawyer's e-mails in Korean; messages queued before the
// parameters carried a language say nothing about it.
import { describe, expect, it } from 'vitest';
import type { NotificationKind, NotificationLocale, NotificationParams } from './kinds.ts';
import { renderNotification } from './render.ts';
import { consultationLanguageKo, consultationLanguageLabel, languageDisplayName } from '../consultationLanguage.ts';

const SITE = 'https://k-legal.example';
const NOW = new Date('2026-03-01T00:00:00Z');

const booking = (over: Partial<NotificationParams['booking_paid']> = {}): NotificationParams['booking_paid'] => ({
  booking_id: '0a1b2c3d-0000-4000-8000-00000000b001',
  lawyer_id: '00000000-0000-4000-8000-0000000000a2',
  lawyer_name_ko: '김도현',
  lawyer_name_en: 'Kim Do-hyun',
  client_name: 'Anna',
  booking_date: '2026-03-10',
  booking_time: '14:00',
  duration_minutes: 40,
  starts_at: '2026-03-10T05:00:00+00:00',
  fee_amount: 90000,
  consultation_type: null,
  meeting_link: null,
  hold_expires_at: null,
  payment_status: 'paid',
  cancelled_by: null,
  status: 'pending',
  consultation_language: 'en',
  interpretation_requested: false,
  ...over,
});

const render = (kind: NotificationKind, locale: NotificationLocale, params: unknown) =>
  renderNotification(kind, locale, params as never, { siteUrl: SITE, now: NOW });
const icsDescription = (content: string) =>
  content.replace(/\r\n /g, '').split('\r\n').find((l) => l.startsWith('DESCRIPTION:')) ?? '';

describe('consultation language labels', () => {
  it('names the language in the reader\'s language, and Korean with interpretation as such', () => {
    expect(languageDisplayName('vi', 'ko-KR')).toBe('베트남어');
    expect(consultationLanguageLabel({ consultation_language: 'en' }, 'en-US', (k) => `${k} with machine interpretation`)).toBe('English');
    expect(consultationLanguageLabel({ consultation_language: 'ko', interpretation_requested: true }, 'en-US', (k) => `${k} with machine interpretation`))
      .toBe('Korean with machine interpretation');
    expect(consultationLanguageKo({ consultation_language: 'ko', interpretation_requested: true })).toBe('한국어 (기계 통역)');
    expect(consultationLanguageKo({ consultation_language: 'ko', interpretation_requested: false })).toBe('한국어');
    expect(consultationLanguageKo({})).toBeNull();
  });
});

describe('the client\'s e-mails and .ics', () => {
  it('booking_paid in each language: a language row in the text and the .ics description', () => {
    const want: Record<NotificationLocale, [string, string]> = {
      en: ['Consultation language: English', 'Consultation language: Korean with machine interpretation'],
      ko: ['상담 언어: 영어', '상담 언어: 한국어 (기계 통역)'],
      zh: ['咨询语言: 英语', '咨询语言: 韩语（机器口译）'],
      ja: ['相談言語: 英語', '相談言語: 韓国語（機械通訳）'],
      vi: ['Ngôn ngữ tư vấn: Tiếng Anh', 'Ngôn ngữ tư vấn: Tiếng Hàn (phiên dịch máy)'],
    };
    for (const [locale, [english, interpreted]] of Object.entries(want) as [NotificationLocale, [string, string]][]) {
      const en = render('booking_paid', locale, booking());
      expect(en.text).toContain(english);
      expect(icsDescription(en.attachments[0]!.content)).toContain(english.replace(/,/g, '\\,'));
      const ko = render('booking_paid', locale, booking({ consultation_language: 'ko', interpretation_requested: true }));
      expect(ko.text).toContain(interpreted);
      expect(ko.html).toContain(interpreted.split(': ')[1]);
      expect(icsDescription(ko.attachments[0]!.content)).toContain(interpreted);
    }
  });

  it('the held, confirmed and reminder messages carry it too', () => {
    for (const kind of ['booking_held', 'booking_confirmed', 'reminder_24h'] as const) {
      expect(render(kind, 'en', booking({ consultation_language: 'ja' })).text).toContain('Consultation language: Japanese');
    }
  });

  it('a message queued before issue 29 (no language in its parameters) has no language row', () => {
    const { consultation_language: _l, interpretation_requested: _i, ...old } = booking();
    const r = render('booking_paid', 'en', old);
    expect(r.text).not.toContain('Consultation language');
    expect(icsDescription(r.attachments[0]!.content)).not.toContain('Consultation language');
  });
});

describe('the lawyer\'s e-mails (Korean)', () => {
  it('lawyer_new_booking and the 1-hour reminder say the language', () => {
    expect(render('lawyer_new_booking', 'ko', booking()).text).toContain('상담 언어: 영어');
    expect(render('lawyer_reminder_1h', 'ko', booking({ consultation_language: 'ko', interpretation_requested: true })).text)
      .toContain('상담 언어: 한국어 (기계 통역)');
  });
});
