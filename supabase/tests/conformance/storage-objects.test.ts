// Storage objects through supabase-js: upload (raw and multipart), RLS on writes and reads,
// upsert/duplicates, bucket limits, downloads (authenticated, public, headers), info, HEAD,
// invalid tokens and path traversal.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import {
  anonClient, authHeaders, clientWithToken, createUser, errorParts, rawRequest, serviceClient, startStorageServer,
  tokenFor, TEST_DB, type TestUser,
} from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
  bob = await createUser(s, 'bob');
});
afterAll(async () => { await s?.close(); });

const storageUrl = () => `${s.url}/storage/v1`;

/** Raw JSON of a failing storage request (to see the body storage-js does not expose). */
async function rawError(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe(`storage objects on ${TEST_DB}`, () => {
  test('upload into own folder: {path, id, fullPath}; row owned by the JWT sub with storage metadata', async () => {
    const { data, error } = await alice.client.storage.from('avatars').upload(`${alice.id}/hello.txt`, 'hello world', {
      contentType: 'text/plain',
      cacheControl: '120',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${alice.id}/hello.txt`, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `avatars/${alice.id}/hello.txt` });

    const row = (await s.db.query<{ id: string; owner: string; owner_id: string; metadata: Record<string, unknown>; version: string }>(
      `select id, owner, owner_id, metadata, version from storage.objects where bucket_id = 'avatars' and name = $1`,
      [`${alice.id}/hello.txt`],
    )).rows[0];
    expect(row.id).toBe(data!.id);
    expect(row.owner).toBe(alice.id);
    expect(row.owner_id).toBe(alice.id);
    expect(row.metadata).toEqual({
      eTag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"',
      size: 11,
      mimetype: 'text/plain',
      cacheControl: 'max-age=120',
      lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      contentLength: 11,
      httpStatusCode: 200,
    });
    // Bytes on disk under <storageDir>/<bucket>/<name>/<version>, nothing left in the temp dir.
    const file = path.join(s.cfg.storageDir, 'avatars', alice.id, 'hello.txt', row.version);
    expect(fs.readFileSync(file, 'utf8')).toBe('hello world');
    expect(fs.readdirSync(path.join(s.cfg.storageDir, '.tmp'))).toEqual([]);
  });

  test("upload into another user's folder is denied by RLS (403 AccessDenied, HTTP 400)", async () => {
    const { data, error } = await alice.client.storage.from('avatars').upload(`${bob.id}/evil.txt`, 'x');
    expect(data).toBeNull();
    expect(errorParts(error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' });

    const res = await fetch(`${storageUrl()}/object/avatars/${bob.id}/evil.txt`, {
      method: 'POST',
      headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(await rawError(res)).toEqual({
      status: 400,
      body: { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' },
    });
    const n = await s.db.query(`select 1 from storage.objects where name like $1`, [`${bob.id}/%`]);
    expect(n.rows).toEqual([]);
  });

  test('anon upload is denied', async () => {
    const { error } = await anonClient(s).storage.from('avatars').upload('anon/file.txt', 'x');
    expect(errorParts(error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' });
  });

  test('duplicate without upsert: 409 Duplicate; with upsert the object is replaced; update() replaces', async () => {
    const p = `${alice.id}/dup.txt`;
    expect((await alice.client.storage.from('avatars').upload(p, 'one')).error).toBeNull();
    const dup = await alice.client.storage.from('avatars').upload(p, 'two');
    expect(errorParts(dup.error)).toEqual({ status: 400, statusCode: '409', code: 'ResourceAlreadyExists', message: 'The resource already exists' });
    const raw = await fetch(`${storageUrl()}/object/avatars/${p}`, { method: 'POST', headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' }, body: 'two' });
    expect((await rawError(raw)).body).toEqual({ statusCode: '409', code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });

    const before = (await s.db.query<{ id: string; version: string }>(`select id, version from storage.objects where name = $1`, [p])).rows[0];
    const up = await alice.client.storage.from('avatars').upload(p, 'three', { upsert: true, contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data!.id).toBe(before.id); // same row, new version
    const dl = await alice.client.storage.from('avatars').download(p);
    expect(await dl.data!.text()).toBe('three');

    const upd = await alice.client.storage.from('avatars').update(p, 'four', { contentType: 'text/plain' });
    expect(upd.error).toBeNull();
    expect(await (await alice.client.storage.from('avatars').download(p)).data!.text()).toBe('four');
    // Replaced versions are removed from disk: only the current one remains.
    const after = (await s.db.query<{ version: string }>(`select version from storage.objects where name = $1`, [p])).rows[0];
    expect(fs.readdirSync(path.join(s.cfg.storageDir, 'avatars', alice.id, 'dup.txt'))).toEqual([after.version]);
    expect(after.version).not.toBe(before.version);
  });

  test("upsert over another user's object is denied", async () => {
    const p = `${bob.id}/mine.txt`;
    expect((await bob.client.storage.from('avatars').upload(p, 'bob')).error).toBeNull();
    const { error } = await alice.client.storage.from('avatars').upload(p, 'alice', { upsert: true });
    expect(errorParts(error)?.statusCode).toBe('403');
    expect(errorParts(error)?.code).toBe('AccessDenied');
    expect(await (await bob.client.storage.from('avatars').download(p)).data!.text()).toBe('bob');
  });

  test('bucket file_size_limit: 413 Payload too large (HTTP 400), nothing stored', async () => {
    const p = `${alice.id}/big.txt`;
    const big = 'x'.repeat(2000);
    const { error } = await alice.client.storage.from('documents').upload(p, big, { contentType: 'text/plain' });
    expect(errorParts(error)).toEqual({ status: 400, statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' });
    const raw = await fetch(`${storageUrl()}/object/documents/${p}`, { method: 'POST', headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' }, body: big });
    expect(await rawError(raw)).toEqual({
      status: 400,
      body: { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
    });
    // Also when streamed without a Content-Length (chunked): checked while reading.
    const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    const chunked = await fetch(`${storageUrl()}/object/documents/${p}`, {
      method: 'POST', headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' }, body: stream, duplex: 'half',
    } as RequestInit);
    expect((await rawError(chunked)).body.statusCode).toBe('413');
    // Exactly at the limit is fine.
    const ok = await alice.client.storage.from('documents').upload(`${alice.id}/limit.txt`, 'y'.repeat(1024), { contentType: 'text/plain' });
    expect(ok.error).toBeNull();
    expect((await s.db.query(`select 1 from storage.objects where name = $1`, [p])).rows).toEqual([]);
    expect(fs.readdirSync(path.join(s.cfg.storageDir, '.tmp'))).toEqual([]);
  });

  test('bucket allowed_mime_types: exact, wildcard image/*, and rejection', async () => {
    const docs = alice.client.storage.from('documents');
    expect((await docs.upload(`${alice.id}/a.pdf`, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' })).error).toBeNull();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    expect((await docs.upload(`${alice.id}/a.png`, png, { contentType: 'image/png' })).error).toBeNull();
    // storage-js' default content type carries a charset parameter; the base type decides.
    expect((await docs.upload(`${alice.id}/default.txt`, 'text')).error).toBeNull();
    const bad = await docs.upload(`${alice.id}/a.json`, '{}', { contentType: 'application/json' });
    expect(errorParts(bad.error)).toEqual({ status: 400, statusCode: '415', code: 'InvalidMimeType', message: 'mime type application/json is not supported' });
    const raw = await fetch(`${storageUrl()}/object/documents/${alice.id}/b.json`, { method: 'POST', headers: { ...authHeaders(s, alice.token), 'content-type': 'application/json' }, body: '{}' });
    expect((await rawError(raw)).body).toEqual({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'mime type application/json is not supported' });
  });

  // Hosted Storage validates only the declared Content-Type (src/storage/uploader.ts: validateMimeType
  // of the header or the multipart part's type), copies across buckets without a type check
  // (src/storage/object.ts copyObject: canUpload = RLS only), and serves with the stored type,
  // Content-Disposition only for ?download and no X-Content-Type-Options
  // (src/storage/renderer/renderer.ts). Content is never inspected.
  test('a bucket created with allowed_mime_types accepts any bytes declared as an allowed type, and serves them as declared', async () => {
    const svc = serviceClient(s);
    const id = `typed-${Date.now()}`;
    expect((await svc.storage.createBucket(id, { public: true, allowedMimeTypes: ['image/png', 'image/jpeg'] })).error).toBeNull();
    const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const b = svc.storage.from(id);
    expect((await b.upload('page.png', Buffer.from(html), { contentType: 'image/png' })).error).toBeNull();
    expect((await b.upload('drawing.jpg', new Blob([svg], { type: 'image/jpeg' }))).error).toBeNull(); // multipart
    expect((await b.upload('empty.png', Buffer.alloc(0), { contentType: 'image/png' })).error).toBeNull();
    // only the declared type is checked
    expect(errorParts((await b.upload('page.html', Buffer.from(html), { contentType: 'text/html' })).error))
      .toEqual({ status: 400, statusCode: '415', code: 'InvalidMimeType', message: 'mime type text/html is not supported' });
    for (const [name, body, type] of [['page.png', html, 'image/png'], ['drawing.jpg', svg, 'image/jpeg']] as const) {
      const res = await fetch(b.getPublicUrl(name).data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBeNull();
      expect(await res.text()).toBe(body);
      const signed = await fetch((await b.createSignedUrl(name, 60)).data!.signedUrl);
      expect(signed.headers.get('content-disposition')).toBeNull();
      expect(signed.headers.get('x-content-type-options')).toBeNull();
      const dl = await fetch(b.getPublicUrl(name, { download: true }).data.publicUrl);
      expect(dl.headers.get('content-disposition')).toBe('attachment;');
    }
    // a copy from a bucket without a type list is not checked against the destination's types
    const open = `open-${Date.now()}`;
    expect((await svc.storage.createBucket(open, { public: false })).error).toBeNull();
    expect((await svc.storage.from(open).upload('page.html', Buffer.from(html), { contentType: 'text/html' })).error).toBeNull();
    expect((await svc.storage.from(open).copy('page.html', 'copied.html', { destinationBucket: id })).error).toBeNull();
  });

  test('multipart upload from Blob, File and FormData (storage-js sends form data for these)', async () => {
    const b = alice.client.storage.from('avatars');
    const blob = new Blob(['blob body'], { type: 'image/png' });
    const r1 = await b.upload(`${alice.id}/blob.png`, blob, { cacheControl: '60' });
    expect(r1.error).toBeNull();
    const file = new File(['file body'], 'ignored-name.txt', { type: 'text/plain' });
    const r2 = await b.upload(`${alice.id}/file.txt`, file);
    expect(r2.error).toBeNull();
    const form = new FormData();
    form.append('cacheControl', '30');
    form.append('metadata', JSON.stringify({ source: 'form' }));
    form.append('file', new Blob(['form body'], { type: 'text/csv' }));
    const r3 = await b.upload(`${alice.id}/form.csv`, form);
    expect(r3.error).toBeNull();

    const rows = (await s.db.query<{ name: string; metadata: { mimetype: string; cacheControl: string; size: number }; user_metadata: unknown }>(
      `select name, metadata, user_metadata from storage.objects where name = any($1) order by name`,
      [[`${alice.id}/blob.png`, `${alice.id}/file.txt`, `${alice.id}/form.csv`]],
    )).rows;
    expect(rows.map((r) => [r.name.split('/')[1], r.metadata.mimetype, r.metadata.cacheControl, r.metadata.size, r.user_metadata])).toEqual([
      ['blob.png', 'image/png', 'max-age=60', 9, null],
      ['file.txt', 'text/plain', 'max-age=3600', 9, null],
      ['form.csv', 'text/csv', 'max-age=30', 9, { source: 'form' }],
    ]);
    expect(await (await b.download(`${alice.id}/form.csv`)).data!.text()).toBe('form body');
    // Mime and size rules apply to multipart parts too.
    const bad = await alice.client.storage.from('documents').upload(`${alice.id}/x.bin`, new Blob(['x'], { type: 'application/zip' }));
    expect(errorParts(bad.error)?.code).toBe('InvalidMimeType');
    const big = await alice.client.storage.from('documents').upload(`${alice.id}/x.txt`, new Blob(['z'.repeat(5000)], { type: 'text/plain' }));
    expect(errorParts(big.error)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(fs.readdirSync(path.join(s.cfg.storageDir, '.tmp'))).toEqual([]);
  });

  test('x-metadata header becomes user_metadata; info() and exists()', async () => {
    const p = `${alice.id}/meta.txt`;
    const up = await alice.client.storage.from('avatars').upload(p, 'meta', { contentType: 'text/plain', metadata: { purpose: 'test', n: 1 } });
    expect(up.error).toBeNull();
    const { data, error } = await alice.client.storage.from('avatars').info(p);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: up.data!.id,
      name: p,
      bucketId: 'avatars',
      size: 4,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: { purpose: 'test', n: 1 },
      version: expect.any(String),
      createdAt: expect.any(String),
      lastModified: expect.any(String),
    });
    expect(await alice.client.storage.from('avatars').exists(p)).toEqual({ data: true, error: null });
    const missing = await alice.client.storage.from('avatars').exists(`${alice.id}/nope.txt`);
    expect(missing.data).toBe(false);
    expect(errorParts(missing.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });

  test('download own file; headers Content-Type, Cache-Control, ETag, Content-Length; ?download; If-None-Match 304; Range 206', async () => {
    const p = `${alice.id}/dl.txt`;
    await alice.client.storage.from('avatars').upload(p, 'download me', { contentType: 'text/plain;charset=UTF-8', cacheControl: '300' });
    const { data, error } = await alice.client.storage.from('avatars').download(p);
    expect(error).toBeNull();
    expect(await data!.text()).toBe('download me');

    const res = await fetch(`${storageUrl()}/object/authenticated/avatars/${p}?download=report.txt`, { headers: authHeaders(s, alice.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('max-age=300');
    expect(res.headers.get('content-length')).toBe('11');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=report.txt; filename*=UTF-8''report.txt;");
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await res.text()).toBe('download me');

    const again = await fetch(`${storageUrl()}/object/authenticated/avatars/${p}`, { headers: { ...authHeaders(s, alice.token), 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const part = await fetch(`${storageUrl()}/object/authenticated/avatars/${p}`, { headers: { ...authHeaders(s, alice.token), range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-7/11');
    expect(await part.text()).toBe('download');

    const head = await fetch(`${storageUrl()}/object/authenticated/avatars/${p}`, { method: 'HEAD', headers: authHeaders(s, alice.token) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('11');
    expect(head.headers.get('etag')).toBe(etag);
  });

  test("private bucket: others' files are not found for them (RLS SELECT), readable by listed readers", async () => {
    const p = `${alice.id}/secret.txt`;
    expect((await alice.client.storage.from('documents').upload(p, 'secret', { contentType: 'text/plain' })).error).toBeNull();
    const denied = await bob.client.storage.from('documents').download(p);
    expect(denied.data).toBeNull();
    expect(errorParts(denied.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
    const raw = await fetch(`${storageUrl()}/object/authenticated/documents/${p}`, { headers: authHeaders(s, bob.token) });
    expect(await rawError(raw)).toEqual({ status: 400, body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' } });
    // anon (anon key, no session) sees nothing either
    expect(errorParts((await anonClient(s).storage.from('documents').download(p)).error)?.code).toBe('NoSuchKey');

    const carol = await createUser(s, 'carol');
    await s.db.query(`insert into public.storage_document_readers (user_id) values ($1)`, [carol.id]);
    const ok = await carol.client.storage.from('documents').download(p);
    expect(ok.error).toBeNull();
    expect(await ok.data!.text()).toBe('secret');
  });

  test('public URL: downloads without any auth for a public bucket; refused for a private one', async () => {
    const p = `${alice.id}/public pic.png`;
    await alice.client.storage.from('avatars').upload(p, Buffer.from('PNGDATA'), { contentType: 'image/png' });
    const { data } = alice.client.storage.from('avatars').getPublicUrl(p);
    expect(data.publicUrl).toBe(`${s.url}/storage/v1/object/public/avatars/${alice.id}/public%20pic.png`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('PNGDATA');
    const dl = await fetch(alice.client.storage.from('avatars').getPublicUrl(p, { download: true }).data.publicUrl);
    expect(dl.headers.get('content-disposition')).toBe('attachment;');

    await alice.client.storage.from('documents').upload(`${alice.id}/private.txt`, 'p', { contentType: 'text/plain' });
    const priv = await fetch(alice.client.storage.from('documents').getPublicUrl(`${alice.id}/private.txt`).data.publicUrl);
    expect(await rawError(priv)).toEqual({ status: 400, body: { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' } });
    const missing = await fetch(`${storageUrl()}/object/public/avatars/${alice.id}/nope.png`);
    expect((await rawError(missing)).body).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  test('GET /object/:bucket/* without a token: public bucket served, private bucket AccessDenied', async () => {
    const p = `${alice.id}/open.txt`;
    await alice.client.storage.from('avatars').upload(p, 'open', { contentType: 'text/plain' });
    const res = await fetch(`${storageUrl()}/object/avatars/${p}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('open');
    const priv = await fetch(`${storageUrl()}/object/documents/${alice.id}/secret.txt`);
    expect((await rawError(priv)).body).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Access denied to this bucket' });
  });

  test('invalid and expired JWTs: 403 AccessDenied with the JWT error; missing bucket: 404 NoSuchBucket', async () => {
    const expired = clientWithToken(s, tokenFor(s, alice.id, alice.email, -10));
    const e1 = await expired.storage.from('avatars').upload(`${alice.id}/late.txt`, 'x');
    expect(errorParts(e1.error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'jwt expired' });
    const forged = clientWithToken(s, alice.token.slice(0, -4) + 'AAAA');
    const e2 = await forged.storage.from('avatars').list(alice.id);
    expect(errorParts(e2.error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'invalid signature' });
    const e3 = await alice.client.storage.from('no-such-bucket').upload(`${alice.id}/x.txt`, 'x');
    expect(errorParts(e3.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  test('path traversal never leaves the storage directory', async () => {
    const outside = path.join(path.dirname(s.cfg.storageDir), 'escaped.txt');
    // Encoded slashes keep `..` inside one URL segment, so it reaches the server verbatim.
    for (const p of [
      `/storage/v1/object/avatars/${alice.id}/..%2F..%2F..%2Fescaped.txt`,
      `/storage/v1/object/avatars/${alice.id}%2F..%2F..%2Fescaped.txt`,
      `/storage/v1/object/..%2F..%2Favatars/${alice.id}/x.txt`,
    ]) {
      const r = await rawRequest(s, { method: 'POST', path: p, headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' }, body: 'pwned' });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).code).toMatch(/^(InvalidKey|InvalidBucketName)$/);
    }
    expect(fs.existsSync(outside)).toBe(false);
    // Plain `../` is resolved by URL parsing (client and server) before routing: the upload
    // then targets the other folder and RLS refuses it.
    const r = await rawRequest(s, { method: 'POST', path: `/storage/v1/object/avatars/${alice.id}/../${bob.id}/x.txt`, headers: { ...authHeaders(s, alice.token), 'content-type': 'text/plain' }, body: 'x' });
    expect(JSON.parse(r.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const viaClient = await alice.client.storage.from('avatars').upload(`${alice.id}/../../etc/passwd`, 'x');
    // `avatars/<id>/../../etc/passwd` resolves to the object path `etc/passwd`: a bucket "etc", which does not exist
    expect(viaClient.error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket' });
    expect(fs.existsSync(path.join(path.dirname(s.cfg.storageDir), 'etc'))).toBe(false);
    // Reading with a traversal key is refused the same way.
    const get = await rawRequest(s, { method: 'GET', path: `/storage/v1/object/public/avatars/..%2F..%2Fetc%2Fpasswd` });
    expect(JSON.parse(get.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  test('concurrent upserts and downloads of one key: readers always get a whole version, one file remains', async () => {
    const p = `${alice.id}/race.txt`;
    const b = alice.client.storage.from('avatars');
    const bodies = Array.from({ length: 8 }, (_, i) => `version-${i}-`.repeat(50));
    const results = await Promise.all([
      ...bodies.map((body) => b.upload(p, body, { upsert: true, contentType: 'text/plain' })),
      ...bodies.map(() => b.download(p)),
    ]);
    for (const r of results.slice(0, bodies.length)) expect(r.error).toBeNull();
    for (const r of results.slice(bodies.length)) {
      // A download may come before the first commit (NoSuchKey); otherwise it is one whole body.
      if (r.error) expect(errorParts(r.error)?.code).toBe('NoSuchKey');
      else expect(bodies).toContain(await (r.data as Blob).text());
    }
    const row = (await s.db.query<{ version: string }>(`select version from storage.objects where name = $1`, [p])).rows[0];
    expect(fs.readdirSync(path.join(s.cfg.storageDir, 'avatars', alice.id, 'race.txt'))).toEqual([row.version]);
    expect(bodies).toContain(await (await b.download(p)).data!.text());
  });

  test('service role bypasses RLS for writes and reads', async () => {
    const svc = serviceClient(s);
    const p = `${bob.id}/by-service.txt`;
    expect((await svc.storage.from('documents').upload(p, 'svc', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await svc.storage.from('documents').download(p)).data!.text()).toBe('svc');
    const row = (await s.db.query<{ owner: string | null }>(`select owner from storage.objects where name = $1`, [p])).rows[0];
    expect(row.owner).toBeNull(); // the service key has no sub
  });

  test('malformed requests answer errors and the server keeps serving', async () => {
    const bad = await fetch(`${storageUrl()}/object/avatars/${alice.id}/m.txt`, {
      method: 'POST',
      headers: { ...authHeaders(s, alice.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\ntrunc',
    });
    expect(bad.status).toBe(400);
    const noFile = new FormData();
    noFile.append('cacheControl', '1');
    const r = await fetch(`${storageUrl()}/object/avatars/${alice.id}/m.txt`, { method: 'POST', headers: authHeaders(s, alice.token), body: noFile });
    expect((await rawError(r)).body).toMatchObject({ statusCode: '400', message: 'No file provided' });
    const json = await fetch(`${storageUrl()}/object/list/avatars`, { method: 'POST', headers: { ...authHeaders(s, alice.token), 'content-type': 'application/json' }, body: '{nope' });
    expect((await rawError(json)).body).toMatchObject({ statusCode: '400' });
    const unknown = await fetch(`${storageUrl()}/nothing-here`, { headers: authHeaders(s, alice.token) });
    expect(unknown.status).toBe(404);
    expect((await s.db.query(`select 1 from storage.objects where name = $1`, [`${alice.id}/m.txt`])).rows).toEqual([]);
    expect(fs.readdirSync(path.join(s.cfg.storageDir, '.tmp'))).toEqual([]);
    expect((await alice.client.storage.from('avatars').download(`${alice.id}/hello.txt`)).error).toBeNull();
  });
});
