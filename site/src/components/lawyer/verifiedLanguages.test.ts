// Verified language ability on the site (issue 29, item 2): the mark on cards and the profile, and
// the directory's "verified speakers only" filter (URL, chip, server and browser alike).
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { en } from '../../lib/i18n/en.ts';
import { dict as ko } from '../../lib/i18n/ko.ts';
import { dict as zh } from '../../lib/i18n/zh.ts';
import { dict as ja } from '../../lib/i18n/ja.ts';
import { dict as vi } from '../../lib/i18n/vi.ts';
import { directoryRow } from '../../test/fixtures.ts';
import { toLawyer } from '../../lib/api/lawyers.ts';
import { activeFilters, directoryQuery, emptyStateKind, filterLawyers, NO_FILTERS, readDirectoryParams } from '../../lib/filters.ts';
import { filterLabel } from './directory.ts';
import { renderLawyerCard, renderLawyerDetail } from './render.ts';

function dom(markup: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
}

const verifiedEn = toLawyer(directoryRow({ verified_languages: ['en'] }));
const unverified = toLawyer(directoryRow({ id: '00000000-0000-4000-8000-0000000000b3', verified_languages: [] }));
const verifiedKo = toLawyer(directoryRow({ id: '00000000-0000-4000-8000-0000000000c4', verified_languages: ['ko'] }));

describe('the verified mark', () => {
  afterEach(() => i18n.set({ lang: 'en', dict: en }));

  it('the card marks only the verified language, with the word for screen readers', () => {
    const card = dom(renderLawyerCard(verifiedEn).value);
    const marked = [...card.querySelectorAll('[data-verified-language]')];
    expect(marked.map((m) => m.getAttribute('data-verified-language'))).toEqual(['en']);
    expect(marked[0]!.textContent).toBe('English (Verified)');
    expect(card.querySelector('.lc-langs')!.textContent).toContain('Korean, English (Verified)');
    expect(dom(renderLawyerCard(unverified).value).querySelector('.lang-verified')).toBeNull();
  });

  it('the profile shows the mark with its word and what it means, in each of the five languages', () => {
    for (const [lang, dict, word] of [['en', en, 'Verified'], ['ko', ko, '인증됨'], ['zh', zh, '已验证'], ['ja', ja, '確認済み'], ['vi', vi, 'Đã xác minh']] as const) {
      i18n.set({ lang, dict: { ...en, ...dict } });
      const detail = dom(renderLawyerDetail(verifiedEn, { headingLevel: 1 }).value);
      const badge = detail.querySelector('[data-verified-language="en"]')!;
      expect(badge.querySelector('.lang-verified')!.textContent, lang).toBe(word);
      expect(badge.querySelector('.lang-verified')!.getAttribute('title'), lang).toBe(dict['lawyer.languageVerifiedTitle']);
      expect(detail.querySelectorAll('[data-verified-language]')).toHaveLength(1);
      expect(dom(renderLawyerDetail(unverified, { headingLevel: 1 }).value).querySelector('.lang-verified'), lang).toBeNull();
    }
  });

  it('every text exists in the five languages', () => {
    for (const key of ['lawyer.languageVerified', 'lawyer.languageVerifiedTitle', 'lawyers.verifiedOnly', 'lawyers.filter.verified'] as const) {
      for (const dict of [en, ko, zh, ja, vi]) expect((dict as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});

describe('verified speakers only', () => {
  const all = [verifiedEn, unverified, verifiedKo];
  const ids = (f: typeof NO_FILTERS) => filterLawyers(all, f).map((l) => l.id);

  it('with a language: the lawyers whose that language is verified; without: any verified language', () => {
    expect(ids({ ...NO_FILTERS, language: 'en' })).toEqual([verifiedEn.id, unverified.id, verifiedKo.id]);
    expect(ids({ ...NO_FILTERS, language: 'en', verified: '1' })).toEqual([verifiedEn.id]);
    expect(ids({ ...NO_FILTERS, language: 'ko', verified: '1' })).toEqual([verifiedKo.id]);
    expect(ids({ ...NO_FILTERS, verified: '1' })).toEqual([verifiedEn.id, verifiedKo.id]);
  });

  it('lives in the URL as verified=1, shows as a removable chip and counts as a filter for the empty state', () => {
    const state = readDirectoryParams(new URLSearchParams('lang=en&verified=1'));
    expect(state.filters).toMatchObject({ language: 'en', verified: '1' });
    expect(directoryQuery(state)).toBe('lang=en&verified=1');
    expect(readDirectoryParams(new URLSearchParams('verified=yes')).filters.verified).toBe('');
    expect(activeFilters(state.filters)).toEqual(['language', 'verified']);
    expect(filterLabel(state.filters, 'verified')).toBe('Verified speakers');
    expect(emptyStateKind({ ...NO_FILTERS, verified: '1' })).toBe('noMatch');
  });
});
