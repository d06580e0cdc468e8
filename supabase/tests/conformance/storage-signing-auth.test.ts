// Issue 28 item 6 (Storage): signed transformed image URLs carrying the transformation as Storage
// encodes it, and Storage's refusals for a missing or malformed Authorization header.
//
// Signed URLs, from supabase/storage:
//   src/http/routes/object/getSignedURL.ts — transformationOptions = {
//     transformations: ImageRenderer.applyTransformation(request.body.transform || {}, true).join(','),
//     format: request.body.transform?.format || '' }
//   src/storage/object.ts signObjectUrl — empty keys dropped, signJWT({ url, ...metadata }, secret,
//     expiresIn), `/${metadata?.transformations ? 'render/image' : 'object'}/sign/${url}?token=…`
//   src/storage/renderer/image.ts applyTransformation(options, keepOriginal = true) — height and width
//     clamped to the size limits, `resize:${options.resize}` whenever a size is given (so
//     `resize:undefined` without one), quality, `format:` only when not 'origin'
//   src/http/routes/render/renderSignedImage.ts — renders only the token's `transformations`
// storage-js createSignedUrl(path, expiresIn, { transform }) posts { expiresIn, transform } and
// answers encodeURI(url + signedURL).
//
// Authorization, from supabase/storage src/http/plugins/jwt.ts: request.jwt =
// (request.headers.authorization || '').replace(/^Bearer\s+/i, ''), then verifyJWT; a failure on
// a route without allowInvalidJwt is ERRORS.AccessDenied(err.message) — { statusCode: '403', code:
// 'AccessDenied', error: 'Unauthorized', message } on HTTP 400 (src/storage/errors.ts render),
// with jsonwebtoken's messages ('jwt must be provided' for an empty token, 'jwt malformed' for one
// that is not three dot-separated parts). The gateway forwards any Authorization that is not
// `Bearer sb_…` unchanged (Supabase CLI kong.yml BearerToken), so the apikey does not stand in.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { createUser, serviceClient, startStorageServer, TEST_DB, type TestUser } from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const svc = serviceClient(s).storage;
  await svc.createBucket('signed-pics', { public: false });
  expect((await svc.from('signed-pics').upload('wide.png', png, { contentType: 'image/png' })).error).toBeNull();
  expect((await svc.from('signed-pics').upload('folder/a b.png', png, { contentType: 'image/png' })).error).toBeNull();
});
afterAll(async () => { await s?.close(); });

/** The signed URL's path (after /storage/v1) and its token's payload. */
function parts(signedUrl: string): { path: string; payload: Record<string, unknown> } {
  const u = new URL(signedUrl);
  const token = u.searchParams.get('token')!;
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  return { path: decodeURI(u.pathname.replace(/^\/storage\/v1/, '')), payload };
}

async function sign(path: string, transform?: Record<string, unknown>) {
  const { data, error } = await serviceClient(s).storage.from('signed-pics').createSignedUrl(path, 60, transform ? { transform } : undefined);
  expect(error).toBeNull();
  return parts(data!.signedUrl);
}

