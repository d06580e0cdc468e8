// Live captions in the consultation room (issue 17), with a scripted stand-in for speech recognition.
//
// Why a stand-in: Debian's Chromium has no speech service (Google's is only in Google Chrome), so
// the real window.SpeechRecognition there fails with a 'network' error and no browser in CI can
// turn speech into text. This spec therefore installs, before any page script runs
// (page.addInitScript), a tiny SpeechRecognition class that behaves as the Web Speech API does
// from the page's side: start() begins a session, an interim result (isFinal false) and then a
// final one arrive through onresult as `event.results[i][0].transcript` / `.isFinal` from
// `event.resultIndex`, stop() ends it with onend. What is tested is everything AFTER the
// recognizer: the captions button turning on, the final transcript sent as a caption line
// (room-message Edge Function), translated for the other party through the LibreTranslate-speaking
// test server (e2e/room/server-with-translator.ts: '[en→ko] …'), shown to them as the caption
// overlay on the video and as a caption line in the transcript labelled as machine translation.
// Real speech recognition (microphone audio → text, its accuracy, its languages) is NOT exercised.
//
// The lawyer's context has no speech recognition at all (both SpeechRecognition and
// webkitSpeechRecognition deleted in an init script): its control must say that captions are not
// available in this browser, and stay disabled.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunch, FAKE_MEDIA_FLAGS } from '../chromium.ts';
import { bookFreeSlot, DEMO_LAWYER, DEMO_LAWYER_ID, newClient, signedIn, storeSession, type Persona } from '../common.ts';

test.use({
  launchOptions: chromiumLaunch(FAKE_MEDIA_FLAGS),
});
test.describe.configure({ timeout: 120_000 });

const SPOKEN = 'Do I need a new visa for my new job?';

/** Runs in the page before its scripts: a scripted SpeechRecognition (the Web Speech API's shape). */
function installScriptedRecognition(spoken: string): void {
  type Result = { isFinal: boolean; length: number; 0: { transcript: string; confidence: number } };
  const w = window as unknown as Record<string, unknown> & { __recognition?: { starts: number; langs: string[] } };
  w.__recognition = { starts: 0, langs: [] };
  class ScriptedRecognition extends EventTarget {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((e: { resultIndex: number; results: Result[] }) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onstart: (() => void) | null = null;
    private running = false;
    start(): void {
      if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
      this.running = true;
      const state = w.__recognition!;
      state.starts += 1;
      state.langs.push(this.lang);
      const first = state.starts === 1;
      setTimeout(() => this.onstart?.(), 10);
      if (!first) return; // later sessions (after a silence) hear nothing
      const result = (transcript: string, isFinal: boolean): Result => ({ isFinal, length: 1, 0: { transcript, confidence: 0.9 } });
      // an interim hypothesis first (the room must not send it), then the final one
      setTimeout(() => { if (this.running) this.onresult?.({ resultIndex: 0, results: [result(spoken.split(' ').slice(0, 3).join(' '), false)] }); }, 300);
      setTimeout(() => { if (this.running) this.onresult?.({ resultIndex: 0, results: [result(` ${spoken}`, true)] }); }, 700);
    }
    stop(): void {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => this.onend?.(), 10);
    }
    abort(): void { this.stop(); }
  }
  w.SpeechRecognition = ScriptedRecognition;
  w.webkitSpeechRecognition = ScriptedRecognition;
}

function removeRecognition(): void {
  const w = window as unknown as Record<string, unknown>;
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
}

async function roomPage(browser: Browser, persona: Persona, setup: (page: Page) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[${persona.email}] pageerror`, e.message));
  await setup(page);
  await page.goto('/robots.txt');
  await storeSession(page, persona.session);
  return { context, page };
}

test('captions: a final speech result becomes a caption the other party reads translated; without speech recognition the control says so', async ({ browser }) => {
  const client = await newClient('Captions Client');
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, minutes: 20 });
  const lawyer = await signedIn(DEMO_LAWYER);
  const roomPath = `/room/${booking.id}`;

  const c = await roomPage(browser, client, (page) => page.addInitScript(installScriptedRecognition, SPOKEN));
  const l = await roomPage(browser, lawyer, (page) => page.addInitScript(removeRecognition));

  await test.step('both join', async () => {
    await c.page.goto(roomPath);
    await c.page.getByRole('button', { name: 'Join the consultation' }).click();
    await l.page.goto(roomPath);
    await l.page.getByRole('button', { name: '상담 입장' }).click();
    await expect(c.page.locator('#room-presence')).toHaveText('In the room: You, Lawyer');
    await expect(l.page.locator('#room-presence')).toHaveText('입장한 사람: 나, 의뢰인');
  });

  await test.step('without speech recognition the lawyer\'s control says captions are unavailable', async () => {
    const control = l.page.locator('#room-captions');
    await expect(control).toHaveText('이 브라우저에서는 실시간 자막을 사용할 수 없습니다');
    await expect(control).toBeDisabled();
    await expect(control).toHaveAttribute('data-available', 'false');
    await expect(l.page.locator('#room-captions-hint')).toHaveText('이 브라우저에서는 실시간 자막을 사용할 수 없습니다');
  });

  await test.step('the client turns captions on (the scripted recognizer starts in the client\'s language)', async () => {
    const control = c.page.locator('#room-captions');
    await expect(control).toHaveAttribute('data-available', 'true');
    await expect(control).toHaveText('Turn captions on');
    await control.click();
    await expect(control).toHaveText('Turn captions off');
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    const rec = await c.page.evaluate(() => (window as unknown as { __recognition: { starts: number; langs: string[] } }).__recognition);
    expect(rec.starts).toBeGreaterThanOrEqual(1);
    expect(rec.langs[0]).toBe('en-US');
  });

  await test.step('the final result is the client\'s own caption line, untranslated for them', async () => {
    const mine = c.page.locator('.room-line.mine.caption');
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('.room-line-text')).toHaveText(SPOKEN);
    await expect(mine.locator('.room-kind')).toHaveText('Caption');
    await expect(mine.locator('.room-mt')).toHaveCount(0);
  });

  await test.step('the lawyer sees it translated: the caption overlay on the video and a caption line labelled machine translation', async () => {
    const overlay = l.page.locator('#room-remote-caption');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveText(`[en→ko] ${SPOKEN}`);
    const line = l.page.locator('.room-line.caption:not(.mine)');
    await expect(line).toHaveCount(1);
    await expect(line.locator('.room-line-text')).toHaveText(`[en→ko] ${SPOKEN}`);
    await expect(line.locator('.room-kind')).toHaveText('자막');
    await expect(line.locator('.room-mt')).toHaveText('기계 번역');
    await line.getByRole('button', { name: '원문 보기' }).click();
    await expect(line.locator('.room-line-original')).toHaveText(`원문: ${SPOKEN}`);
    // the interim hypothesis was never sent
    await expect(l.page.locator('.room-line')).toHaveCount(1);
  });

  await test.step('turning captions off stops the recognizer', async () => {
    const control = c.page.locator('#room-captions');
    await control.click();
    await expect(control).toHaveText('Turn captions on');
    await expect(control).toHaveAttribute('aria-pressed', 'false');
  });

  await c.context.close();
  await l.context.close();
});
