// @vitest-environment node
// Completeness of the site's five languages (issue 15): every visible text of the public site and
// the client portal exists in English, Korean, Chinese, Japanese and Vietnamese. Fails on a missing
// key, an empty value, a key English lacks, a translation identical to the English text (unless
// allowed below, with the reason), or a {placeholder} of the English text missing from a
// translation. Covers the main and portal dictionaries, the reference names (categories,
// sub-categories, regions, languages: checked against the reference-data migration), the spec's
// Korean messages and the form schemas' messages, and the per-language data (FAQ, testimonials).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_CHECKUP_MESSAGES, PASSWORD_RESET_MESSAGES, SIGN_UP_MESSAGES } from '@shared/schemas.ts';
import { en, type MessageKey } from './en.ts';
import { dict as ko } from './ko.ts';
import { dict as zh } from './zh.ts';
import { dict as ja } from './ja.ts';
import { dict as vi } from './vi.ts';
import { portalEn } from './portal/en.ts';
import { portalDict as portalKo } from './portal/ko.ts';
import { portalDict as portalZh } from './portal/zh.ts';
import { portalDict as portalJa } from './portal/ja.ts';
import { portalDict as portalVi } from './portal/vi.ts';
import { categoryName, languageName, lawyerLanguages, lawyerRegions, lawyerSpecialty, regionName, type Translator } from './names.ts';
import { localizeMessage, validationKey, validationMessages } from './validation.ts';
import { KO } from '../messages.ts';
import { FAQ, FAQ_BY_LANG, FAQ_TABS, faqFor, homeFaqFor, HOME_FAQ } from '../../data/faq.ts';
import { TESTIMONIALS, TESTIMONIAL_TRANSLATIONS, testimonialsFor } from '../../data/testimonials.ts';
import { INTERPRETATION_LANGUAGES, interpretationLanguageName } from '../../data/languages.ts';
import { CHECKUP_CATEGORIES, CHECKUP_LANGUAGES, IMMIGRATION_STATUSES } from '@shared/checkup.ts';
import { checkupOptionKey, checkupOptionLabel } from './checkup.ts';
import { ROOM_DICTS, roomEn } from '../room/i18n.ts';

type Other = 'ko' | 'zh' | 'ja' | 'vi';
const OTHERS: Other[] = ['ko', 'zh', 'ja', 'vi'];
const MAIN: Record<Other, Partial<Record<string, string>>> = { ko, zh, ja, vi };
const PORTAL: Record<Other, Partial<Record<string, string>>> = { ko: portalKo, zh: portalZh, ja: portalJa, vi: portalVi };

/**
 * Translations allowed to equal the English text. Everything else identical to English counts as
 * untranslated. Keep it short and give the reason.
 */
const SAME_AS_ENGLISH: Record<string, { langs: readonly Other[]; why: string }> = {
  // codes
  'lawyer.id': { langs: OTHERS, why: 'a reference code (ID# and the lawyer’s short id)' },
  'portal.bookmarks.id': { langs: OTHERS, why: 'a reference code (ID# and the lawyer’s short id)' },
  'portal.kst': { langs: OTHERS, why: 'the time-zone code KST, shown beside Korean times' },
  // Vietnamese writes these words as English does
  'nav.menu': { langs: ['vi'], why: '“Menu” is the Vietnamese word' },
  'footer.email': { langs: ['vi'], why: '“Email” is the Vietnamese word' },
  'detail.email': { langs: ['vi'], why: '“Email” is the Vietnamese word' },
  'checkup.email': { langs: ['vi'], why: '“Email” is the Vietnamese word' },
  'auth.email': { langs: ['vi'], why: '“Email” is the Vietnamese word' },
  'portal.profile.email': { langs: ['vi'], why: '“Email” is the Vietnamese word' },
  // names: Korean cities keep their romanised names in Vietnamese
  ...Object.fromEntries(
    ['seoul', 'busan', 'daegu', 'incheon', 'gwangju', 'daejeon', 'ulsan', 'sejong'].map((id) => [
      `region.${id}`,
      { langs: ['vi'] as const, why: 'a city name, romanised the same way in Vietnamese' },
    ]),
  ),
};

