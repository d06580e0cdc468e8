// The consultation room (issue 17) in Chromium with fake camera and microphone: the client enters
// from "Join" in the client portal and the lawyer from "상담 입장" in the lawyer portal; each sees
// the other's video playing (frames advancing); a chat line arrives translated by the test's
// LibreTranslate-speaking server (e2e/room/server-with-translator.ts), marked as machine
// translation with the original one click away; a reload joins again and the video comes back;
// a third account and a signed-out visitor are refused and learn nothing about the booking.
// The server opens rooms 400 days ahead (ROOM_OPENS_MINUTES_BEFORE in playwright.config.ts).
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunch, FAKE_MEDIA_FLAGS } from '../chromium.ts';
import { bookFreeSlot, CLIENT2, DEMO_LAWYER, DEMO_LAWYER_ID, newClient, signedIn, storeSession, type Persona } from '../common.ts';

test.use({
  launchOptions: chromiumLaunch(FAKE_MEDIA_FLAGS),
});
test.describe.configure({ timeout: 180_000 });

async function signedInPage(browser: Browser, persona: Persona): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[${persona.email}] pageerror`, e.message));
  page.on('console', (m) => { if (m.text().includes('[room]')) console.log(`[${persona.email}]`, m.text()); });
  await page.goto('/robots.txt');
  await storeSession(page, persona.session);
  return { context, page };
}

/** The remote video's playback position, twice: it must be playing and advancing. */
async function expectRemoteVideoPlaying(page: Page): Promise<void> {
  const position = () => page.evaluate(() => {
    const v = document.getElementById('room-remote-video') as HTMLVideoElement;
    return v.srcObject && !v.paused && v.readyState >= 2 && v.videoWidth > 0 ? v.currentTime : -1;
  });
  try {
    await expect.poll(position, { timeout: 30_000 }).toBeGreaterThan(0.5);
  } catch (e) {
    console.log('[room] remote video not playing:', await page.evaluate(() => {
      const v = document.getElementById('room-remote-video') as HTMLVideoElement;
      return { state: document.getElementById('room-call-state')?.dataset.state, text: document.getElementById('room-call-state')?.textContent, src: Boolean(v.srcObject), tracks: (v.srcObject as MediaStream | null)?.getTracks().map((t) => `${t.kind}:${t.readyState}:${t.muted}`), paused: v.paused, readyState: v.readyState, w: v.videoWidth };
    }));
    throw e;
  }
  const first = await position();
  await expect.poll(position, { timeout: 10_000 }).toBeGreaterThan(first + 0.5);
}

test('client and lawyer meet in the room: video both ways, translated chat, reload, outsiders refused', async ({ browser }) => {
  const client = await newClient('Room Client');
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, minutes: 40 });
  const lawyer = await signedIn(DEMO_LAWYER);
  const roomPath = `/room/${booking.id}`;
  let joinedAt = 0;

  const c = await signedInPage(browser, client);
  const l = await signedInPage(browser, lawyer);

  await test.step('the client joins from "Join" in the client portal', async () => {
    await c.page.goto(`/client/bookings?booking=${booking.id}`);
    const card = c.page.locator(`[data-booking-id="${booking.id}"]`);
    const join = card.getByRole('link', { name: 'Join', exact: true });
    await expect(join).toHaveAttribute('href', roomPath);
    await join.click();
    await c.page.waitForURL(`**${roomPath}`);
    await expect(c.page.getByRole('heading', { name: 'Before you join' })).toBeVisible();
    // the preview plays the fake camera; the device lists are filled
    await expect.poll(() => c.page.evaluate(() => (document.getElementById('room-preview') as HTMLVideoElement).videoWidth)).toBeGreaterThan(0);
    await expect(c.page.locator('#room-camera option')).not.toHaveCount(1);
    await c.page.getByRole('button', { name: 'Join the consultation' }).click();
    await expect(c.page.locator('#room-presence')).toHaveText('Waiting for the lawyer to join…');
  });

  await test.step('the lawyer joins from "상담 입장" in the lawyer portal (Korean)', async () => {
    // the booking's own link (as the calendar feed gives it) puts its card first, however many
    // bookings earlier journeys of a full run left this lawyer
    await l.page.goto(`/lawyer/bookings?booking=${booking.id}`);
    const card = l.page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(l.page.locator('[data-testid="booking-card"]').first()).toHaveAttribute('data-booking-id', booking.id);
    const enter = card.getByRole('link', { name: /상담 입장/ });
    await expect(enter).toHaveAttribute('href', roomPath);
    await enter.click();
    await l.page.waitForURL(`**${roomPath}`);
    await expect(l.page.getByRole('heading', { name: '입장 전 확인' })).toBeVisible();
    await l.page.getByRole('button', { name: '상담 입장' }).click();
    joinedAt = Date.now();
  });

  await test.step('each sees the other present and the other\'s video playing', async () => {
    await expect(c.page.locator('#room-presence')).toHaveText('In the room: You, Lawyer');
    await expect(l.page.locator('#room-presence')).toHaveText('입장한 사람: 나, 의뢰인');
    await expectRemoteVideoPlaying(c.page);
    await expectRemoteVideoPlaying(l.page);
    // (each check waits for 0.5 s of advancing video after the first frames)
    console.log(`[room] both joined → remote video playing on both sides (incl. ~1 s of checks): ${Date.now() - joinedAt} ms`);
  });

  await test.step('mute and camera off show on the other side', async () => {
    await c.page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(l.page.locator('#room-remote-flags')).toHaveText('음소거됨');
    await c.page.getByRole('button', { name: 'Unmute' }).click();
    await expect(l.page.locator('#room-remote-flags')).toHaveText('');
    await c.page.getByRole('button', { name: 'Camera off' }).click();
    await expect(l.page.locator('#room-remote-flags')).toHaveText('카메라 꺼짐');
    await c.page.getByRole('button', { name: 'Camera on' }).click();
    await expect(l.page.locator('#room-remote-flags')).toHaveText('');
  });

  await test.step('screen sharing replaces the camera for the other side, and stops', async () => {
    await c.page.getByRole('button', { name: 'Share screen' }).click();
    await expect(c.page.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-pressed', 'true');
    await expectRemoteVideoPlaying(l.page);
    await c.page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(c.page.getByRole('button', { name: 'Share screen' })).toHaveAttribute('aria-pressed', 'false');
    await expectRemoteVideoPlaying(l.page);
  });

  await test.step('a chat line arrives translated, marked as machine translation, the original one click away', async () => {
    await c.page.getByPlaceholder('Type a message').fill('Can I extend my visa?');
    await c.page.getByRole('button', { name: 'Send' }).click();
    await expect(c.page.locator('.room-line.mine')).toHaveText(/Can I extend my visa\?/);
    const line = l.page.locator('.room-line:not(.mine)').last();
    await expect(line.locator('.room-line-text')).toHaveText('[en→ko] Can I extend my visa?');
    await expect(line.locator('.room-mt')).toHaveText('기계 번역');
    await line.getByRole('button', { name: '원문 보기' }).click();
    await expect(line.locator('.room-line-original')).toHaveText('원문: Can I extend my visa?');

    await l.page.getByPlaceholder('메시지를 입력하세요').fill('네, 가능합니다.');
    await l.page.getByRole('button', { name: '보내기' }).click();
    const reply = c.page.locator('.room-line:not(.mine)').last();
    await expect(reply.locator('.room-line-text')).toHaveText('[ko→en] 네, 가능합니다.');
    await expect(reply.locator('.room-mt')).toHaveText('Machine translation');
    await expect(reply.getByRole('button', { name: 'Show original' })).toBeVisible();
  });

  await test.step('captions: the control says whether this browser can make them', async () => {
    const captions = c.page.locator('#room-captions');
    const available = await captions.getAttribute('data-available');
    if (available === 'false') await expect(captions).toHaveText('Live captions are not available in this browser');
    else await expect(captions).toHaveText('Turn captions on');
  });

  await test.step('a network drop: the client goes offline and comes back; the room carries on', async () => {
    await c.context.setOffline(true);
    await expect(c.page.locator('#room-call-state')).toHaveAttribute('data-state', 'reconnecting', { timeout: 45_000 });
    await c.context.setOffline(false);
    await expect(c.page.locator('#room-call-state')).not.toHaveAttribute('data-state', 'reconnecting', { timeout: 45_000 });
    await expect(c.page.locator('#room-presence')).toHaveText('In the room: You, Lawyer');
    await expectRemoteVideoPlaying(c.page);
    await c.page.getByPlaceholder('Type a message').fill('Back online.');
    await c.page.getByRole('button', { name: 'Send' }).click();
    await expect(l.page.locator('.room-line:not(.mine)').last().locator('.room-line-text')).toHaveText('[en→ko] Back online.');
  });

  await test.step('a reload joins again by itself; the video comes back both ways and the chat is still there', async () => {
    await c.page.reload();
    await expect(c.page.locator('#room-presence')).toHaveText('In the room: You, Lawyer', { timeout: 20_000 });
    await expectRemoteVideoPlaying(c.page);
    await expectRemoteVideoPlaying(l.page);
    await expect(c.page.locator('.room-line')).toHaveCount(3);
  });

  await test.step('leaving: the other side waits', async () => {
    await c.page.getByRole('button', { name: 'Leave' }).click();
    await expect(l.page.locator('#room-presence')).toHaveText('의뢰인의 입장을 기다리고 있습니다…');
    await expect(c.page.getByRole('button', { name: 'Join the consultation' })).toBeVisible();
  });

  await test.step('a third account is refused and learns nothing; so is a signed-out visitor', async () => {
    const other = await signedInPage(browser, await signedIn(CLIENT2));
    await other.page.goto(roomPath);
    await expect(other.page.locator('#room-message')).toHaveText(/You cannot enter this room/);
    await expect(other.page.locator('#room-prejoin')).toBeHidden();
    await expect(other.page.locator('#room-message')).not.toContainText(booking.time);
    await other.context.close();

    const anon = await browser.newContext();
    const page = await anon.newPage();
    await page.goto(roomPath);
    await expect(page.locator('#room-message')).toHaveText('Please log in to enter the consultation room.');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/auth?next=${encodeURIComponent(roomPath)}`);
    await anon.close();
  });

  await c.context.close();
  await l.context.close();
});

