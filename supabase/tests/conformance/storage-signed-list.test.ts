// Storage through supabase-js: signed URLs (create, fetch, expiry, RLS), signed upload URLs,
// list (folders/files, prefix, search, sort, paging, RLS), remove, move and copy.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, authHeaders, createUser, errorParts, serviceClient, startStorageServer, TEST_DB, type TestUser } from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
  bob = await createUser(s, 'bob');
  const docs = alice.client.storage.from('documents');
  for (const [name, body] of [['report.txt', 'report'], ['notes.txt', 'notes'], ['sub/deep.txt', 'deep'], ['sub/more/deeper.txt', 'deeper']]) {
    const { error } = await docs.upload(`${alice.id}/${name}`, body, { contentType: 'text/plain' });
    if (error) throw error;
  }
});
afterAll(async () => { await s?.close(); });

const storageUrl = () => `${s.url}/storage/v1`;

async function rawJson(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe(`storage signed URLs on ${TEST_DB}`, () => {
  test('createSignedUrl → URL with a token; fetching it needs no auth; ?download sets Content-Disposition', async () => {
    const p = `${alice.id}/report.txt`;
    const { data, error } = await alice.client.storage.from('documents').createSignedUrl(p, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${s.url}/storage/v1/object/sign/documents/${alice.id}/report\\.txt\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    // Token: HS256 with the project secret, claims url/iat/exp as storage signs them.
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toEqual({ url: `documents/${p}`, iat: expect.any(Number), exp: claims.iat + 60 });

    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toBe('report');

    const dl = await alice.client.storage.from('documents').createSignedUrl(p, 60, { download: 'r.txt' });
    const res2 = await fetch(dl.data!.signedUrl);
    expect(res2.headers.get('content-disposition')).toBe("attachment; filename=r.txt; filename*=UTF-8''r.txt;");
  });

  test('expired, forged and mismatched tokens are refused (400 InvalidJWT / InvalidSignature)', async () => {
    const p = `${alice.id}/report.txt`;
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ url: `documents/${p}`, iat: now - 120, exp: now - 60 }, s.cfg.jwtSecret);
    expect(await rawJson(await fetch(`${storageUrl()}/object/sign/documents/${p}?token=${expired}`))).toEqual({
      status: 400, body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' },
    });
    const forged = signJwt({ url: `documents/${p}`, iat: now, exp: now + 60 }, 'another-secret-another-secret-another-secret');
    expect((await rawJson(await fetch(`${storageUrl()}/object/sign/documents/${p}?token=${forged}`))).body).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'invalid signature' });
    const other = signJwt({ url: `documents/${alice.id}/notes.txt`, iat: now, exp: now + 60 }, s.cfg.jwtSecret);
    expect((await rawJson(await fetch(`${storageUrl()}/object/sign/documents/${p}?token=${other}`))).body).toEqual({
      statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'The url do not match the signature',
    });
    // A user's access token is no signed-URL token (it has no `url` claim).
    expect((await rawJson(await fetch(`${storageUrl()}/object/sign/documents/${p}?token=${alice.token}`))).body).toMatchObject({ code: 'InvalidSignature' });
  });

  test('creating a signed URL needs SELECT through RLS: denied for others and anon, allowed for listed readers', async () => {
    const p = `${alice.id}/report.txt`;
    const denied = await bob.client.storage.from('documents').createSignedUrl(p, 60);
    expect(denied.data).toBeNull();
    expect(errorParts(denied.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
    const anon = await anonClient(s).storage.from('documents').createSignedUrl(p, 60);
    expect(errorParts(anon.error)?.code).toBe('NoSuchKey');
    const missing = await alice.client.storage.from('documents').createSignedUrl(`${alice.id}/missing.txt`, 60);
    expect(errorParts(missing.error)?.code).toBe('NoSuchKey');

    const reader = await createUser(s, 'reader');
    await s.db.query(`insert into public.storage_document_readers (user_id) values ($1)`, [reader.id]);
    const ok = await reader.client.storage.from('documents').createSignedUrl(p, 60);
    expect(ok.error).toBeNull();
    expect(await (await fetch(ok.data!.signedUrl)).text()).toBe('report');
  });

  test('createSignedUrls: one entry per path, errors for what RLS hides', async () => {
    const paths = [`${alice.id}/report.txt`, `${alice.id}/nope.txt`];
    const { data, error } = await alice.client.storage.from('documents').createSignedUrls(paths, 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      { error: null, path: paths[0], signedURL: expect.stringMatching(/^\/object\/sign\/documents\/.+\?token=/), signedUrl: expect.stringContaining(`${s.url}/storage/v1/object/sign/`) },
      { error: 'Either the object does not exist or you do not have access to it', path: paths[1], signedURL: null, signedUrl: null },
    ]);
    expect(await (await fetch(data![0].signedUrl!)).text()).toBe('report');
    const forBob = await bob.client.storage.from('documents').createSignedUrls([paths[0]], 60);
    expect(forBob.data![0]).toMatchObject({ error: 'Either the object does not exist or you do not have access to it', signedURL: null });
  });

  test('signed upload URL: created with the INSERT permission, then used without auth', async () => {
    const p = `${alice.id}/via-signed-upload.txt`;
    const { data, error } = await alice.client.storage.from('documents').createSignedUploadUrl(p);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: p, token: expect.any(String) });
    const up = await anonClient(s).storage.from('documents').uploadToSignedUrl(p, data!.token, 'signed upload', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: p, fullPath: `documents/${p}` });
    const row = (await s.db.query<{ owner: string }>(`select owner from storage.objects where name = $1`, [p])).rows[0];
    expect(row.owner).toBe(alice.id);
    expect(await (await alice.client.storage.from('documents').download(p)).data!.text()).toBe('signed upload');
    // Bob may not even get a signed upload URL for Alice's folder.
    const denied = await bob.client.storage.from('documents').createSignedUploadUrl(`${alice.id}/bob.txt`);
    expect(errorParts(denied.error)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });
});