/** A text with no words of its own: placeholders, numbers, punctuation (“{q}”, {from} – {to}). */
const wordless = (s: string) => !/\p{L}/u.test(s.replace(/\{\w+\}/g, ''));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

function checkDictionary(name: string, source: Record<string, string>, dicts: Record<Other, Partial<Record<string, string>>>) {
  const keys = Object.keys(source);
  describe.each(OTHERS)(`${name} dictionary %s`, (lang) => {
    const dict = dicts[lang];
    it('has every English key, none empty', () => {
      expect(keys.filter((k) => !(k in dict))).toEqual([]);
      expect(keys.filter((k) => k in dict && !dict[k]?.trim())).toEqual([]);
    });
    it('has no key English lacks', () => {
      expect(Object.keys(dict).filter((k) => !(k in source))).toEqual([]);
    });
    it('translates every text (identical to English only where allowed)', () => {
      const same = keys.filter((k) => dict[k] === source[k] && !wordless(source[k]!) && !SAME_AS_ENGLISH[k]?.langs.includes(lang));
      expect(same).toEqual([]);
    });
    it('keeps every {placeholder} of the English text', () => {
      const wrong = keys
        .filter((k) => dict[k] !== undefined)
        .filter((k) => JSON.stringify(placeholders(dict[k]!)) !== JSON.stringify(placeholders(source[k]!)))
        .map((k) => `${k}: ${dict[k]}`);
      expect(wrong).toEqual([]);
    });
  });
  it(`${name}: the allow-list names only keys that exist`, () => {
    const all = { ...en, ...portalEn } as Record<string, string>;
    expect(Object.keys(SAME_AS_ENGLISH).filter((k) => !(k in all))).toEqual([]);
  });
  it(`${name}: no English text is empty`, () => {
    expect(keys.filter((k) => !source[k]!.trim())).toEqual([]);
  });
}

checkDictionary('main', en, MAIN);
checkDictionary('portal', portalEn, PORTAL);

describe('reference names (categories, sub-categories, regions, languages)', () => {
  const sql = readFileSync(new URL('../../../../supabase/migrations/20261122000300_reference_data.sql', import.meta.url), 'utf8');
  const section = (from: string, to?: string) => sql.slice(sql.indexOf(from), to ? sql.indexOf(to) : undefined);
  const rows = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => ({ id: m[1]!, ko: m[2]!, en: m[3]! }));
  const categories = rows(section('insert into public.consultation_categories', '-- regions'), /\('([a-z0-9.-]+)', (?:null|'[a-z0-9-]+'), '([^']+)', '([^']+)'/g);
  const regions = rows(section('insert into public.regions', '-- languages lawyers'), /\('([a-z0-9-]+)', '([^']+)', '([^']+)', \d+\)/g);
  const languages = rows(section('insert into public.languages'), /\('([a-z0-9-]+)', '([^']+)', '([^']+)', \d+\)/g);

  it.each([
    ['cat', categories, 14 + 75],
    ['region', regions, 18],
    ['language', languages, 16],
  ] as const)('%s: every database row has its name, in English and Korean exactly as the database', (kind, list, count) => {
    expect(list.length).toBe(count);
    for (const r of list) {
      const key = `${kind}.${r.id}` as MessageKey;
      expect(en[key], key).toBe(r.en);
      expect(ko[key], key).toBe(r.ko);
    }
    // and no name for a row the database does not have
    const ids = new Set(list.map((r) => `${kind}.${r.id}`));
    expect(Object.keys(en).filter((k) => k.startsWith(`${kind}.`) && !ids.has(k))).toEqual([]);
  });

  const tFor = (d: Partial<Record<string, string>>): Translator => (k) => d[k] ?? en[k] ?? k;
  it('names.ts looks names up by id, with the database’s English name as the fallback', () => {
    expect(categoryName(tFor(zh), 'immigration-visa.student-visa')).toBe('留学与语言研修签证（D-2/D-4）');
    expect(categoryName(tFor(ko), { id: 'criminal.dui', name_english: 'Drunk Driving (DUI)' })).toBe('음주운전');
    expect(regionName(tFor(ja), 'online')).toBe('オンライン（全国）');
    expect(languageName(tFor(vi), 'ko')).toBe('Tiếng Hàn');
    const unknown: Translator = (k) => k; // a page whose dictionary lacks the key
    expect(categoryName(unknown, { id: 'new-category', name_english: 'New Category' })).toBe('New Category');
    expect(regionName(unknown, 'mars')).toBe('mars');
    expect(categoryName(unknown, null, '—')).toBe('—');
  });
  it('names a lawyer’s specialty badge, regions and languages in the page’s language', () => {
    const lawyer = {
      specialty: 'Criminal Cases', specialtyId: 'criminal', region: 'Seoul', regionId: 'seoul',
      regions: ['Seoul', 'Busan'], regionIds: ['seoul', 'busan'], languages: ['Korean', 'English'], languageIds: ['ko', 'en'],
    };
    expect(lawyerSpecialty(tFor(ko), lawyer)).toBe('형사 사건');
    expect(lawyerRegions(tFor(zh), lawyer)).toEqual(['首尔', '釜山']);
    expect(lawyerLanguages(tFor(ja), lawyer)).toEqual(['韓国語', '英語']);
    expect(lawyerSpecialty(tFor(vi), { specialty: 'General', specialtyId: null })).toBe('Tổng quát');
    expect(lawyerSpecialty(tFor(en), { specialty: 'General' })).toBe('General');
  });
});