test('the room page\'s JavaScript before the call is small (gzipped ≤ 150 KB)', async ({ browser }) => {
  const client = await newClient('Room Size');
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true });
  const { context, page } = await signedInPage(browser, client);
  const scripts = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    scripts.set(r.url(), (await import('node:zlib')).gzipSync(body).length);
  });
  await page.goto(`/room/${booking.id}`);
  await expect(page.getByRole('button', { name: 'Join the consultation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`[room] JS before the call: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
  expect(total).toBeLessThan(150 * 1024);
  await context.close();
});

test('a browser that refuses the camera: the page says so clearly, and joining without it stays possible', async ({ browser }) => {
  const client = await newClient('Room No Camera');
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true });
  const { context, page } = await signedInPage(browser, client);
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto(`/room/${booking.id}`);
  await expect(page.locator('#room-device-message')).toHaveText(/Your browser refused access to the camera or microphone/);
  await expect(page.getByRole('button', { name: 'Try the camera again' })).toBeVisible();
  await page.getByRole('button', { name: 'Join the consultation' }).click();
  await expect(page.locator('#room-presence')).toHaveText('Waiting for the lawyer to join…');
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeDisabled();
  await context.close();
});

test('before the window the page says when the room opens, in KST and the visitor\'s time; after it, that it closed', async ({ browser }) => {
  const client = await newClient('Room Early');
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true });
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await storeSession(page, client.session);
  // the server opens rooms weeks ahead for these tests: answer as it would before and after the window
  let answer: Record<string, string> = {
    status: 'not_yet', opens_at: '2027-03-02T04:50:00+00:00', closes_at: '2027-03-02T06:10:00+00:00', starts_at: '2027-03-02T05:00:00+00:00', role: 'client',
  };
  await page.route('**/rest/v1/rpc/room_access', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }));
  await page.goto(`/room/${booking.id}`);
  const message = page.locator('#room-message');
  await expect(message).toContainText('The room opens 10 minutes before the consultation.');
  await expect(message).toContainText('Opens at Tue, Mar 2, 2027, 13:50 (Korea time, KST) · Mon, Mar 1, 2027, 23:50 your time');
  await expect(message).toContainText('Consultation starts at Tue, Mar 2, 2027, 14:00 KST');
  await expect(page.locator('#room-prejoin')).toBeHidden();

  answer = { ...answer, status: 'closed' };
  await page.reload();
  await expect(message).toContainText('This consultation room has closed.');
  await expect(message).toContainText('Closed at Tue, Mar 2, 2027, 15:10 KST');
  await expect(page.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/client/bookings');
  await context.close();
});
