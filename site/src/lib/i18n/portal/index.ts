// The client portal's texts, in the page's language (../locale.ts: the URL decides). Like the
// site's dictionary (../index.ts), the portal page embeds its language's portal dictionary as JSON
// (#klegal-portal-i18n, written by PortalLayout), from which this store starts in the browser; on the
// server PortalLayout sets it before the page's islands render.
import { createStore } from '../../store.ts';
import { fill, i18n, LANG_TAGS, type Lang, type Vars } from '../index.ts';
import type { PortalDict, PortalKey } from './en.ts';

export type { PortalDict, PortalKey };

export interface PortalI18nState {
  lang: Lang;
  dict: PortalDict;
}

/** Id of the <script type="application/json"> holding the portal dictionary of the page's language. */
export const PORTAL_I18N_DATA_ID = 'klegal-portal-i18n';

function pageState(): PortalI18nState {
  const lang = i18n.get().lang;
  if (typeof document !== 'undefined') {
    try {
      const dict = JSON.parse(document.getElementById(PORTAL_I18N_DATA_ID)?.textContent || 'null') as PortalDict | null;
      if (dict) return { lang, dict };
    } catch {
      /* no or broken data */
    }
  }
  return { lang, dict: {} as PortalDict };
}

export const portalI18n = createStore<PortalI18nState>(pageState());

/** Looks a key up (the server merges English into each dictionary) and fills {placeholders}. */
export function translatePortal(dict: PortalDict, key: PortalKey, vars?: Vars): string {
  return fill(dict[key] ?? key, vars);
}

/** Translates with the page's language. */
export function pt(key: PortalKey, vars?: Vars): string {
  return translatePortal(portalI18n.get().dict, key, vars);
}

/** The Intl locale of a site language ('en' → 'en-US', so dates read 'Jan 5, 2026'). */
export function localeOf(lang: Lang): string {
  return lang === 'en' ? 'en-US' : LANG_TAGS[lang];
}
