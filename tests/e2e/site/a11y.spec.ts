// Every public and portal page in every language (issue 15): axe finds no violation (WCAG 2.x A and
// AA rules and best practices), and a non-English page shows no English sentence of the site's
// dictionaries or data. The second check compares the page's visible text with every English text
// of the dictionaries, the FAQ and the testimonials of two words or more (placeholders cut out): a
// page that forgot to translate one of them fails; names and codes are not in them, so they do not
// count.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../../site/src/lib/i18n/en.ts';
import { portalEn } from '../../../site/src/lib/i18n/portal/en.ts';
import { FAQ } from '../../../site/src/data/faq.ts';
import { TESTIMONIALS } from '../../../site/src/data/testimonials.ts';
import { PRIVACY } from '../../../site/src/data/policies/privacy.ts';
import { TERMS } from '../../../site/src/data/policies/terms.ts';
import { ADVERTISING } from '../../../site/src/data/policies/advertising.ts';
import { LANGUAGE_SUPPORT } from '../../../site/src/data/policies/language-support.ts';
import { policyTexts } from '../../../site/src/data/policies/types.ts';
import { CLIENT, DEMO_LAWYER_ID, signedIn } from '../common.ts';
import { useSession } from '../client/helpers.ts';

const LANGS = ['en', 'ko', 'zh', 'ja', 'vi'] as const;
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

const PUBLIC_PAGES = [
  '/',
  '/lawyers',
  `/lawyer/${DEMO_LAWYER_ID}`,
  '/booking',
  '/free-checkup',
  '/languages',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/advertising-policy',
  '/language-support-policy',
  '/auth',
];
const PORTAL_PAGES = ['/client/dashboard', '/client/bookings', '/client/bookmarks', '/client/coupons', '/client/payments', '/client/profile', '/my-bookings'];

/** English texts a translated page must not show: two words or more, placeholders removed. */
const ENGLISH_TEXTS = [
  ...Object.values(en),
  ...Object.values(portalEn),
  ...Object.values(FAQ).flatMap((items) => items.flatMap((f) => [f.q, f.a])),
  ...TESTIMONIALS.flatMap((t) => [t.quote, t.caseType]),
  ...[PRIVACY, TERMS, ADVERTISING, LANGUAGE_SUPPORT].flatMap((policy) => policyTexts(policy.en)),
];
const ENGLISH_SENTENCES = [...new Set(ENGLISH_TEXTS.flatMap((text) => text.split(/\{\w+\}/)))]
  .map((s) => s.trim().replace(/^[\s:,.;–—-]+|[\s:,.;–—-]+$/g, ''))
  .filter((s) => s.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length >= 2);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // lists and islands done loading
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoAxeViolations(page: Page, url: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `axe on ${url}`).toEqual([]);
}

async function expectNoEnglish(page: Page, url: string): Promise<void> {
  // text marked as English on purpose (lang="en", e.g. the English term under a Korean category
  // name) is left out
  const text = await page.evaluate(() => {
    const marked = Array.from(document.body.querySelectorAll<HTMLElement>('[lang^="en"]')).map((el) => ({ el, display: el.style.display }));
    for (const { el } of marked) el.style.display = 'none';
    const visible = document.body.innerText;
    for (const { el, display } of marked) el.style.display = display;
    return visible;
  });
  const left = ENGLISH_SENTENCES.filter((s) => text.includes(s));
  expect(left, `English left on ${url}`).toEqual([]);
}

for (const lang of LANGS) {
  test(`${lang}: public pages pass axe${lang === 'en' ? '' : ' and show no English sentence'}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of PUBLIC_PAGES) {
      const url = `${prefix(lang)}${path}`;
      await page.goto(url);
      await settle(page);
      await expectNoAxeViolations(page, url);
      if (lang !== 'en') await expectNoEnglish(page, url);
    }
  });

  test(`${lang}: the client portal passes axe${lang === 'en' ? '' : ' and shows no English sentence'}`, async ({ page }) => {
    test.setTimeout(180_000);
    await useSession(page, await signedIn(CLIENT));
    for (const path of PORTAL_PAGES) {
      const url = `${prefix(lang)}${path}`;
      await page.goto(url);
      await settle(page);
      await expectNoAxeViolations(page, url);
      if (lang !== 'en') await expectNoEnglish(page, url);
    }
  });
}
