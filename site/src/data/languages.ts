// The 48 languages of free AI interpretation (spec §9), each with the country whose flag and code
// the /languages page shows (null: no single country, a globe is shown). `name` is English;
// interpretationLanguageName(lang, l) gives the name in a page's language (the server's Intl data).
import { LANG_TAGS, type Lang } from '../lib/i18n/index.ts';
export interface InterpretationLanguage {
  name: string;
  /** BCP 47 tag of the language */
  lang: string;
  /** the language's own name */
  native: string;
  country: string | null;
  /** code shown beside the name */
  code: string;
}

export const INTERPRETATION_LANGUAGES: InterpretationLanguage[] = [
  { name: 'Korean', lang: 'ko', native: '한국어', country: 'KR', code: 'KR' },
  { name: 'English', lang: 'en', native: 'English', country: 'GB', code: 'GB' },
  { name: 'Chinese (Traditional)', lang: 'zh-Hant', native: '繁體中文', country: 'TW', code: 'TW' },
  { name: 'Chinese (Simplified)', lang: 'zh-Hans', native: '简体中文', country: 'CN', code: 'CN' },
  { name: 'Japanese', lang: 'ja', native: '日本語', country: 'JP', code: 'JP' },
  { name: 'Vietnamese', lang: 'vi', native: 'Tiếng Việt', country: 'VN', code: 'VN' },
  { name: 'Thai', lang: 'th', native: 'ไทย', country: 'TH', code: 'TH' },
  { name: 'Russian', lang: 'ru', native: 'Русский', country: 'RU', code: 'RU' },
  { name: 'Mongolian', lang: 'mn', native: 'Монгол', country: 'MN', code: 'MN' },
  { name: 'Spanish', lang: 'es', native: 'Español', country: 'ES', code: 'ES' },
  { name: 'Spanish (Latin America)', lang: 'es-419', native: 'Español (Latinoamérica)', country: null, code: '419' },
  { name: 'French', lang: 'fr', native: 'Français', country: 'FR', code: 'FR' },
  { name: 'German', lang: 'de', native: 'Deutsch', country: 'DE', code: 'DE' },
  { name: 'Italian', lang: 'it', native: 'Italiano', country: 'IT', code: 'IT' },
  { name: 'Portuguese', lang: 'pt', native: 'Português', country: 'PT', code: 'PT' },
  { name: 'Arabic', lang: 'ar', native: 'العربية', country: 'SA', code: 'SA' },
  { name: 'Hindi', lang: 'hi', native: 'हिन्दी', country: 'IN', code: 'IN' },
  { name: 'Bengali', lang: 'bn', native: 'বাংলা', country: 'BD', code: 'BD' },
  { name: 'Turkish', lang: 'tr', native: 'Türkçe', country: 'TR', code: 'TR' },
  { name: 'Polish', lang: 'pl', native: 'Polski', country: 'PL', code: 'PL' },
  { name: 'Ukrainian', lang: 'uk', native: 'Українська', country: 'UA', code: 'UA' },
  { name: 'Dutch', lang: 'nl', native: 'Nederlands', country: 'NL', code: 'NL' },
  { name: 'Swedish', lang: 'sv', native: 'Svenska', country: 'SE', code: 'SE' },
  { name: 'Norwegian', lang: 'no', native: 'Norsk', country: 'NO', code: 'NO' },
  { name: 'Danish', lang: 'da', native: 'Dansk', country: 'DK', code: 'DK' },
  { name: 'Finnish', lang: 'fi', native: 'Suomi', country: 'FI', code: 'FI' },
  { name: 'Greek', lang: 'el', native: 'Ελληνικά', country: 'GR', code: 'GR' },
  { name: 'Czech', lang: 'cs', native: 'Čeština', country: 'CZ', code: 'CZ' },
  { name: 'Hungarian', lang: 'hu', native: 'Magyar', country: 'HU', code: 'HU' },
  { name: 'Romanian', lang: 'ro', native: 'Română', country: 'RO', code: 'RO' },
  { name: 'Indonesian', lang: 'id', native: 'Bahasa Indonesia', country: 'ID', code: 'ID' },
  { name: 'Malay', lang: 'ms', native: 'Bahasa Melayu', country: 'MY', code: 'MY' },
  { name: 'Tagalog', lang: 'tl', native: 'Tagalog', country: 'PH', code: 'PH' },
  { name: 'Hebrew', lang: 'he', native: 'עברית', country: 'IL', code: 'IL' },
  { name: 'Persian', lang: 'fa', native: 'فارسی', country: 'IR', code: 'IR' },
  { name: 'Urdu', lang: 'ur', native: 'اردو', country: 'PK', code: 'PK' },
  { name: 'Swahili', lang: 'sw', native: 'Kiswahili', country: 'KE', code: 'KE' },
  { name: 'Tamil', lang: 'ta', native: 'தமிழ்', country: 'IN', code: 'IN' },
  { name: 'Telugu', lang: 'te', native: 'తెలుగు', country: 'IN', code: 'IN' },
  { name: 'Marathi', lang: 'mr', native: 'मराठी', country: 'IN', code: 'IN' },
  { name: 'Punjabi', lang: 'pa', native: 'ਪੰਜਾਬੀ', country: 'IN', code: 'IN' },
  { name: 'Gujarati', lang: 'gu', native: 'ગુજરાતી', country: 'IN', code: 'IN' },
  { name: 'Kannada', lang: 'kn', native: 'ಕನ್ನಡ', country: 'IN', code: 'IN' },
  { name: 'Malayalam', lang: 'ml', native: 'മലയാളം', country: 'IN', code: 'IN' },
  { name: 'Burmese', lang: 'my', native: 'မြန်မာ', country: 'MM', code: 'MM' },
  { name: 'Khmer', lang: 'km', native: 'ខ្មែរ', country: 'KH', code: 'KH' },
  { name: 'Lao', lang: 'lo', native: 'ລາວ', country: 'LA', code: 'LA' },
  { name: 'Nepali', lang: 'ne', native: 'नेपाली', country: 'NP', code: 'NP' },
];

const displayNames = new Map<Lang, Intl.DisplayNames | null>();

/** An interpretation language's name in a page's language ('Thai' → '泰语' on Chinese pages). */
export function interpretationLanguageName(lang: Lang, l: Pick<InterpretationLanguage, 'name' | 'lang'>): string {
  if (lang === 'en') return l.name;
  if (!displayNames.has(lang)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([LANG_TAGS[lang]], { type: 'language', fallback: 'none' });
    } catch {
      /* no Intl.DisplayNames: English names */
    }
    displayNames.set(lang, names);
  }
  return displayNames.get(lang)?.of(l.lang) ?? l.name;
}
