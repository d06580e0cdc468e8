// Machine translation behind one interface (issue 17), chosen by configuration:
//   TRANSLATE_PROVIDER=libretranslate  LIBRETRANSLATE_URL (e.g. a self-hosted https://lt.example.com),
//                                      LIBRETRANSLATE_API_KEY (optional)
//   TRANSLATE_PROVIDER=deepl           DEEPL_API_KEY, DEEPL_API_URL (default https://api-free.deepl.com)
//   unset / none                       nothing is translated and nothing leaves the machine
// Web-standard fetch only (Edge Functions). A provider that fails yields no translation (the line
// is shown untranslated, with a notice) rather than no line.
import { env } from './env.ts';

export type Lang = 'en' | 'ko' | 'zh' | 'ja' | 'vi';

export interface Translator {
  /** 'none' when no provider is configured */
  readonly name: string;
  translate(text: string, from: Lang, to: Lang): Promise<string | null>;
}

const none: Translator = { name: 'none', translate: async () => null };

/** LibreTranslate's API: POST /translate {q, source, target, format, api_key} → {translatedText}. */
export function libreTranslate(baseUrl: string, apiKey?: string, fetchImpl: typeof fetch = fetch): Translator {
  const url = `${baseUrl.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate(text, from, to) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: text, source: from, target: to, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
      });
      if (!res.ok) throw new Error(`LibreTranslate answered ${res.status}`);
      const body = (await res.json()) as { translatedText?: unknown };
      return typeof body.translatedText === 'string' ? body.translatedText : null;
    },
  };
}

/** DeepL's target codes: Chinese is ZH-HANS (the site's simplified Chinese), English EN-US. */
const DEEPL_TARGET: Record<Lang, string> = { en: 'EN-US', ko: 'KO', zh: 'ZH-HANS', ja: 'JA', vi: 'VI' };

/** DeepL's API: POST /v2/translate {text: [..], source_lang, target_lang} → {translations: [{text}]}. */
export function deepL(apiKey: string, baseUrl = 'https://api-free.deepl.com', fetchImpl: typeof fetch = fetch): Translator {
  const url = `${baseUrl.replace(/\/+$/, '')}/v2/translate`;
  return {
    name: 'deepl',
    async translate(text, from, to) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `DeepL-Auth-Key ${apiKey}` },
        body: JSON.stringify({ text: [text], source_lang: from.toUpperCase(), target_lang: DEEPL_TARGET[to] }),
      });
      if (!res.ok) throw new Error(`DeepL answered ${res.status}`);
      const body = (await res.json()) as { translations?: { text?: unknown }[] };
      const out = body.translations?.[0]?.text;
      return typeof out === 'string' ? out : null;
    },
  };
}

/** The translator the configuration names (read per request: the local host serves several). */
export function configuredTranslator(): Translator {
  const provider = (env('TRANSLATE_PROVIDER') ?? 'none').toLowerCase();
  if (provider === 'libretranslate') {
    const url = env('LIBRETRANSLATE_URL');
    if (!url) throw new Error('TRANSLATE_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
    return libreTranslate(url, env('LIBRETRANSLATE_API_KEY'));
  }
  if (provider === 'deepl') {
    const key = env('DEEPL_API_KEY');
    if (!key) throw new Error('TRANSLATE_PROVIDER=deepl needs DEEPL_API_KEY');
    return deepL(key, env('DEEPL_API_URL'));
  }
  return none;
}