describe(`storage list on ${TEST_DB}`, () => {
  // A user of its own, so other tests' uploads do not show up in these listings.
  let dora: TestUser;
  beforeAll(async () => {
    dora = await createUser(s, 'dora');
    const docs = dora.client.storage.from('documents');
    for (const [name, body] of [['report.txt', 'report'], ['notes.txt', 'notes'], ['sub/deep.txt', 'deep'], ['sub/more/deeper.txt', 'deeper']]) {
      const { error } = await docs.upload(`${dora.id}/${name}`, body, { contentType: 'text/plain' });
      if (error) throw error;
    }
  });

  test("list(own prefix): folders first (id/metadata null), then files with storage's fields", async () => {
    const { data, error } = await dora.client.storage.from('documents').list(dora.id);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['sub', 'notes.txt', 'report.txt']);
    expect(data![0]).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(data![1]).toEqual({
      name: 'notes.txt',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      updated_at: expect.stringMatching(/Z$/),
      created_at: expect.stringMatching(/Z$/),
      last_accessed_at: expect.stringMatching(/Z$/),
      metadata: expect.objectContaining({ size: 5, mimetype: 'text/plain', eTag: expect.any(String), cacheControl: 'max-age=3600' }),
    });
    const sub = await dora.client.storage.from('documents').list(`${dora.id}/sub`);
    expect(sub.data!.map((o) => [o.name, o.id === null])).toEqual([['more', true], ['deep.txt', false]]);
    // At the root, each user folder is one folder entry.
    const root = await dora.client.storage.from('documents').list();
    expect(root.data!.map((o) => o.name)).toEqual([dora.id]);
  });

  test('list: search, sortBy, limit/offset', async () => {
    const docs = dora.client.storage.from('documents');
    expect((await docs.list(dora.id, { search: 'rep' })).data!.map((o) => o.name)).toEqual(['report.txt']);
    expect((await docs.list(dora.id, { sortBy: { column: 'name', order: 'desc' } })).data!.map((o) => o.name)).toEqual(['sub', 'report.txt', 'notes.txt']);
    expect((await docs.list(dora.id, { limit: 2 })).data!.map((o) => o.name)).toEqual(['sub', 'notes.txt']);
    expect((await docs.list(dora.id, { limit: 2, offset: 2 })).data!.map((o) => o.name)).toEqual(['report.txt']);
    const byDate = (await docs.list(dora.id, { sortBy: { column: 'created_at', order: 'asc' } })).data!.map((o) => o.name);
    expect(byDate).toEqual(['sub', 'report.txt', 'notes.txt']);
  });

  test('list runs under RLS: others and anon see nothing', async () => {
    expect(await bob.client.storage.from('documents').list(dora.id)).toEqual({ data: [], error: null });
    expect(await anonClient(s).storage.from('documents').list(dora.id)).toEqual({ data: [], error: null });
    await dora.client.storage.from('avatars').upload(`${dora.id}/face.png`, Buffer.from('png'), { contentType: 'image/png' });
    expect(await anonClient(s).storage.from('avatars').list(dora.id)).toEqual({ data: [], error: null });
    // avatars is readable by any signed-in user
    expect((await bob.client.storage.from('avatars').list(dora.id)).data!.map((o) => o.name)).toEqual(['face.png']);
  });
});

