// The open redirect after log-in (issue 14): /auth?next= with a tab between the slashes used to send
// the signed-in user to another site. Log-in, and /auth with a session, must stay on our origin.
import { expect, test, type Page } from '@playwright/test';
import { CLIENT, logIn } from './helpers.ts';

const EVIL = 'evil.example';

/** Aborts and records every request to the other site (a navigation there would be one). */
async function watchEvil(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith(EVIL),
    async (route) => {
      hits.push(route.request().url());
      await route.abort();
    },
  );
  return hits;
}

test('log-in through /auth?next=/%09/evil.example ends on our own origin', async ({ page, baseURL }) => {
  const hits = await watchEvil(page);
  await page.goto('/auth?next=/%09/evil.example');
  await logIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname !== '/auth');
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(baseURL!).origin);
  expect(landed.pathname).toBe('/');
  expect(hits).toEqual([]);
});

test('with a session, /auth sends known bypasses home and keeps a site path', async ({ page, baseURL }) => {
  const hits = await watchEvil(page);
  await page.goto('/auth');
  await logIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname !== '/auth');
  for (const next of ['/%09/evil.example', '/%0a/evil.example', '//evil.example', '/%5Cevil.example', '/%252F%252Fevil.example', '/..//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
    await page.goto(`/auth?next=${next}`);
    await page.waitForURL((url) => url.pathname !== '/auth');
    const landed = new URL(page.url());
    expect(landed.origin, next).toBe(new URL(baseURL!).origin);
    expect(landed.pathname, next).toBe('/');
  }
  await page.goto(`/auth?next=${encodeURIComponent('/lawyers?page=1')}`);
  await page.waitForURL((url) => url.pathname === '/lawyers' && url.search === '?page=1');
  expect(hits).toEqual([]);
});
