// The consultation room's chat and captions (issue 17): the Edge Function room-message writes a
// line only for the booking's client or lawyer while the room is open, translated for the other
// party through the configured provider (a local server speaking the LibreTranslate API here, and
// one speaking DeepL's), never forged by a participant; only the two parties read the transcript;
// with no provider the line is kept untranslated; the retention purge removes it.
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectError, expectOk, futureSlots, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let otherLawyer: Persona;
let bookingId: string;

/** A translation server speaking LibreTranslate's or DeepL's API; records what it was asked. */
interface FakeTranslator { url: string; requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[]; close(): Promise<void> }
async function fakeTranslator(): Promise<FakeTranslator> {
  const requests: FakeTranslator['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/translate') {
        res.end(JSON.stringify({ translatedText: `[${body.source}→${body.target}] ${body.q}` }));
      } else if (req.url === '/v2/translate') {
        const texts = body.text as string[];
        res.end(JSON.stringify({ translations: texts.map((t) => ({ detected_source_language: body.source_lang, text: `[${body.source_lang}→${body.target_lang}] ${t}` })) }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
let translator: FakeTranslator;

beforeAll(async () => {
  translator = await fakeTranslator();
  s = await startTestServer({
    migrationsDir: MIGRATIONS,
    seedFile: null,
    overrides: { functionsEnv: { TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: translator.url } },
  });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  otherLawyer = await signUpLawyer(s, 'other-room-msg');
  await approve(P.admin, otherLawyer.id);
  const [slot] = await futureSlots(s, 1, 5);
  bookingId = (expectOk(await book(P.clientA, P.lawyer.id, slot)) as { id: string }).id;
  await pay(P.clientA, bookingId);
  await sql(s, `update public.profiles set preferred_locale = 'vi' where id = $1`, [P.clientA.id]);
  await openRoom(true);
});
afterAll(async () => {
  await s?.close();
  await translator?.close();
});

async function openRoom(open: boolean): Promise<void> {
  await sql(s, `update private.app_settings set value = $1 where key = 'room.opens_minutes_before'`, [open ? String(60 * 24 * 60) : '10']);
}

async function say(p: Persona | null, body: Record<string, unknown>) {
  const r = await fetch(`${s.url}/functions/v1/room-message`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: s.anonKey, Authorization: `Bearer ${p ? p.token : s.anonKey}` },
    body: JSON.stringify({ booking_id: bookingId, kind: 'chat', ...body }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe(`room chat and captions on ${TEST_DB}`, () => {
  test('the client\'s line is translated into Korean for the lawyer; the lawyer\'s into the client\'s language', async () => {
    const fromClient = await say(P.clientA, { text: 'Xin chào luật sư', lang: 'vi' });
    expect(fromClient.status).toBe(200);
    expect(fromClient.body).toMatchObject({
      author_id: P.clientA.id, kind: 'chat', original_text: 'Xin chào luật sư', original_lang: 'vi',
      translated_text: '[vi→ko] Xin chào luật sư', translated_lang: 'ko', translation_provider: 'libretranslate',
    });
    const fromLawyer = await say(P.lawyer, { text: '안녕하세요', kind: 'caption' });
    expect(fromLawyer.body).toMatchObject({
      author_id: P.lawyer.id, kind: 'caption', original_lang: 'ko', translated_text: '[ko→vi] 안녕하세요', translated_lang: 'vi',
    });
    expect(translator.requests.map((r) => [r.path, r.body.source, r.body.target])).toEqual([['/translate', 'vi', 'ko'], ['/translate', 'ko', 'vi']]);
  });

  test('only the two parties read the transcript; nobody writes it directly or forges a translation', async () => {
    for (const p of [P.clientA, P.lawyer]) {
      const rows = expectOk(await p.db.from('room_messages').select('original_text, translated_text').eq('booking_id', bookingId).order('created_at'));
      expect(rows.map((r) => r.original_text)).toEqual(['Xin chào luật sư', '안녕하세요']);
    }
    for (const p of [P.clientB, otherLawyer, P.admin]) {
      expect(expectOk(await p.db.from('room_messages').select('id').eq('booking_id', bookingId))).toEqual([]);
    }
    expect((await P.anon.from('room_messages').select('id')).error?.code).toBe('42501');
    expectError(await P.clientA.db.from('room_messages').insert({
      booking_id: bookingId, author_id: P.clientA.id, kind: 'chat', original_text: 'x', original_lang: 'en',
      translated_text: 'forged', translated_lang: 'ko', translation_provider: 'deepl',
    }), '42501');
    expectError(await P.clientA.db.rpc('add_room_message', {
      p_author_id: P.clientA.id, p_booking_id: bookingId, p_kind: 'chat', p_original_text: 'x', p_original_lang: 'en',
      p_translated_text: 'forged', p_translated_lang: 'ko', p_provider: 'deepl',
    }), '42501');
  });

  test('everyone else is refused, and everyone outside the window', async () => {
    for (const p of [P.clientB, otherLawyer, P.admin]) {
      expect((await say(p, { text: 'let me in' })).status).toBe(403);
    }
    expect((await say(null, { text: 'anonymous' })).status).toBe(401);
    await openRoom(false);
    try {
      for (const p of [P.clientA, P.lawyer]) expect((await say(p, { text: 'too early' })).status).toBe(403);
    } finally {
      await openRoom(true);
    }
    expect((await say(P.clientA, { text: '' })).status).toBe(400);
    expect((await say(P.clientA, { text: 'x'.repeat(2001) })).status).toBe(400);
  });

  test('DeepL by configuration; with no provider the line is kept untranslated; a failing provider loses no line', async () => {
    s.cfg.functionsEnv.TRANSLATE_PROVIDER = 'deepl';
    s.cfg.functionsEnv.DEEPL_API_KEY = 'test-key';
    s.cfg.functionsEnv.DEEPL_API_URL = translator.url;
    try {
      const viaDeepL = await say(P.clientA, { text: 'Cảm ơn', lang: 'vi' });
      expect(viaDeepL.body).toMatchObject({ translated_text: '[VI→KO] Cảm ơn', translation_provider: 'deepl' });
      expect(translator.requests.at(-1)).toMatchObject({ path: '/v2/translate', auth: 'DeepL-Auth-Key test-key' });
      const toChinese = await (async () => {
        await sql(s, `update public.profiles set preferred_locale = 'zh' where id = $1`, [P.clientA.id]);
        return say(P.lawyer, { text: '감사합니다' });
      })();
      expect(toChinese.body).toMatchObject({ translated_text: '[KO→ZH-HANS] 감사합니다', translated_lang: 'zh' });

      s.cfg.functionsEnv.TRANSLATE_PROVIDER = 'none';
      const asked = translator.requests.length;
      const plain = await say(P.clientA, { text: 'No provider', lang: 'en' });
      expect(plain.body).toMatchObject({ original_text: 'No provider', translated_text: null, translated_lang: null, translation_provider: 'none' });
      expect(translator.requests.length).toBe(asked);

      s.cfg.functionsEnv.TRANSLATE_PROVIDER = 'libretranslate';
      s.cfg.functionsEnv.LIBRETRANSLATE_URL = 'http://127.0.0.1:9'; // nothing listens there
      const failed = await say(P.clientA, { text: 'Still kept', lang: 'en' });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ original_text: 'Still kept', translated_text: null, translation_provider: 'none' });
    } finally {
      s.cfg.functionsEnv.TRANSLATE_PROVIDER = 'libretranslate';
      s.cfg.functionsEnv.LIBRETRANSLATE_URL = translator.url;
      await sql(s, `update public.profiles set preferred_locale = 'vi' where id = $1`, [P.clientA.id]);
    }
  });

  test('the retention purge takes the transcript with the case description', async () => {
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.room_messages where booking_id = $1`, [bookingId]);
    expect(n).toBeGreaterThan(0);
    await sql(s, `update public.bookings set personal_data_purged_at = now(), case_description = null where id = $1`, [bookingId]);
    const [{ m }] = await sql<{ m: number }>(s, `select count(*)::int as m from public.room_messages where booking_id = $1`, [bookingId]);
    expect(m).toBe(0);
  });
});

describe(`a consultation in another language than Korean (issue 29) on ${TEST_DB}`, () => {
  test('the lawyer speaks the booking\'s language: the client\'s lines are translated into it, the lawyer\'s from it; none when both match', async () => {
    const [, slot] = await futureSlots(s, 2, 5);
    const id = (expectOk(await book(P.clientB, P.lawyer.id, slot!, 20, { consultation_language: 'en' })) as { id: string }).id;
    await pay(P.clientB, id);
    await sql(s, `update public.profiles set preferred_locale = 'vi' where id = $1`, [P.clientB.id]);
    const line = async (p: Persona, body: Record<string, unknown>) => {
      const r = await fetch(`${s.url}/functions/v1/room-message`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: s.anonKey, Authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ booking_id: id, kind: 'chat', ...body }),
      });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };
    // a client reading the room in Vietnamese: their line is translated into English for the lawyer
    expect((await line(P.clientB, { text: 'Xin chào', lang: 'vi' })).body).toMatchObject({
      original_lang: 'vi', translated_text: '[vi→en] Xin chào', translated_lang: 'en', translation_provider: 'libretranslate',
    });
    // the lawyer's English line, into the client's profile language
    expect((await line(P.lawyer, { text: 'Hello, how can I help?' })).body).toMatchObject({
      original_lang: 'en', translated_text: '[en→vi] Hello, how can I help?', translated_lang: 'vi',
    });
    // the client in English (as the room opens for this booking): nothing to translate
    expect((await line(P.clientB, { text: 'My visa expires soon.', lang: 'en' })).body).toMatchObject({
      original_lang: 'en', translated_text: null, translated_lang: null, translation_provider: 'none',
    });
  });
});
