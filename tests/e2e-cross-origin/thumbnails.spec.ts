// Lawyer photos load as thumbnails of the size they are shown (issue 18): the directory's cards
// (64 px), the profile page (96 px), the booking page's lawyer picker (36 px) and the client's
// bookmarks (64 px) request Storage's image transformation at the API's origin
// (/storage/v1/render/image/public/...?width=…&height=…&resize=cover) and get a picture of that
// size; a 2x screen takes the 2x rendition from srcset. (The build of cross-origin.config.ts sets
// PUBLIC_IMAGE_TRANSFORM=1.)
import { expect, test, type Page } from '@playwright/test';
import { CLIENT, signedIn, storeSession } from '../e2e/common.ts';

const API = process.env.E2E_BASE_URL as string;
const RENDER = `${API}/storage/v1/render/image/public/lawyer-photos/`;

/** The first photo matching `selector` once loaded: its current source, its pixel size and its size on the page. */
async function loadedPhoto(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // the picture's own pixels (naturalWidth of a 2x srcset candidate is divided by its density)
  return img.evaluate(async (el: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(el.currentSrc)).blob());
    return { src: el.currentSrc, width: bitmap.width, height: bitmap.height, shown: el.getBoundingClientRect().width };
  });
}

for (const dpr of [1, 2]) {
  test(`the directory's cards, the profile page and the booking page load photos of the size shown (${dpr}x)`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, deviceScaleFactor: dpr });
    const page = await ctx.newPage();
    const rendered: { url: string; status: number; type: string }[] = [];
    page.on('response', (r) => { if (r.url().startsWith(RENDER)) rendered.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' }); });

    await page.goto('/lawyers');
    const card = await loadedPhoto(page, '#lawyer-list .avatar img');
    expect(card.shown).toBe(64);
    expect(card.src.startsWith(RENDER)).toBe(true);
    const q = new URL(card.src).searchParams;
    expect([q.get('width'), q.get('height'), q.get('resize')]).toEqual([String(64 * dpr), String(64 * dpr), 'cover']);
    expect([card.width, card.height]).toEqual([64 * dpr, 64 * dpr]);
    const r = rendered.find((x) => x.url === card.src);
    expect(r?.status).toBe(200);
    expect(r?.type).toMatch(/^image\//);

    // the profile page (rendered by the site's Node handler) shows the photo at 96 px
    const id = await page.locator('#lawyer-list [data-lawyer-id]', { has: page.locator('.avatar img') }).first().getAttribute('data-lawyer-id');
    await page.goto(`/lawyer/${id}`);
    const profile = await loadedPhoto(page, 'main .avatar img');
    expect(profile.shown).toBe(96);
    expect(profile.src.startsWith(RENDER)).toBe(true);
    expect(new URL(profile.src).searchParams.get('width')).toBe(String(96 * dpr));
    expect([profile.width, profile.height]).toEqual([96 * dpr, 96 * dpr]);

    // the booking page (a React island): the lawyer picker (36 px) and the chosen lawyer (64 px)
    await page.goto(`/booking?lawyer=${id}`);
    const booking = await loadedPhoto(page, 'main .avatar img');
    expect([36, 64]).toContain(booking.shown);
    expect(new URL(booking.src).searchParams.get('width')).toBe(String(booking.shown * dpr));
    expect([booking.width, booking.height]).toEqual([booking.shown * dpr, booking.shown * dpr]);
    await ctx.close();
  });
}

test("the client's bookmarks load the lawyers' photos at 64 px", async ({ page }) => {
  await page.goto('/robots.txt');
  await storeSession(page, (await signedIn(CLIENT)).session);
  await page.goto('/client/bookmarks');
  const photo = await loadedPhoto(page, 'main .avatar img');
  expect(photo.shown).toBe(64);
  expect(photo.src.startsWith(RENDER)).toBe(true);
  expect(new URL(photo.src).searchParams.get('width')).toBe('64');
  expect([photo.width, photo.height]).toEqual([64, 64]);
});
