// Intake before the meeting (issue 29, item 4): the urgency rule the lawyer portal marks, the
// per-category checklist, and the checklist in the booking_paid e-mail in the five languages.
import { describe, expect, it } from 'vitest';
import { isIntakeUrgent, preparationChecklist, PREPARATION_ITEMS, urgentDeadlines } from './bookingIntake.ts';
import { NOTIFICATION_LOCALES, type NotificationParams } from './notifications/kinds.ts';
import { PREPARATION_TEXTS } from './notifications/preparationTexts.ts';
import { renderNotification } from './notifications/render.ts';

const none = { status_of_stay: null, visa_expires_on: null, notice_date: null, notice_deadline: null };

describe('urgency: a deadline within 14 days of the consultation', () => {
  it('counts the visa expiry and the notice deadline, up to 14 days after the consultation date, and any before it', () => {
    expect(isIntakeUrgent({ ...none, notice_deadline: '2026-03-24' }, '2026-03-10')).toBe(true);
    expect(isIntakeUrgent({ ...none, notice_deadline: '2026-03-25' }, '2026-03-10')).toBe(false);
    expect(isIntakeUrgent({ ...none, visa_expires_on: '2026-03-01' }, '2026-03-10')).toBe(true);
    expect(isIntakeUrgent({ ...none, visa_expires_on: '2026-12-31', notice_date: '2026-03-09' }, '2026-03-10')).toBe(false);
    expect(isIntakeUrgent(null, '2026-03-10')).toBe(false);
    expect(urgentDeadlines({ ...none, visa_expires_on: '2026-03-20', notice_deadline: '2026-03-12' }, '2026-03-10'))
      .toEqual([{ kind: 'notice_deadline', date: '2026-03-12' }, { kind: 'visa_expires_on', date: '2026-03-20' }]);
  });
});

describe('what to prepare', () => {
  it('passport and ARC always, the category\'s papers, a timeline last; from ids, English and Korean names', () => {
    expect(preparationChecklist('immigration-visa.employment-visa')).toEqual(['passport', 'arc', 'visa_papers', 'contract', 'notice', 'timeline']);
    expect(preparationChecklist('Labor & Employment')).toEqual(['passport', 'arc', 'contract', 'pay_records', 'evidence', 'timeline']);
    expect(preparationChecklist('형사 사건')).toEqual(['passport', 'arc', 'police_papers', 'evidence', 'timeline']);
    expect(preparationChecklist(null)).toEqual(['passport', 'arc', 'notice', 'contract', 'evidence', 'timeline']);
    expect(preparationChecklist('Traffic Accident & Insurance')).toEqual(['passport', 'arc', 'accident_papers', 'medical_records', 'evidence', 'timeline']);
    expect(preparationChecklist('병역·국적')).toEqual(['passport', 'arc', 'family_papers', 'notice', 'timeline']);
    expect(preparationChecklist('Something else')).toEqual(preparationChecklist(null));
  });

  it('every item has a text in every language', () => {
    for (const l of NOTIFICATION_LOCALES) for (const k of PREPARATION_ITEMS) expect(PREPARATION_TEXTS[l].items[k], `${l} ${k}`).toBeTruthy();
  });

  it('the booking_paid e-mail lists it in the reader\'s language (text and HTML)', () => {
    const params: NotificationParams['booking_paid'] = {
      booking_id: '0a1b2c3d-0000-4000-8000-00000000b001', lawyer_id: '00000000-0000-4000-8000-0000000000a2', lawyer_name_ko: '김도현',
      lawyer_name_en: 'Kim Do-hyun', client_name: 'Anna', booking_date: '2026-03-10', booking_time: '14:00', duration_minutes: 40,
      starts_at: '2026-03-10T05:00:00+00:00', fee_amount: 90000, consultation_type: 'labor-employment', meeting_link: null,
      hold_expires_at: null, payment_status: 'paid', cancelled_by: null,
    } as NotificationParams['booking_paid'];
    for (const l of NOTIFICATION_LOCALES) {
      const r = renderNotification('booking_paid', l, params, { siteUrl: 'https://k-legal.example' });
      const P = PREPARATION_TEXTS[l];
      expect(r.text, l).toContain(`${P.title}:\n- ${P.items.passport}\n- ${P.items.arc}\n- ${P.items.contract}\n- ${P.items.pay_records}`);
      expect(r.text, l).toContain(P.note);
      expect(r.html, l).toContain(`<li>${P.items.pay_records}</li>`);
    }
    // only the paid message carries it
    expect(renderNotification('booking_confirmed', 'en', params, { siteUrl: 'https://k-legal.example' }).text).not.toContain(PREPARATION_TEXTS.en.title);
  });
});
