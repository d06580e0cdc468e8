// Languages for real (issue 15): every public page exists in each language at its own URL (English at
// /, the others under /ko/, /zh/, /ja/, /vi/), with <html lang>, hreflang alternates of all five and
// x-default, a canonical URL; the selector opens the same page in another language and remembers
// it; an old choice redirects once. The header stays one row from 1024 px in every language, signed
// in (account menu) or not, and folds into a menu button below.
import { expect, test, type Page, type Response } from '@playwright/test';
import { CLIENT, DEMO_LAWYER_ID, signedIn } from '../common.ts';
import { useSession } from '../client/helpers.ts';

const LANGS = [
  { lang: 'en', tag: 'en', prefix: '' },
  { lang: 'ko', tag: 'ko', prefix: '/ko' },
  { lang: 'zh', tag: 'zh-Hans', prefix: '/zh' },
  { lang: 'ja', tag: 'ja', prefix: '/ja' },
  { lang: 'vi', tag: 'vi', prefix: '/vi' },
] as const;
type Lang = (typeof LANGS)[number]['lang'];

const PAGES = ['/', '/lawyers', `/lawyer/${DEMO_LAWYER_ID}`, '/booking', '/faq'];
/** The main navigation's first link, per language (the dictionaries' nav.lawyers). */
const NAV_LAWYERS: Record<Lang, string> = { en: 'Lawyers', ko: '변호사 찾기', zh: '律师', ja: '弁護士', vi: 'Luật sư' };

const inLang = (prefix: string, path: string) => (prefix ? `${prefix}${path}` : path);