describe('messages the spec gives in Korean (lib/messages.ts)', () => {
  it('each has a msg.* key, with the spec’s exact Korean text in Korean', () => {
    for (const [name, text] of Object.entries(KO)) {
      if (name === 'yearSuffix') {
        expect(ko['msg.year']).toBe(`{year}${text}`);
        continue;
      }
      const key = `msg.${name}` as MessageKey;
      expect(en[key], key).toBeTruthy();
      expect(ko[key], key).toBe(text);
    }
  });
});

describe('form validation messages (@shared/schemas.ts)', () => {
  const t = (d: Partial<Record<string, string>>) => (k: MessageKey) => d[k] ?? en[k];
  it('every schema message has a key: the spec’s Korean check-up texts in Korean, its English sign-up texts in English', () => {
    for (const [name, text] of Object.entries(FREE_CHECKUP_MESSAGES)) {
      expect(validationKey(text), name).toBe(`valid.checkup.${name}`);
      expect(ko[`valid.checkup.${name}` as MessageKey]).toBe(text);
    }
    for (const [name, text] of Object.entries(SIGN_UP_MESSAGES)) {
      expect(validationKey(text), name).toBe(`valid.signup.${name}`);
      expect(en[`valid.signup.${name}` as MessageKey]).toBe(text);
    }
    expect(validationKey(PASSWORD_RESET_MESSAGES.passwordMismatch)).toBe('auth.passwordMismatch');
    expect(en['auth.passwordMismatch']).toBe(PASSWORD_RESET_MESSAGES.passwordMismatch);
    for (const key of validationMessages().values()) expect(en[key], key).toBeTruthy();
  });
  it('shows a schema message in the page’s language', () => {
    expect(localizeMessage(t(en), FREE_CHECKUP_MESSAGES.issue)).toBe('Please write at least 10 characters');
    expect(localizeMessage(t(ko), FREE_CHECKUP_MESSAGES.issue)).toBe('최소 10자 이상 작성해주세요');
    expect(localizeMessage(t(zh), SIGN_UP_MESSAGES.passwordShort)).toBe('密码至少需要 8 个字符');
    expect(localizeMessage(t(ja), 'something else')).toBe('something else');
    expect(localizeMessage(t(vi), null)).toBe('');
  });
});

