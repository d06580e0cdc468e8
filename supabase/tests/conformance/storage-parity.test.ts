// Issue 18, Storage: what current Storage answers where the local server differed — listV2
// (POST /object/list-v2/{bucket}: prefix, cursor, folders and objects), size limits given as
// strings (decimal units, Storage's format error), the bucket JSON's fields, the message for
// emptying a bucket, and the JWT errors (missing, malformed, undecodable, wrong algorithm).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import type { TestServer } from '../helpers/server.ts';
import { clientWithToken, createUser, errorParts, serviceClient, startStorageServer, TEST_DB, type TestUser } from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
  bob = await createUser(s, 'bob');
  const svc = serviceClient(s).storage;
  await svc.createBucket('tree', { public: false });
  for (const name of ['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'a/c/4.txt', 'top.txt', 'z/5.txt']) {
    const r = await svc.from('tree').upload(name, name, { contentType: 'text/plain' });
    expect(r.error).toBeNull();
  }
});
afterAll(async () => { await s?.close(); });

describe(`storage listV2 on ${TEST_DB}`, () => {
  test('with_delimiter: one level, folders (full prefix with /) and objects (full name, key = last segment)', async () => {
    const svc = serviceClient(s).storage.from('tree');
    const root = await svc.listV2({ with_delimiter: true });
    expect(root.error).toBeNull();
    expect(root.data!.hasNext).toBe(false);
    expect(root.data!.folders.map((f) => [f.key, f.name])).toEqual([['a', 'a/'], ['z', 'z/']]);
    expect(root.data!.objects.map((o) => [o.key, o.name])).toEqual([['top.txt', 'top.txt']]);
    const o = root.data!.objects[0];
    expect(o.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(o.metadata).toMatchObject({ size: 7, mimetype: 'text/plain' });
    expect(o.created_at).toMatch(/Z$/);

    const a = await svc.listV2({ prefix: 'a/', with_delimiter: true });
    expect(a.data!.folders.map((f) => f.name)).toEqual(['a/b/', 'a/c/']);
    expect(a.data!.objects.map((x) => x.name)).toEqual(['a/1.txt', 'a/2.txt']);
  });

  test('without a delimiter: every object under the raw prefix; cursor pages through', async () => {
    const svc = serviceClient(s).storage.from('tree');
    const flat = await svc.listV2({ prefix: 'a' });
    expect(flat.data!.folders).toEqual([]);
    expect(flat.data!.objects.map((x) => x.name)).toEqual(['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'a/c/4.txt']);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await svc.listV2({ limit: 4, cursor });
      expect(page.error).toBeNull();
      seen.push(...page.data!.objects.map((x) => x.name));
      if (!page.data!.hasNext) {
        expect(page.data!.nextCursor).toBeUndefined();
        break;
      }
      expect(page.data!.objects).toHaveLength(4);
      cursor = page.data!.nextCursor;
    }
    expect(seen).toEqual(['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'a/c/4.txt', 'top.txt', 'z/5.txt']);
    const desc = await svc.listV2({ sortBy: { column: 'name', order: 'desc' }, limit: 2 });
    expect(desc.data!.objects.map((x) => x.name)).toEqual(['z/5.txt', 'top.txt']);
    const next = await svc.listV2({ cursor: desc.data!.nextCursor, limit: 2 });
    expect(next.data!.objects.map((x) => x.name)).toEqual(['a/c/4.txt', 'a/b/3.txt']);
  });

  test('RLS: a user without a select policy sees nothing; a bad cursor is refused', async () => {
    const r = await clientWithToken(s, alice.token).storage.from('tree').listV2({ with_delimiter: true });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ hasNext: false, folders: [], objects: [] });
    const bad = await serviceClient(s).storage.from('tree').listV2({ cursor: Buffer.from('nonsense').toString('base64') });
    expect(errorParts(bad.error)).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe(`storage buckets as Storage answers on ${TEST_DB}`, () => {
  test('size limits as strings: decimal units; other spellings are Storage\'s format error', async () => {
    const svc = serviceClient(s).storage;
    expect((await svc.createBucket('sized', { public: false, fileSizeLimit: '20mb' })).error).toBeNull();
    expect((await svc.getBucket('sized')).data!.file_size_limit).toBe(20_000_000);
    expect((await svc.updateBucket('sized', { public: false, fileSizeLimit: '1.5KB' })).error).toBeNull();
    expect((await svc.getBucket('sized')).data!.file_size_limit).toBe(1500);
    for (const bad of ['20 MB', '1tb', '10MiB', 'abc']) {
      const r = await svc.updateBucket('sized', { public: false, fileSizeLimit: bad });
      expect(errorParts(r.error)).toEqual({ status: 400, statusCode: '400', code: 'InvalidRequest', message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B' });
    }
  });

  test('bucket JSON: getBucket without owner_id/type, listBuckets with type', async () => {
    const svc = serviceClient(s).storage;
    const got = (await svc.getBucket('tree')).data!;
    expect(Object.keys(got).sort()).toEqual(['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at']);
    const listed = (await svc.listBuckets()).data!.find((b) => b.id === 'tree')!;
    expect(Object.keys(listed).sort()).toEqual(['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'type', 'updated_at']);
    expect(listed.type).toBe('STANDARD');
  });

  test('emptying a bucket answers Storage\'s queued message (and is done at once)', async () => {
    const svc = serviceClient(s).storage;
    await svc.createBucket('bin');
    await svc.from('bin').upload('x.txt', 'x', { contentType: 'text/plain' });
    expect(await svc.emptyBucket('bin')).toEqual({ data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' }, error: null });
    expect((await s.db.query(`select 1 from storage.objects where bucket_id = 'bin'`)).rows).toEqual([]);
  });

  test('JWT errors: 403 AccessDenied with jsonwebtoken\'s message for each kind of bad token', async () => {
    const bad = async (token: string) => errorParts((await clientWithToken(s, token).storage.from('tree').listV2()).error);
    expect(await bad('abc.def')).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'jwt malformed' });
    expect(await bad('abc.def.ghi')).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'invalid token' });
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url') + '.' + Buffer.from(JSON.stringify({ sub: bob.id, role: 'authenticated' })).toString('base64url') + '.x';
    expect(await bad(none)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'invalid algorithm' });
    expect(await bad(signJwt({ sub: bob.id, role: 'authenticated' }, 'another-secret-another-secret-another-secret'))).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'invalid signature' });
    const raw = await fetch(`${s.url}/storage/v1/bucket`, { headers: { apikey: '' } });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'jwt must be provided' });
  });
});