test.describe('every language has its own pages', () => {
  for (const { lang, tag, prefix } of LANGS) {
    test(`${lang}: home, directory, profile, booking and FAQ render in ${tag} with alternates`, async ({ page }) => {
      const titles = new Set<string>();
      for (const path of PAGES) {
        const url = inLang(prefix, path);
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        expect(new URL(page.url()).pathname, 'no redirect').toBe(url);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.locator('.site-header nav .nav-links a').first()).toHaveText(NAV_LAWYERS[lang]);
        // its own title and description
        const title = await page.title();
        expect(title).not.toBe('');
        titles.add(title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        // hreflang: the five languages and x-default, each the same page; canonical: this page
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) =>
          els.map((e) => [e.getAttribute('hreflang'), new URL((e as HTMLLinkElement).href).pathname]),
        );
        expect(alternates, url).toEqual([
          ...LANGS.map((l) => [l.tag, inLang(l.prefix, path)]),
          ['x-default', path],
        ]);
        const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(url);
        // internal links keep the language
        if (prefix) {
          const hrefs = await page.locator('.site-header a[href^="/"], .site-footer a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
          for (const href of hrefs.filter((h) => !/^\/(lawyer-login|lawyer-signup|lawyer\/dashboard|admin)/.test(h))) expect(href, `${url}: ${href}`).toMatch(new RegExp(`^${prefix}/`));
        }
      }
      expect(titles.size, 'each page its own title').toBe(PAGES.length);
    });
  }

  test('no page loads a dictionary of a language it does not show', async ({ page }) => {
    // one sentence of each language's dictionary (nav.skip), not shown anywhere else on the pages
    const SKIP: Record<Lang, string> = { en: 'Skip to content', ko: '본문으로 건너뛰기', zh: '跳到正文', ja: '本文へスキップ', vi: 'Chuyển đến nội dung' };
    for (const { lang, prefix } of LANGS) {
      const scripts: string[] = [];
      const onResponse = async (r: Response) => {
        if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
      };
      page.on('response', onResponse);
      for (const path of ['/', '/booking', '/free-checkup']) {
        await page.goto(inLang(prefix, path));
        await page.waitForLoadState('networkidle');
        const html = await page.content();
        for (const other of LANGS.filter((l) => l.lang !== lang)) expect(html, `${lang} ${path} embeds ${other.lang}`).not.toContain(SKIP[other.lang]);
      }
      page.off('response', onResponse);
      const js = scripts.join('\n');
      for (const l of LANGS) expect(js, `${lang}: a script carries the ${l.lang} dictionary`).not.toContain(SKIP[l.lang]);
    }
  });

  test('the selector opens the same page (path and query) in the other language and remembers it', async ({ page }) => {
    for (const [i, { lang, prefix }] of LANGS.entries()) {
      const next = LANGS[(i + 1) % LANGS.length]!;
      await page.goto(`${inLang(prefix, '/faq')}?from=selector`);
      await expect(page.locator('#lang-select')).toHaveValue(lang);
      await page.locator('#lang-select').selectOption(next.lang);
      await expect(page).toHaveURL((u) => u.pathname === inLang(next.prefix, '/faq') && u.search === '?from=selector');
      await expect(page.locator('html')).toHaveAttribute('lang', next.tag);
      expect(await page.evaluate(() => localStorage.getItem('klegal.lang'))).toBe(next.lang);
    }
    // a lawyer's profile, rendered on request, moves too
    await page.goto(`/ja/lawyer/${DEMO_LAWYER_ID}`);
    await page.locator('#lang-select').selectOption('vi');
    await expect(page).toHaveURL((u) => u.pathname === `/vi/lawyer/${DEMO_LAWYER_ID}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('an earlier choice redirects once from an English page; choosing English stays', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('klegal.lang', 'zh'));
    await page.goto('/lawyers?from=old');
    await expect(page).toHaveURL((u) => u.pathname === '/zh/lawyers' && u.search === '?from=old');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    // once: the English page is reachable afterwards
    await page.goto('/faq');
    await expect(page).toHaveURL((u) => u.pathname === '/faq');
    // choosing English explicitly
    await page.goto('/zh/faq');
    await page.locator('#lang-select').selectOption('en');
    await expect(page).toHaveURL((u) => u.pathname === '/faq');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('unknown language prefixes are not pages; missing pages say so in their language', async ({ page }) => {
    expect((await page.goto(`/xx/lawyer/${DEMO_LAWYER_ID}`))?.status()).toBe(404);
    expect((await page.goto('/xx/faq'))?.status()).toBe(404);
    // a missing page under a language's prefix: that language's 404 page
    expect((await page.goto('/ja/no-such-page'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('.error-page a')).toHaveAttribute('href', '/ja/');
  });
});

/** The header's visible items (links, buttons, the selector) lie on one row and the header is one row high. */
async function expectOneRow(page: Page, what: string): Promise<void> {
  const header = page.locator('.site-header');
  const box = (await header.boundingBox())!;
  const items = await page.locator('.site-header .bar').evaluate((bar) =>
    Array.from(bar.querySelectorAll<HTMLElement>('a, button, select'))
      .filter((el) => el.offsetParent !== null && !el.closest('.account-menu, .bell-panel'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { text: (el.textContent || el.getAttribute('aria-label') || '').trim(), top: r.top, bottom: r.bottom, mid: (r.top + r.bottom) / 2 };
      }),
  );
  expect(items.length, what).toBeGreaterThan(5);
  const mids = items.map((i) => i.mid);
  expect(Math.max(...mids) - Math.min(...mids), `${what}: ${JSON.stringify(items)}`).toBeLessThan(12);
  expect(box.height, what).toBeLessThan(76);
}

// Links that React islands render (the log-in page, the client dashboard) are in the page's language
// in the HTML itself: the site has no click handler that fixes a link on the way (issue 15).
test('links rendered by islands carry the page’s language', async ({ page }) => {
  const siteLinks = async (where: string) =>
    (await page.locator(`${where} a[href^="/"]`).evaluateAll((els) => els.map((e) => e.getAttribute('href')!)))
      .filter((h) => !/^\/(lawyer-login|lawyer-signup|lawyer\/dashboard|admin)(\/|$|\?)/.test(h));
  await page.goto('/zh/auth');
  await expect(page.locator('main a[href*="mode=forgot"]')).toBeVisible();
  const auth = await siteLinks('main');
  expect(auth.length).toBeGreaterThan(0);
  for (const href of auth) expect(href, `/zh/auth: ${href}`).toMatch(/^\/zh\//);
  expect(auth).toContain('/zh/auth?mode=forgot');

  const client = await signedIn(CLIENT);
  await useSession(page, client);
  await page.goto('/vi/client/dashboard');
  await expect(page.locator('main .portal-actions a').first()).toBeVisible();
  const dashboard = await siteLinks('main');
  for (const path of ['/vi/lawyers', '/vi/client/bookings', '/vi/client/profile']) expect(dashboard).toContain(path);
  for (const href of dashboard) expect(href, `/vi/client/dashboard: ${href}`).toMatch(/^\/vi\//);
});

test.describe('header', () => {
  test('signed in as a client: one row at 1024, 1280 and 1440 px in all five languages, account items in a menu', async ({ page }) => {
    const client = await signedIn(CLIENT);
    await useSession(page, client);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { lang, prefix } of LANGS) {
        await page.goto(inLang(prefix, '/'));
        await expect(page.locator('#account-toggle')).toBeVisible();
        await expect(page.locator('.site-header [data-bell]')).toBeVisible();
        await expectOneRow(page, `${lang} ${width}px signed in`);
        // the name on the account button (the full welcome in its title and menu)
        await expect(page.locator('#account-name')).not.toHaveText('');
        await expect(page.locator('#nav-welcome')).not.toHaveText('');
      }
    }
    // keyboard: the account menu opens with Enter, closes with Escape (focus back on its button)
    await page.goto('/');
    const toggle = page.locator('#account-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My K-Legal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('signed out: one row at 1024 px in all five languages', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const { lang, prefix } of LANGS) {
      await page.goto(inLang(prefix, '/lawyers'));
      await expect(page.locator('#nav-toggle')).toBeHidden();
      await expectOneRow(page, `${lang} 1024px signed out`);
    }
  });

  test('below 1024 px the navigation folds into the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/vi/');
    const toggle = page.locator('#nav-toggle');
    const firstLink = page.locator('.site-header .nav-links a').first();
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await expect(page.locator('#lang-select')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();
    await expect(toggle).toBeFocused();
    // the links in the menu keep the language
    await toggle.click();
    await firstLink.click();
    await expect(page).toHaveURL((u) => u.pathname === '/vi/lawyers');
  });
});