describe('per-language data', () => {
  it.each(OTHERS)('FAQ %s: the English tabs, order and count, every text translated', (lang) => {
    const f = FAQ_BY_LANG[lang];
    for (const tab of FAQ_TABS) {
      expect(f[tab].length, tab).toBe(FAQ[tab].length);
      f[tab].forEach((item, i) => {
        const source = FAQ[tab][i]!;
        expect(item.q.trim() && item.a.trim(), `${tab} ${i}`).toBeTruthy();
        expect(item.q, `${tab} ${i}`).not.toBe(source.q);
        expect(item.a, `${tab} ${i}`).not.toBe(source.a);
      });
    }
    expect(homeFaqFor(lang)).toHaveLength(HOME_FAQ.length);
    expect(homeFaqFor(lang)[0]).toBe(faqFor(lang).services[0]);
  });
  it('FAQ in English is the source', () => {
    expect(faqFor('en')).toBe(FAQ);
    expect(homeFaqFor('en')).toEqual(HOME_FAQ);
  });
  it.each(OTHERS)('testimonials %s: every text translated, no rating', (lang) => {
    expect(TESTIMONIAL_TRANSLATIONS[lang]).toHaveLength(TESTIMONIALS.length);
    testimonialsFor(lang).forEach((item, i) => {
      const source = TESTIMONIALS[i]!;
      // issue 29: no star ratings (the Ministry of Justice's 2025 guideline)
      expect(Object.keys(item).sort()).toEqual(['caseType', 'country', 'quote']);
      expect(item.quote).not.toBe(source.quote);
      expect(item.caseType).not.toBe(source.caseType);
      // a country name may be spelt as in English (Vietnamese 'Philippines')
      expect(item.country.trim()).toBeTruthy();
    });
  });
  it.each(OTHERS)('interpretation languages %s: named in the page’s language', (lang) => {
    const named = INTERPRETATION_LANGUAGES.filter((l) => interpretationLanguageName(lang, l) !== l.name);
    // Intl knows them all; at most a name or two may read the same (none today)
    expect(named.length).toBeGreaterThanOrEqual(INTERPRETATION_LANGUAGES.length - 2);
    expect(interpretationLanguageName('en', INTERPRETATION_LANGUAGES[0]!)).toBe('Korean');
  });
});

describe('other per-language texts', () => {
  it.each(OTHERS)('the consultation room %s: every text translated, placeholders kept', (lang) => {
    // “Camera” is also the Vietnamese word
    const allowed = lang === 'vi' ? ['room.camera'] : [];
    for (const [key, source] of Object.entries(roomEn)) {
      const text = ROOM_DICTS[lang][key as keyof typeof roomEn];
      expect(text?.trim(), key).toBeTruthy();
      if (!allowed.includes(key) && !wordless(source)) expect(text, key).not.toBe(source);
      expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });
});

describe('the free check-up’s option lists (@shared/checkup.ts)', () => {
  const options: (readonly [Parameters<typeof checkupOptionKey>[0], string, string])[] = [
    ...CHECKUP_CATEGORIES.map((c) => ['category', c.title, c.title] as const),
    ...CHECKUP_CATEGORIES.flatMap((c) => c.issues.map((i) => ['issue', i, i] as const)),
    ...CHECKUP_LANGUAGES.map((l) => ['language', l, l] as const),
    ...IMMIGRATION_STATUSES.map((s) => ['status', s.value, s.label] as const),
  ];
  it('every option has a key whose English text is the option’s own', () => {
    for (const [kind, value, label] of options) expect(en[checkupOptionKey(kind, value)], `${kind} ${value}`).toBe(label);
    // and no key for an option the lists no longer have
    const keys = new Set(options.map(([kind, value]) => checkupOptionKey(kind, value)));
    expect(Object.keys(en).filter((k) => k.startsWith('checkupOption.') && !keys.has(k as MessageKey))).toEqual([]);
  });
  it('labels an option in the page’s language, the stored value unchanged', () => {
    const t = (d: Partial<Record<string, string>>) => (k: MessageKey) => d[k] ?? en[k] ?? k;
    expect(checkupOptionLabel(t(ja), 'issue', 'Student Visa (D-2 / D-4)')).toBe('留学ビザ（D-2 / D-4）');
    expect(checkupOptionLabel(t(ko), 'status', 'f6')).toBe('결혼이민(F-6)');
    expect(checkupOptionLabel(t(vi), 'language', 'Chinese (Cantonese)')).toBe('Tiếng Trung (Quảng Đông)');
    expect(checkupOptionLabel((k) => k, 'category', 'Something New')).toBe('Something New');
  });
});
