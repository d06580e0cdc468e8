// Unit tests render in English: the page-language stores start from the English dictionaries (in
// the browser they start from the page's embedded dictionary, see lib/i18n/index.ts).
import { beforeEach } from 'vitest';
import { i18n } from '../lib/i18n/index.ts';
import { portalI18n } from '../lib/i18n/portal/index.ts';
import { en } from '../lib/i18n/en.ts';
import { portalEn } from '../lib/i18n/portal/en.ts';

i18n.set({ lang: 'en', dict: en });
portalI18n.set({ lang: 'en', dict: portalEn });
beforeEach(() => {
  if (i18n.get().dict !== en) i18n.set({ lang: 'en', dict: en });
  if (portalI18n.get().dict !== portalEn) portalI18n.set({ lang: 'en', dict: portalEn });
});
