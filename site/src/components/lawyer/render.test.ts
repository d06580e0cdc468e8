import { afterEach, describe, expect, it } from 'vitest';
import { i18n, type Dict } from '../../lib/i18n/index.ts';
import { en } from '../../lib/i18n/en.ts';
import { dict as ko } from '../../lib/i18n/ko.ts';
import { dict as zh } from '../../lib/i18n/zh.ts';
import { dict as ja } from '../../lib/i18n/ja.ts';
import { dict as vi } from '../../lib/i18n/vi.ts';
import { directoryRow } from '../../test/fixtures.ts';
import { toLawyer } from '../../lib/api/lawyers.ts';
import { availability, availableLine, renderLawyerCard, renderLawyerDetail } from './render.ts';

function dom(markup: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
}

describe('lawyer card', () => {
  afterEach(() => i18n.set({ lang: 'en', dict: en }));
  it('names the specialty badge, region, languages and practice areas in the page’s language', () => {
    i18n.set({ lang: 'ko', dict: { ...en, ...ko } });
    const card = dom(renderLawyerCard(toLawyer(directoryRow())).value);
    expect(card.querySelector('.lc-tags .badge')!.textContent).toBe('출입국·비자');
    expect(card.querySelector('.lc-region')!.textContent).toBe('서울특별시');
    expect(card.querySelector('.lc-langs')!.textContent).toContain('한국어, 영어');
    i18n.set({ lang: 'zh', dict: { ...en, ...zh } });
    const detail = dom(renderLawyerDetail(toLawyer(directoryRow()), { headingLevel: 1 }).value);
    expect(detail.querySelector('.ld-badges .badge')!.textContent).toBe('出入境与签证');
    expect([...detail.querySelectorAll('.badge-soft')].map((b) => b.textContent)).toContain('酒后驾驶');
  });
  it('shows what the spec lists', () => {
    const el = dom(renderLawyerCard(toLawyer(directoryRow())).value);
    const text = el.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Kim Do-hyun');
    expect(text).toContain('김도현');
    expect(text).toContain('ID# 000000A2'); // the short reference (shortId: the id's last 8 hex digits), not the whole UUID
    expect(text).not.toContain('00000000-0000-4000-8000-0000000000a2');
    expect(text).toContain('Immigration & VISA');
    expect(text).toContain('Seoul');
    expect(text).toContain('National Bar Association (2012)');
    expect(text).toContain('Other: Certified Immigration Administrative Agent');
    expect(text).toContain('₩60,000');
    expect(text).toContain('₩110,000');
    expect(text).toContain('₩150,000');
    expect(el.querySelector('a.btn-primary')!.getAttribute('href')).toBe('/booking?lawyer=00000000-0000-4000-8000-0000000000a2');
    expect(el.querySelector('[data-action="bookmark"]')!.getAttribute('aria-pressed')).toBe('false');
    expect(el.querySelector('.avatar')!.textContent).toContain('KD');
  });
  it('loads the photo as a thumbnail of the size shown, 1x and 2x (Storage image transformation)', () => {
    const photo = '/storage/v1/object/public/lawyer-photos/00000000-0000-4000-8000-0000000000a2/p.png';
    // (in the browser the stored path resolves against the API's URL: here the page's origin)
    const render = `${window.location.origin}/storage/v1/render/image/public/lawyer-photos/00000000-0000-4000-8000-0000000000a2/p.png`;
    const card = dom(renderLawyerCard(toLawyer(directoryRow({ profile_photo_url: photo }))).value).querySelector('.avatar img')!;
    expect(card.getAttribute('src')).toBe(`${render}?width=64&height=64&resize=cover`);
    expect(card.getAttribute('srcset')).toBe(`${render}?width=64&height=64&resize=cover 1x, ${render}?width=128&height=128&resize=cover 2x`);
    expect(card.getAttribute('width')).toBe('64');
    const detail = dom(renderLawyerDetail(toLawyer(directoryRow({ profile_photo_url: photo })), { headingLevel: 1 }).value).querySelector('.avatar img')!;
    expect(detail.getAttribute('src')).toBe(`${render}?width=96&height=96&resize=cover`);
  });
  it('leaves out missing licence lines', () => {
    const el = dom(renderLawyerCard(toLawyer(directoryRow({ other_certifications: null, free_pr: null }))).value);
    expect(el.querySelectorAll('.lc-license li')).toHaveLength(1);
  });
  it('escapes lawyer-written text', () => {
    const el = dom(renderLawyerCard(toLawyer(directoryRow({ name_english: '<img src=x onerror=alert(1)>' }))).value);
    expect(el.querySelector('img')).toBeNull();
  });
  it("lists the first 2 available dates, then '+N more', in each language (issue 27)", () => {
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];
    const expected: [Dict, 'en' | 'ko' | 'zh' | 'ja' | 'vi', string][] = [
      [en, 'en', 'Available: Dec 1, Dec 2 +3 more'],
      [{ ...en, ...ko }, 'ko', '상담 가능: 12월 1일, 12월 2일 +3개 더'],
      [{ ...en, ...zh }, 'zh', '可预约： 12月1日、12月2日 +3 个'],
      [{ ...en, ...ja }, 'ja', '予約可能： 12月1日、12月2日 他3件'],
      [{ ...en, ...vi }, 'vi', 'Có lịch: 1 thg 12, 2 thg 12 +3 ngày khác'],
    ];
    for (const [dict, lang, text] of expected) {
      i18n.set({ lang, dict });
      expect(dom(availability(dates).value).textContent!.replace(/\s+/g, ' ').trim(), lang).toBe(text);
    }
    i18n.set({ lang: 'en', dict: en });
    // no '+N more' for 2 dates or fewer; nothing at all for none
    expect(dom(availability(['2026-12-31']).value).textContent!.trim()).toBe('Available: Dec 31');
    expect(dom(availability(['2026-12-31', '2027-01-01']).value).querySelector('.muted')).toBeNull();
    expect(availability([]).value).toBe('');
    expect(availableLine([], 'ko')).toBeNull();
    // a calendar date stays that date in any time zone (formatted as UTC)
    expect(availableLine(['2027-01-01'], 'en')).toEqual({ shown: 'Jan 1', more: 0 });
  });
  it('shows the line on the card and the detail from next_open_dates', () => {
    const l = toLawyer(directoryRow({ next_open_dates: ['2026-12-01', '2026-12-02', '2026-12-03'] }));
    expect(l.availableDates).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(dom(renderLawyerCard(l).value).querySelector('.lc-available')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Available: Dec 1, Dec 2 +1 more');
    expect(dom(renderLawyerDetail(l, { headingLevel: 1 }).value).querySelector('.ld-available')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Available: Dec 1, Dec 2 +1 more');
    expect(dom(renderLawyerCard(toLawyer(directoryRow())).value).querySelector('.lc-available')).toBeNull();
  });
});

describe('lawyer detail', () => {
  it('shows the ID line, fees and each section when present', () => {
    const el = dom(renderLawyerDetail(toLawyer(directoryRow()), { headingLevel: 1 }).value);
    const text = el.textContent!.replace(/\s+/g, ' ');
    expect(el.querySelector('h1')!.textContent).toBe('Kim Do-hyun');
    expect(text).toContain('K-Legal ID# 000000A2');
    expect(text).toContain('Hanbit Law Group');
    for (const s of ['Basic Information', 'Contact Information', 'Consultation Fees', 'Practice Areas', 'About', 'Major Cases']) expect(text).toContain(s);
    expect(text).toContain('“First 10 minutes of follow-up questions are free.”');
    expect(el.querySelector('a[data-action="book"]')!.getAttribute('href')).toBe('/booking?lawyer=00000000-0000-4000-8000-0000000000a2');
  });
  it('hides empty rows and cards but always shows the region', () => {
    const l = toLawyer(
      directoryRow({ school: null, other_certifications: null, office_address: null, office_phone: null, office_email: null, bio: null, major_cases: null, free_pr: null, law_firm: null, region_list: [], region_ids: [] }),
    );
    const el = dom(renderLawyerDetail(l, { headingLevel: 2 }).value);
    const text = el.textContent!;
    expect(text).not.toContain('Contact Information');
    expect(text).not.toContain('Education');
    expect(text).not.toContain('About');
    expect(text).toContain('Region');
    expect(text).toContain('Seoul');
    expect(el.querySelector('h2')!.textContent).toBe('Kim Do-hyun');
    expect(el.querySelector('[data-testid="other-languages"]')).toBeNull();
  });
  it("shows the other languages the lawyer typed in the portal ('기타 언어', issue 16), escaped", () => {
    const el = dom(renderLawyerDetail(toLawyer(directoryRow({ other_languages: 'Mongolian, Uzbek <b>x</b>' })), { headingLevel: 1 }).value);
    const section = el.querySelector('[data-testid="other-languages"]')!;
    expect(section.textContent).toContain('Other Languages');
    expect(section.textContent).toContain('Mongolian, Uzbek <b>x</b>');
    expect(section.querySelector('b')).toBeNull();
  });
});

describe('observed indicators on the lawyer page (issue 29: facts instead of stars)', () => {
  afterEach(() => i18n.set({ lang: 'en', dict: en }));
  const observed = { consultations_completed: 12, consultations_completed_12m: 5, member_since: '2026-03-05', verified_languages: ['en', 'ja'] };
  it('consultations completed (total and last 12 months), languages verified and member since, in the page\'s language; no stars, no score', () => {
    const el = dom(renderLawyerDetail(toLawyer(directoryRow(observed)), { headingLevel: 1 }).value);
    expect(el.querySelector('[data-testid="observed-completed"]')!.textContent).toBe('12 in total, 5 in the last 12 months');
    expect(el.querySelector('[data-testid="observed-member-since"]')!.textContent).toBe('March 2026');
    expect(el.querySelector('[data-testid="observed-verified"]')!.textContent).toBe('English, Japanese');
    expect(el.textContent).not.toMatch(/[★☆]|out of 5|score:/i);
    for (const [lang, d, completed, since] of [
      ['ko', ko, '총 12건, 최근 12개월 5건', '2026년 3월'],
      ['zh', zh, '共 12 次，最近 12 个月 5 次', '2026年3月'],
      ['ja', ja, '合計 12 件、直近12か月 5 件', '2026年3月'],
      ['vi', vi, 'Tổng cộng 12, 5 trong 12 tháng qua', 'tháng 3 năm 2026'],
    ] as const) {
      i18n.set({ lang, dict: { ...en, ...d } });
      const page = dom(renderLawyerDetail(toLawyer(directoryRow(observed)), { headingLevel: 1 }).value);
      expect(page.querySelector('[data-testid="observed-completed"]')!.textContent).toBe(completed);
      expect(page.querySelector('[data-testid="observed-member-since"]')!.textContent).toBe(since);
      if (lang === 'ko') expect(page.querySelector('[data-testid="observed-verified"]')!.textContent).toBe('영어, 일본어');
    }
  });
  it('no verified language yet: said so', () => {
    const el = dom(renderLawyerDetail(toLawyer(directoryRow({ ...observed, verified_languages: [] })), { headingLevel: 1 }).value);
    expect(el.querySelector('[data-testid="observed-verified"]')!.textContent).toBe('None yet');
  });
  it('not in lists (the fields are read for one lawyer\'s page only)', () => {
    const el = dom(renderLawyerDetail(toLawyer(directoryRow()), { headingLevel: 1 }).value);
    expect(el.querySelector('[data-testid="observed"]')).toBeNull();
  });
});
