import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { dict as ko } from './ko.ts';
import { dict as zh } from './zh.ts';
import { dict as ja } from './ja.ts';
import { dict as vi } from './vi.ts';
import { applyTranslations, i18n, LANG_STORAGE_KEY, setLang, storedLang, t, translate } from './index.ts';

const others = { ko, zh, ja, vi };

describe('dictionaries', () => {
  it.each(Object.entries(others))('%s uses only English keys and keeps the placeholders', (_lang, dict) => {
    for (const [key, value] of Object.entries(dict)) {
      expect(key in en, key).toBe(true);
      const wanted = (en[key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort();
      expect((value!.match(/\{\w+\}/g) ?? []).sort(), key).toEqual(wanted);
    }
  });
  it.each(Object.entries(others))('%s covers navigation, footer, buttons, form labels and messages', (_lang, dict) => {
    const required = Object.keys(en).filter((k) => /^(nav|footer|common|lawyers|booking|checkup|auth|detail|lawyer)\./.test(k));
    const missing = required.filter((k) => !(k in dict) && !['footer.rights', 'lawyer.id'].includes(k));
    expect(missing).toEqual([]);
  });
});

describe('translate', () => {
  it('falls back to English and fills placeholders', () => {
    expect(translate({}, 'nav.lawyers')).toBe('Lawyers');
    expect(translate(ko, 'nav.lawyers')).toBe('변호사 찾기');
    expect(translate(ko, 'nav.welcome', { name: 'Anna' })).toBe('Anna님, 환영합니다');
    expect(translate({ 'nav.faq': undefined }, 'nav.faq')).toBe('FAQ');
  });
});

describe('switching language', () => {
  afterEach(async () => {
    await setLang('en');
    localStorage.clear();
  });
  it('translates marked markup, sets <html lang> and remembers the choice', async () => {
    document.body.innerHTML = '<a data-i18n="nav.lawyers">Lawyers</a><input data-i18n-attr="placeholder:lawyers.searchName;aria-label:lawyers.search">';
    await setLang('ko');
    expect(document.querySelector('a')!.textContent).toBe('변호사 찾기');
    expect(document.querySelector('input')!.getAttribute('placeholder')).toBe('변호사 이름으로 검색...');
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('ko');
    expect(storedLang()).toBe('ko');
    expect(t('home.meet.viewAll')).toBe('전체 변호사 보기');
    await setLang('en');
    applyTranslations();
    expect(document.querySelector('a')!.textContent).toBe('Lawyers');
    expect(i18n.get().lang).toBe('en');
  });
  it('ignores an unknown stored language', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'xx');
    expect(storedLang()).toBe('en');
  });
});
