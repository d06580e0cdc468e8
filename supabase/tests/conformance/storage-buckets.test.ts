// Storage buckets through supabase-js: CRUD with the service key, RLS on storage.buckets for
// everyone else, limits and mime types taking effect on uploads, empty and delete.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, createUser, errorParts, serviceClient, startStorageServer, TEST_DB, type TestUser } from './storage-helpers.ts';

let s: TestServer;
let alice: TestUser;

beforeAll(async () => {
  s = await startStorageServer();
  alice = await createUser(s, 'alice');
});
afterAll(async () => { await s?.close(); });

describe(`storage buckets on ${TEST_DB}`, () => {
  test('createBucket / getBucket / listBuckets with the service key', async () => {
    const svc = serviceClient(s).storage;
    const { data, error } = await svc.createBucket('photos', { public: true, fileSizeLimit: '1MB', allowedMimeTypes: ['image/*', ' Image/PNG; q=1 '] });
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'photos' });

    const got = await svc.getBucket('photos');
    expect(got.error).toBeNull();
    expect(got.data).toEqual({
      id: 'photos',
      name: 'photos',
      owner: '',
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*', 'image/png'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });

    const list = await svc.listBuckets();
    expect(list.error).toBeNull();
    expect(list.data!.map((b) => b.id)).toEqual(['avatars', 'documents', 'photos']);
    const searched = await svc.listBuckets({ search: 'doc' });
    expect(searched.data!.map((b) => b.id)).toEqual(['documents']);
    const paged = await svc.listBuckets({ limit: 1, offset: 1, sortColumn: 'id', sortOrder: 'desc' });
    expect(paged.data!.map((b) => b.id)).toEqual(['documents']);
  });

  test('duplicate bucket: 409 Duplicate; invalid names and mime types refused', async () => {
    const svc = serviceClient(s).storage;
    const dup = await svc.createBucket('avatars');
    expect(errorParts(dup.error)).toEqual({ status: 400, statusCode: '409', code: 'BucketAlreadyExists', message: 'The resource already exists' });
    const badName = await svc.createBucket('a/b');
    expect(errorParts(badName.error)).toEqual({ status: 400, statusCode: '400', code: 'InvalidBucketName', message: 'Bucket name invalid' });
    const badMime = await svc.createBucket('weird', { public: false, allowedMimeTypes: ['*/*'] });
    expect(errorParts(badMime.error)).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    const missing = await svc.getBucket('nope');
    expect(errorParts(missing.error)).toEqual({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  test('updateBucket changes visibility and limits, which uploads then honour', async () => {
    const svc = serviceClient(s).storage;
    await svc.createBucket('inbox', { public: false });
    const upd = await svc.updateBucket('inbox', { public: false, fileSizeLimit: 10, allowedMimeTypes: ['text/plain'] });
    expect(upd).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const b = (await svc.getBucket('inbox')).data!;
    expect([b.public, b.file_size_limit, b.allowed_mime_types]).toEqual([false, 10, ['text/plain']]);

    const files = serviceClient(s).storage.from('inbox');
    expect((await files.upload('ok.txt', 'small', { contentType: 'text/plain' })).error).toBeNull();
    expect(errorParts((await files.upload('big.txt', 'this is more than ten bytes', { contentType: 'text/plain' })).error)).toMatchObject({ statusCode: '413' });
    expect(errorParts((await files.upload('pic.png', 'x', { contentType: 'image/png' })).error)).toMatchObject({ statusCode: '415' });

    // Public flag: the public URL works only once the bucket is public.
    const url = files.getPublicUrl('ok.txt').data.publicUrl;
    expect((await fetch(url)).status).toBe(400);
    await svc.updateBucket('inbox', { public: true });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('small');
    const missing = await svc.updateBucket('nope', { public: true });
    expect(errorParts(missing.error)).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  test('deleteBucket refuses a non-empty bucket; emptyBucket then deleteBucket', async () => {
    const svc = serviceClient(s).storage;
    await svc.createBucket('trash');
    await svc.from('trash').upload('a/one.txt', '1', { contentType: 'text/plain' });
    await svc.from('trash').upload('two.txt', '2', { contentType: 'text/plain' });
    const notEmpty = await svc.deleteBucket('trash');
    expect(errorParts(notEmpty.error)).toEqual({ status: 400, statusCode: '409', code: 'ResourceNotEmpty', message: 'The bucket you tried to delete is not empty' });

    expect(await svc.emptyBucket('trash')).toEqual({ data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' }, error: null });
    expect((await s.db.query(`select 1 from storage.objects where bucket_id = 'trash'`)).rows).toEqual([]);
    expect(await svc.deleteBucket('trash')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect(fs.existsSync(path.join(s.cfg.storageDir, 'trash'))).toBe(false);
    expect(errorParts((await svc.getBucket('trash')).error)?.code).toBe('NoSuchBucket');
    expect(errorParts((await svc.deleteBucket('trash')).error)?.code).toBe('NoSuchBucket');
    expect(errorParts((await svc.emptyBucket('trash')).error)?.code).toBe('NoSuchBucket');
  });

  test('without a storage.buckets policy, users and anon see no buckets and cannot create any', async () => {
    expect(await alice.client.storage.listBuckets()).toEqual({ data: [], error: null });
    expect(errorParts((await alice.client.storage.getBucket('avatars')).error)).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    const created = await alice.client.storage.createBucket('mine');
    expect(errorParts(created.error)).toEqual({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' });
    const anon = anonClient(s).storage;
    expect(errorParts((await anon.createBucket('anon-bucket')).error)?.code).toBe('AccessDenied');
    expect(errorParts((await anon.deleteBucket('avatars')).error)?.code).toBe('NoSuchBucket');
    expect(errorParts((await alice.client.storage.updateBucket('avatars', { public: false })).error)?.code).toBe('NoSuchBucket');
    expect((await serviceClient(s).storage.getBucket('avatars')).data?.public).toBe(true);
  });

  test('a storage.buckets policy lets users create buckets they own', async () => {
    await s.db.exec(`create policy "users create buckets" on storage.buckets for insert to authenticated with check (true);
                     create policy "users see own buckets" on storage.buckets for select to authenticated using (owner_id = auth.uid()::text);`);
    try {
      const { data, error } = await alice.client.storage.createBucket(`alice-${alice.id.slice(0, 8)}`);
      expect(error).toBeNull();
      expect(data).toEqual({ name: `alice-${alice.id.slice(0, 8)}` });
      const mine = await alice.client.storage.listBuckets();
      expect(mine.data!.map((b) => [b.id, b.owner])).toEqual([[`alice-${alice.id.slice(0, 8)}`, alice.id]]);
    } finally {
      await s.db.exec(`drop policy "users create buckets" on storage.buckets; drop policy "users see own buckets" on storage.buckets;`);
    }
  });
});
