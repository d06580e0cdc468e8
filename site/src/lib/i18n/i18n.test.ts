import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { dict as ko } from './ko.ts';
import { dict as zh } from './zh.ts';
import { dict as ja } from './ja.ts';
import { dict as vi } from './vi.ts';
import { i18n, LANG_STORAGE_KEY, link, pageInLang, rememberLang, storedLang, t, translate } from './index.ts';
import { isLocalized, langFromPath, langParam, langStaticPaths, localePath, stripLang } from './locale.ts';
import { DICTS, i18nData, tFor } from './server.ts';

const others = { ko, zh, ja, vi };

describe('dictionaries', () => {
  it.each(Object.entries(others))('%s uses only English keys and keeps the placeholders', (_lang, dict) => {
    for (const [key, value] of Object.entries(dict)) {
      expect(key in en, key).toBe(true);
      const wanted = (en[key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort();
      expect((value!.match(/\{\w+\}/g) ?? []).sort(), key).toEqual(wanted);
    }
  });
  it.each(Object.entries(others))('%s covers navigation, footer, buttons, form labels, messages and page descriptions', (_lang, dict) => {
    const required = Object.keys(en).filter((k) => /^(nav|footer|common|lawyers|booking|checkup|auth|detail|lawyer|meta)\./.test(k));
    const missing = required.filter((k) => !(k in dict) && !['footer.rights', 'lawyer.id'].includes(k));
    expect(missing).toEqual([]);
  });
});

describe('translate', () => {
  it('looks keys up and fills placeholders', () => {
    expect(translate(en, 'nav.lawyers')).toBe('Lawyers');
    expect(translate(ko, 'nav.lawyers')).toBe('변호사 찾기');
    expect(translate(ko, 'nav.welcome', { name: 'Anna' })).toBe('Anna님, 환영합니다');
  });
  it('on the server each language is complete (English fills what it lacks)', () => {
    for (const dict of Object.values(DICTS)) expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
    expect(tFor('zh')('nav.lawyers')).toBe(zh['nav.lawyers']);
    expect(tFor('en')('nav.faq')).toBe('FAQ');
  });
  it('a page embeds only its own language', () => {
    const data = JSON.parse(i18nData('ja')) as { lang: string; dict: Record<string, string> };
    expect(data.lang).toBe('ja');
    expect(data.dict['nav.lawyers']).toBe(ja['nav.lawyers']);
    expect(i18nData('ja')).not.toContain(ko['nav.lawyers']!);
  });
});

describe('URLs per language', () => {
  it('localePath puts a path in a language, keeping query and fragment', () => {
    expect(localePath('en', '/lawyers')).toBe('/lawyers');
    expect(localePath('zh', '/lawyers')).toBe('/zh/lawyers');
    expect(localePath('zh', '/lawyers?specialty=x#top')).toBe('/zh/lawyers?specialty=x#top');
    expect(localePath('ko', '/')).toBe('/ko/');
    expect(localePath('ko', '/?a=1')).toBe('/ko/?a=1');
    expect(localePath('en', '/zh/faq')).toBe('/faq');
    expect(localePath('en', '/zh')).toBe('/');
    expect(localePath('ja', '/vi/lawyer/abc')).toBe('/ja/lawyer/abc');
  });
  it('leaves other apps, the API, absolute URLs and fragments alone', () => {
    for (const p of ['/lawyer-login', '/lawyer-signup', '/lawyer/dashboard', '/lawyer/bookings?x=1', '/admin/login', '/rest/v1/x', '/_inbox/', 'https://example.com/x', '//example.com', '#main', 'mailto:a@b.c']) {
      expect(localePath('zh', p), p).toBe(p);
    }
    expect(isLocalized('/lawyer/abc')).toBe(true);
    expect(isLocalized('/lawyer/dashboard')).toBe(false);
    expect(isLocalized('/lawyer/settlement')).toBe(false);
    expect(isLocalized('/lawyer/availability')).toBe(false);
  });
  it('reads the language of a path and strips it', () => {
    expect(langFromPath('/zh/lawyers')).toBe('zh');
    expect(langFromPath('/vi')).toBe('vi');
    expect(langFromPath('/lawyers')).toBe('en');
    expect(langFromPath('/zhx/lawyers')).toBe('en');
    expect(stripLang('/zh/lawyers?x=1')).toBe('/lawyers?x=1');
    expect(stripLang('/zh')).toBe('/');
    expect(stripLang('/zh/')).toBe('/');
  });
  it('getStaticPaths: English at the root, the others under their prefix; route params checked', () => {
    expect(langStaticPaths()).toEqual([
      { params: { lang: undefined } },
      { params: { lang: 'ko' } },
      { params: { lang: 'zh' } },
      { params: { lang: 'ja' } },
      { params: { lang: 'vi' } },
    ]);
    expect(langParam(undefined)).toBe('en');
    expect(langParam('ja')).toBe('ja');
    expect(langParam('en')).toBeNull();
    expect(langParam('xx')).toBeNull();
    expect(langParam('zh/extra')).toBeNull();
  });
  it('pageInLang: the same page, query and fragment in another language', () => {
    expect(pageInLang('ja', { pathname: '/zh/lawyers', search: '?specialty=Tax', hash: '#list' })).toBe('/ja/lawyers?specialty=Tax#list');
    expect(pageInLang('en', { pathname: '/ko/', search: '', hash: '' })).toBe('/');
    expect(pageInLang('vi', { pathname: '/faq', search: '', hash: '' })).toBe('/vi/faq');
  });
});

describe('the page language in the browser', () => {
  afterEach(() => {
    i18n.set({ lang: 'en', dict: en });
    localStorage.clear();
  });
  it('t() and link() follow the page language', () => {
    i18n.set({ lang: 'ko', dict: DICTS.ko });
    expect(t('home.meet.viewAll')).toBe('전체 변호사 보기');
    expect(link('/client/dashboard')).toBe('/ko/client/dashboard');
    expect(link('/lawyer-login')).toBe('/lawyer-login');
  });
  it('remembers an explicit choice and ignores an unknown stored language', () => {
    expect(storedLang()).toBeNull();
    rememberLang('vi');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('vi');
    expect(storedLang()).toBe('vi');
    localStorage.setItem(LANG_STORAGE_KEY, 'xx');
    expect(storedLang()).toBeNull();
  });
});
