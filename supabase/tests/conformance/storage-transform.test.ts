// Issue 18, Storage image transformation with storage-js: getPublicUrl / download / createSignedUrl
// with `transform` (width, height, resize cover/contain/fill, quality, format origin/avif, WebP when
// the client accepts it), Storage's query validation, private buckets through RLS and signed URLs
// carrying their transformations, a non-image refused, and repeated requests served from cache.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, clientWithToken, createUser, errorParts, serviceClient, startStorageServer, TEST_DB, type TestUser } from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;
let png: Buffer;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const svc = serviceClient(s).storage;
  await svc.createBucket('pics', { public: true });
  await svc.createBucket('private-pics', { public: false });
  expect((await svc.from('pics').upload('wide.png', png, { contentType: 'image/png' })).error).toBeNull();
  const noise = await sharp(crypto.randomBytes(300 * 150 * 3), { raw: { width: 300, height: 150, channels: 3 } }).png().toBuffer();
  expect((await svc.from('pics').upload('noise.png', noise, { contentType: 'image/png' })).error).toBeNull();
  expect((await svc.from('pics').upload('note.txt', 'not an image', { contentType: 'text/plain' })).error).toBeNull();
  expect((await svc.from('private-pics').upload('wide.png', png, { contentType: 'image/png' })).error).toBeNull();
});
afterAll(async () => { await s?.close(); });

async function image(res: Response): Promise<{ status: number; type: string | null; width?: number; height?: number; format?: string; res: Response }> {
  const buf = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), res };
  const meta = await sharp(buf).metadata();
  return { status: res.status, type: res.headers.get('content-type'), width: meta.width, height: meta.height, format: meta.format, res };
}

describe(`image transformation on ${TEST_DB}`, () => {
  test('public URL with transform: cover crops to the box; WebP when accepted, the source format with format origin', async () => {
    const url = anonClient(s).storage.from('pics').getPublicUrl('wide.png', { transform: { width: 100, height: 100 } }).data.publicUrl;
    expect(url).toContain('/storage/v1/render/image/public/pics/wide.png?width=100&height=100');
    const webp = await image(await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } }));
    expect(webp).toMatchObject({ status: 200, type: 'image/webp', width: 100, height: 100, format: 'webp' });
    expect(webp.res.headers.get('x-transformations')).toBe('height:100,width:100,resize:cover');
    const origin = await image(await fetch(anonClient(s).storage.from('pics').getPublicUrl('wide.png', { transform: { width: 100, height: 100, format: 'origin' } }).data.publicUrl, { headers: { Accept: 'image/webp' } }));
    expect(origin).toMatchObject({ type: 'image/png', width: 100, height: 100, format: 'png' });
    const noAccept = await image(await fetch(url));
    expect(noAccept.format).toBe('png');
  });

  test('contain fits inside the box keeping the aspect; fill stretches; never enlarged; width alone keeps the aspect', async () => {
    const base = `${s.url}/storage/v1/render/image/public/pics/wide.png`;
    expect(await image(await fetch(`${base}?width=100&height=100&resize=contain`))).toMatchObject({ width: 100, height: 50 });
    expect(await image(await fetch(`${base}?width=100&height=100&resize=fill`))).toMatchObject({ width: 100, height: 100 });
    expect(await image(await fetch(`${base}?width=2000`))).toMatchObject({ width: 400, height: 200 });
    expect(await image(await fetch(`${base}?width=200`))).toMatchObject({ width: 200, height: 100 });
    const avif = await image(await fetch(`${base}?width=50&format=avif`));
    expect(avif.type).toBe('image/avif');
  });

  test('quality changes the bytes; Storage\'s validation messages for bad parameters', async () => {
    const base = `${s.url}/storage/v1/render/image/public/pics/noise.png?width=300&height=150`;
    const hi = Buffer.from(await (await fetch(`${base}&quality=100`, { headers: { Accept: 'image/webp' } })).arrayBuffer());
    const lo = Buffer.from(await (await fetch(`${base}&quality=20`, { headers: { Accept: 'image/webp' } })).arrayBuffer());
    expect(lo.length).toBeLessThan(hi.length);
    const bad = await fetch(`${base}&resize=stretch`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', message: 'querystring/resize must be equal to one of the allowed values' });
    const q = await fetch(`${base}&quality=5`);
    expect((await q.json()).message).toBe('querystring/quality must be >= 20');
  });

  test('private bucket: download with transform as the caller (RLS), signed URL carrying its transformations', async () => {
    const svc = serviceClient(s).storage.from('private-pics');
    const dl = await svc.download('wide.png', { transform: { width: 40, height: 40 } });
    expect(dl.error).toBeNull();
    const meta = await sharp(Buffer.from(await dl.data!.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([40, 40]);
    const denied = await clientWithToken(s, alice.token).storage.from('private-pics').download('wide.png', { transform: { width: 40 } });
    expect(errorParts(denied.error)?.statusCode ?? String(denied.error && (denied.error as { status?: number }).status)).toMatch(/400|404/);

    const signed = await svc.createSignedUrl('wide.png', 60, { transform: { width: 80, height: 20, resize: 'fill' } });
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain('/storage/v1/render/image/sign/private-pics/wide.png?token=');
    // the token's transformations apply; query parameters cannot change them
    const got = await image(await fetch(`${signed.data!.signedUrl}&width=300`));
    expect(got).toMatchObject({ status: 200, width: 80, height: 20 });
    const forged = await fetch(`${s.url}/storage/v1/render/image/sign/private-pics/wide.png?token=abc`);
    expect(forged.status).toBe(400);
  });

  test('a file that is not an image is refused; a missing object is NoSuchKey; the second request is served from cache', async () => {
    const txt = await fetch(`${s.url}/storage/v1/render/image/public/pics/note.txt?width=10`);
    expect(txt.status).toBe(400);
    expect((await txt.json()).statusCode).toBe('422');
    const missing = await fetch(`${s.url}/storage/v1/render/image/public/pics/none.png?width=10`);
    expect((await missing.json()).code).toBe('NoSuchKey');
    const url = `${s.url}/storage/v1/render/image/public/pics/wide.png?width=123`;
    const t0 = performance.now();
    await (await fetch(url)).arrayBuffer();
    const first = performance.now() - t0;
    const t1 = performance.now();
    const again = await fetch(url);
    await again.arrayBuffer();
    const second = performance.now() - t1;
    expect(again.status).toBe(200);
    expect(second).toBeLessThan(first + 50);
    const etag = again.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(url, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });
});