describe(`signed transformed image URLs as Storage encodes them on ${TEST_DB}`, () => {
  test('width, height and resize: /render/image/sign/, token { url, transformations: "height:…,width:…,resize:…", iat, exp }', async () => {
    const { path, payload } = await sign('wide.png', { width: 80, height: 20, resize: 'fill', quality: 60 });
    expect(path).toBe('/render/image/sign/signed-pics/wide.png');
    expect(Object.keys(payload)).toEqual(['url', 'transformations', 'iat', 'exp']);
    expect(payload).toMatchObject({ url: 'signed-pics/wide.png', transformations: 'height:20,width:80,resize:fill,quality:60' });
    expect((payload.exp as number) - (payload.iat as number)).toBe(60);
  });

  test('a size without resize is signed as `resize:undefined` (Storage\'s template literal) and renders as cover', async () => {
    const { payload } = await sign('wide.png', { width: 100, height: 100 });
    expect(payload.transformations).toBe('height:100,width:100,resize:undefined');
    const { data } = await serviceClient(s).storage.from('signed-pics').createSignedUrl('wide.png', 60, { transform: { width: 100, height: 100 } });
    const img = await fetch(data!.signedUrl, { headers: { Accept: 'image/png' } });
    expect(img.status).toBe(200);
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]); // cover: cropped to the box
  });

  test('sizes are clamped in the token (at most 2500), as applyTransformation does', async () => {
    expect((await sign('wide.png', { width: 3000, resize: 'contain' })).payload.transformations).toBe('width:2500,resize:contain');
  });

  test('format avif is both in `transformations` and as the token\'s `format`', async () => {
    const { path, payload } = await sign('wide.png', { width: 50, format: 'avif' });
    expect(path).toBe('/render/image/sign/signed-pics/wide.png');
    expect(Object.keys(payload)).toEqual(['url', 'transformations', 'format', 'iat', 'exp']);
    expect(payload).toMatchObject({ transformations: 'width:50,resize:undefined,format:avif', format: 'avif' });
  });

  test('format origin is left out of `transformations` but kept as `format`; alone it signs a plain object URL', async () => {
    const withSize = await sign('wide.png', { width: 50, format: 'origin' });
    expect(withSize.payload).toMatchObject({ transformations: 'width:50,resize:undefined', format: 'origin' });
    const alone = await sign('wide.png', { format: 'origin' });
    expect(alone.path).toBe('/object/sign/signed-pics/wide.png');
    expect(Object.keys(alone.payload)).toEqual(['url', 'format', 'iat', 'exp']);
    // and that URL serves the object itself
    const { data } = await serviceClient(s).storage.from('signed-pics').createSignedUrl('wide.png', 60, { transform: { format: 'origin' } });
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  test('no transform, or an empty one: /object/sign/ with { url, iat, exp } only; the key is signed decoded', async () => {
    for (const t of [undefined, {}]) {
      const { path, payload } = await sign('folder/a b.png', t);
      expect(path).toBe('/object/sign/signed-pics/folder/a b.png');
      expect(Object.keys(payload)).toEqual(['url', 'iat', 'exp']);
      expect(payload.url).toBe('signed-pics/folder/a b.png');
    }
  });
});

describe(`Storage's refusal of a missing or malformed Authorization header on ${TEST_DB}`, () => {
  const list = (headers: Record<string, string>) => fetch(`${s.url}/storage/v1/bucket`, { headers });
  const refusal = (message: string) => ({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message });

  test('no Authorization and no apikey: 400 AccessDenied "jwt must be provided"', async () => {
    const r = await list({});
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual(refusal('jwt must be provided'));
  });

  test('an Authorization that is not a bearer token is verified as it stands, even with a valid apikey: "jwt malformed"', async () => {
    for (const authorization of ['Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'Bearer', 'Token abc', `${alice.token}`.split('.').slice(0, 2).join('.')]) {
      const r = await list({ apikey: s.anonKey, authorization });
      expect(r.status, authorization).toBe(400);
      expect(await r.json()).toEqual(refusal('jwt malformed'));
    }
  });

  test('a bearer token that is not a JWT: "jwt malformed"; an undecodable one: "invalid token"', async () => {
    const malformed = await list({ apikey: s.anonKey, authorization: 'Bearer not-a-jwt' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual(refusal('jwt malformed'));
    const garbage = await list({ apikey: s.anonKey, authorization: 'Bearer a.b.c' });
    expect(await garbage.json()).toEqual(refusal('invalid token'));
  });

  test('the scheme is case-insensitive and the user\'s token still works; public routes (allowInvalidJwt) stay open as anon', async () => {
    const ok = await list({ apikey: s.anonKey, authorization: `bearer ${alice.token}` });
    expect(ok.status).toBe(200);
    await serviceClient(s).storage.createBucket('open-pics', { public: true });
    await serviceClient(s).storage.from('open-pics').upload('x.txt', 'x', { contentType: 'text/plain' });
    const pub = await fetch(`${s.url}/storage/v1/object/public/open-pics/x.txt`, { headers: { authorization: 'Basic abc' } });
    expect(pub.status).toBe(200);
  });
});