describe(`storage remove, move, copy on ${TEST_DB}`, () => {
  test('remove: deletes what RLS allows, returns the deleted rows, skips the rest silently', async () => {
    const docs = alice.client.storage.from('documents');
    await docs.upload(`${alice.id}/tmp1.txt`, 'a', { contentType: 'text/plain' });
    await docs.upload(`${alice.id}/tmp2.txt`, 'b', { contentType: 'text/plain' });
    const version = (await s.db.query<{ version: string }>(`select version from storage.objects where name = $1`, [`${alice.id}/tmp1.txt`])).rows[0].version;

    const byBob = await bob.client.storage.from('documents').remove([`${alice.id}/tmp1.txt`]);
    expect(byBob).toEqual({ data: [], error: null });

    const { data, error } = await docs.remove([`${alice.id}/tmp1.txt`, `${alice.id}/tmp2.txt`, `${alice.id}/never.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([`${alice.id}/tmp1.txt`, `${alice.id}/tmp2.txt`]);
    expect(data![0]).toMatchObject({ bucket_id: 'documents', id: expect.any(String), metadata: expect.objectContaining({ size: 1 }) });
    expect((await s.db.query(`select 1 from storage.objects where name like $1`, [`${alice.id}/tmp%`])).rows).toEqual([]);
    expect(fs.existsSync(path.join(s.cfg.storageDir, 'documents', alice.id, 'tmp1.txt', version))).toBe(false);
    expect(fs.existsSync(path.join(s.cfg.storageDir, 'documents', alice.id, 'tmp1.txt'))).toBe(false); // empty dirs pruned
    const dl = await docs.download(`${alice.id}/tmp1.txt`);
    expect(errorParts(dl.error)?.code).toBe('NoSuchKey');
  });

  test('move within the own folder; moving into another folder or from others is refused', async () => {
    const docs = alice.client.storage.from('documents');
    await docs.upload(`${alice.id}/to-move.txt`, 'moving', { contentType: 'text/plain' });
    const id = (await s.db.query<{ id: string }>(`select id from storage.objects where name = $1`, [`${alice.id}/to-move.txt`])).rows[0].id;
    const { data, error } = await docs.move(`${alice.id}/to-move.txt`, `${alice.id}/moved/here.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    const row = (await s.db.query<{ id: string; name: string }>(`select id, name from storage.objects where id = $1`, [id])).rows[0];
    expect(row.name).toBe(`${alice.id}/moved/here.txt`);
    expect(await (await docs.download(`${alice.id}/moved/here.txt`)).data!.text()).toBe('moving');
    expect(errorParts((await docs.download(`${alice.id}/to-move.txt`)).error)?.code).toBe('NoSuchKey');
    expect(fs.existsSync(path.join(s.cfg.storageDir, 'documents', alice.id, 'to-move.txt'))).toBe(false);

    const intoBob = await docs.move(`${alice.id}/moved/here.txt`, `${bob.id}/stolen.txt`);
    expect(errorParts(intoBob.error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' });
    const byBob = await bob.client.storage.from('documents').move(`${alice.id}/moved/here.txt`, `${bob.id}/stolen.txt`);
    expect(errorParts(byBob.error)?.code).toBe('NoSuchKey');
    const missing = await docs.move(`${alice.id}/nothing.txt`, `${alice.id}/x.txt`);
    expect(errorParts(missing.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
    await docs.upload(`${alice.id}/occupied.txt`, 'occupied', { contentType: 'text/plain' });
    const onto = await docs.move(`${alice.id}/moved/here.txt`, `${alice.id}/occupied.txt`);
    expect(errorParts(onto.error)).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' });
    expect(await (await docs.download(`${alice.id}/moved/here.txt`)).data!.text()).toBe('moving');
  });

  test('copy: new object with its own id, bytes and metadata; duplicates and foreign targets refused', async () => {
    const docs = alice.client.storage.from('documents');
    const { data, error } = await docs.copy(`${alice.id}/report.txt`, `${alice.id}/copies/report.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `documents/${alice.id}/copies/report.txt` });
    const rows = (await s.db.query<{ id: string; name: string; metadata: { eTag: string; size: number } }>(
      `select id, name, metadata from storage.objects where name = any($1) order by name`,
      [[`${alice.id}/copies/report.txt`, `${alice.id}/report.txt`]],
    )).rows;
    expect(rows[0].id).not.toBe(rows[1].id);
    expect(rows[0].metadata.eTag).toBe(rows[1].metadata.eTag);
    expect(await (await docs.download(`${alice.id}/copies/report.txt`)).data!.text()).toBe('report');
    // Deleting the copy leaves the original intact (separate version files).
    await docs.remove([`${alice.id}/copies/report.txt`]);
    expect(await (await docs.download(`${alice.id}/report.txt`)).data!.text()).toBe('report');

    await docs.copy(`${alice.id}/report.txt`, `${alice.id}/copy2.txt`);
    const again = await docs.copy(`${alice.id}/report.txt`, `${alice.id}/copy2.txt`);
    expect(errorParts(again.error)).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' });
    const foreign = await docs.copy(`${alice.id}/report.txt`, `${bob.id}/report.txt`);
    expect(errorParts(foreign.error)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const unreadable = await bob.client.storage.from('documents').copy(`${alice.id}/report.txt`, `${bob.id}/report.txt`);
    expect(errorParts(unreadable.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  test('copy and move across buckets (service role)', async () => {
    const svc = serviceClient(s);
    const c = await svc.storage.from('documents').copy(`${alice.id}/report.txt`, `${alice.id}/report-copy.txt`, { destinationBucket: 'avatars' });
    expect(c.error).toBeNull();
    expect(c.data).toEqual({ path: `avatars/${alice.id}/report-copy.txt` });
    const m = await svc.storage.from('avatars').move(`${alice.id}/report-copy.txt`, `${alice.id}/report-moved.txt`, { destinationBucket: 'documents' });
    expect(m.error).toBeNull();
    expect(await (await svc.storage.from('documents').download(`${alice.id}/report-moved.txt`)).data!.text()).toBe('report');
    const noBucket = await svc.storage.from('documents').copy(`${alice.id}/report.txt`, 'x.txt', { destinationBucket: 'nope' });
    expect(errorParts(noBucket.error)).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  test('single-object DELETE /object/:bucket/:path', async () => {
    const docs = alice.client.storage.from('documents');
    await docs.upload(`${alice.id}/single.txt`, 's', { contentType: 'text/plain' });
    const del = await fetch(`${storageUrl()}/object/documents/${alice.id}/single.txt`, { method: 'DELETE', headers: authHeaders(s, alice.token) });
    expect(await rawJson(del)).toEqual({ status: 200, body: { message: 'Successfully deleted' } });
    const again = await fetch(`${storageUrl()}/object/documents/${alice.id}/single.txt`, { method: 'DELETE', headers: authHeaders(s, alice.token) });
    expect((await rawJson(again)).body).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});
