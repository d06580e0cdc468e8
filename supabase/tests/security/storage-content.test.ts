// Storage content (issue 28, item 1): users write the product buckets only through the Edge
// Function storage-upload, which decides a file's type from its bytes. Hosted Storage checks only
// the declared Content-Type (conformance: storage-objects.test.ts), so here:
//   - a direct write through the Storage API (raw, multipart, upsert, signed upload URL) is refused
//     by RLS (Storage: 403 AccessDenied 'new row violates row-level security policy');
//   - through the function, markup (HTML, SVG) and one format disguised as another are refused with
//     415 invalid_mime_type whatever was declared, a file over the bucket's limit with 413, a
//     caller the SQL rule (storage_upload_allowed) does not admit with 403, a taken path with 409;
//     nothing is stored then;
//   - real files are stored with the type their bytes are (not the declared one);
//   - the magic-number detection (_shared/filetype.ts) itself, and the demo files against it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { detectType, isMimeAllowed } from '../../functions/_shared/filetype.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectOk, PDF_BYTES, PNG_BYTES, signUp, sql, uploadViaFunction, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const SEED_STORAGE = path.resolve(import.meta.dirname, '../../seed/storage');

/** A 2x2 JPEG (jpeg-js encoder). */
const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ACgD/9k=',
  'base64',
);
const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = Buffer.concat([Buffer.from('ftyp' + major), Buffer.alloc(4), ...compatible.map((c) => Buffer.from(c))]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/auth/v1/user")</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');

describe('detectType: the magic numbers (_shared/filetype.ts)', () => {
  test.each([
    ['png', PNG_BYTES, 'image/png'],
    ['jpeg', JPEG_BYTES, 'image/jpeg'],
    ['gif', GIF_BYTES, 'image/gif'],
    ['webp', WEBP_BYTES, 'image/webp'],
    ['pdf', PDF_BYTES, 'application/pdf'],
    ['avif (major brand)', ftyp('avif', 'mif1'), 'image/avif'],
    ['avif (compatible brand)', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
  ])('%s', (_n, bytes, mime) => {
    expect(detectType(new Uint8Array(bytes))).toBe(mime);
  });

  test('markup, near misses and other formats are none of them', () => {
    for (const b of [
      HTML, SVG, Buffer.alloc(0), PNG_BYTES.subarray(0, 2), Buffer.from('RIFF\0\0\0\0WAVEfmt '), ftyp('heic', 'mif1'),
      Buffer.concat([Buffer.from('<html>'), PDF_BYTES]), // %PDF- counts only at the start
      Buffer.from('PK\x03\x04'), Buffer.from('just text'),
    ]) expect(detectType(new Uint8Array(b))).toBeNull();
  });

  test('isMimeAllowed: exact and wildcard entries, parameters and case ignored', () => {
    expect(isMimeAllowed('image/png', ['image/jpeg', 'image/png'])).toBe(true);
    expect(isMimeAllowed('Image/PNG; q=1', ['image/*'])).toBe(true);
    expect(isMimeAllowed('application/pdf', ['image/*'])).toBe(false);
    expect(isMimeAllowed('image/svg+xml', ['image/jpeg', 'image/png'])).toBe(false);
  });
});

let s: TestServer;
let P: Personas;
/** A fresh user (not a lawyer) for certificates: one per run keeps the paths apart. */
let certUser: Persona;
let checkupId: string;
let counter = 0;
/** A free check-up request submitted now (its folder takes up to 5 documents for an hour). */
async function newCheckup(): Promise<string> {
  const id = crypto.randomUUID();
  expectOk(await P.anon.from('free_checkups').insert({
    id, category: 'Criminal Cases', name: 'Visitor', email: `v-${crypto.randomBytes(3).toString('hex')}@example.com`,
    mobile: '010-0000-0000', issue_description: 'I received a summons from the police.', privacy_policy_version: '2025-01-01',
  }));
  return id;
}
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  certUser = await signUp(s, 'content-cert');
  checkupId = await newCheckup();
});
afterAll(async () => { await s?.close(); });

interface Target {
  bucket: string;
  /** The caller's token (undefined: the anon key), and supabase-js as the caller. */
  token: () => string | undefined;
  db: () => SupabaseClient;
  /** A name the caller may write (storage_upload_allowed decides), for an extension. */
  name: (ext: string, n: number) => string;
  /** The declared type attacks use (one the bucket allows). */
  declared: string;
  real: [string, Buffer, string][];
}

const TARGETS: Target[] = [
  {
    bucket: 'lawyer-verifications',
    token: () => certUser.token,
    db: () => certUser.db,
    name: (ext) => `${certUser.id}/${certUser.id}-verification.${ext}`,
    declared: 'application/pdf',
    real: [['pdf', PDF_BYTES, 'application/pdf'], ['png', PNG_BYTES, 'image/png'], ['jpg', JPEG_BYTES, 'image/jpeg']],
  },
  {
    bucket: 'lawyer-photos',
    token: () => P.lawyer.token,
    db: () => P.lawyer.db,
    name: (ext, n) => `${P.lawyer.id}/${P.lawyer.id}-${n}.${ext}`,
    declared: 'image/png',
    real: [['png', PNG_BYTES, 'image/png'], ['jpg', JPEG_BYTES, 'image/jpeg'], ['webp', WEBP_BYTES, 'image/webp'], ['gif', GIF_BYTES, 'image/gif'], ['avif', ftyp('avif', 'mif1'), 'image/avif']],
  },
  {
    bucket: 'free-checkup-documents',
    token: () => undefined,
    db: () => P.anon,
    name: (ext, n) => `${checkupId}/document-${n}.${ext}`,
    declared: 'application/pdf',
    real: [['pdf', PDF_BYTES, 'application/pdf'], ['png', PNG_BYTES, 'image/png'], ['jpg', JPEG_BYTES, 'image/jpeg']],
  },
];

/**
 * Attacks: bytes and the type they are declared as (each type is one the bucket takes). A real
 * file of another allowed type under a misleading name is no attack: it is stored as what it is.
 */
const ATTACKS = (declared: string): [string, Buffer, string][] => [
  ['HTML', HTML, declared],
  ['SVG with script', SVG, declared],
  ['HTML after a text preamble', Buffer.concat([Buffer.from('Dear admin,\n\n'), HTML]), declared],
  ['HTML before a PNG signature', Buffer.concat([HTML, PNG_BYTES]), 'image/png'],
];

/** storage-js error parts, or 'ok'. */
function outcome(res: { error: unknown }): { statusCode?: string; code?: string; status?: number } | 'ok' {
  if (!res.error) return 'ok';
  const e = res.error as { statusCode?: string; status?: number; code?: string };
  return { statusCode: e.statusCode, code: e.code, status: e.status };
}
/** Storage's answer to a write RLS refuses (HTTP 400, the real status in the body). */
const RLS_REFUSED = { statusCode: '403', code: 'AccessDenied', status: 400 };
const TYPE_REFUSED = { status: 415, body: { statusCode: '415', error: 'invalid_mime_type', message: expect.stringContaining('types this bucket takes') } };

async function objectCount(bucket: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects where bucket_id = $1`, [bucket]);
  return n;
}

describe(`direct writes to the product buckets are refused by RLS on ${TEST_DB}`, () => {
  for (const t of TARGETS) {
    test(`${t.bucket}: raw body, multipart, upsert, update and signed upload URL`, async () => {
      const before = await objectCount(t.bucket);
      const storage = t.db().storage.from(t.bucket);
      const name = t.name('png', ++counter);
      // even the real thing, with the right type, on the caller's own path
      expect(outcome(await storage.upload(name, PNG_BYTES, { contentType: 'image/png' })), 'raw').toEqual(RLS_REFUSED);
      expect(outcome(await storage.upload(name, new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }))), 'multipart').toEqual(RLS_REFUSED);
      expect(outcome(await storage.upload(name, PNG_BYTES, { contentType: 'image/png', upsert: true })), 'upsert').toEqual(RLS_REFUSED);
      expect(outcome(await storage.update(name, PNG_BYTES, { contentType: 'image/png' })), 'update').toEqual(RLS_REFUSED);
      expect(outcome(await storage.createSignedUploadUrl(name)), 'signed upload URL').toEqual(RLS_REFUSED);
      expect(await objectCount(t.bucket)).toBe(before);
    });
  }
});

describe(`storage-upload refuses what is not a real file of the bucket's types on ${TEST_DB}`, () => {
  for (const t of TARGETS) {
    test(`${t.bucket}: markup and disguised formats → 415, nothing stored`, async () => {
      const before = await objectCount(t.bucket);
      for (const [label, bytes, declared] of ATTACKS(t.declared)) {
        const ext = declared === 'application/pdf' ? 'pdf' : 'png';
        const r = await uploadViaFunction(s, t.token(), t.bucket, t.name(ext, ++counter), bytes, declared);
        expect(r, label).toEqual(TYPE_REFUSED);
      }
      expect(await objectCount(t.bucket)).toBe(before);
    });
  }

  test('a format the bucket does not take is refused even when real (a GIF certificate, a PDF photo)', async () => {
    expect(await uploadViaFunction(s, certUser.token, 'lawyer-verifications', `${certUser.id}/${certUser.id}-verification.png`, GIF_BYTES, 'image/png')).toEqual(TYPE_REFUSED);
    expect(await uploadViaFunction(s, P.lawyer.token, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-${++counter}.png`, PDF_BYTES, 'image/png')).toEqual(TYPE_REFUSED);
  });

  test('over the bucket\'s size limit → 413', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await uploadViaFunction(s, P.lawyer.token, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-${++counter}.png`, big, 'image/png'))
      .toEqual({ status: 413, body: { statusCode: '413', error: 'payload_too_large', message: 'The file is larger than 5242880 bytes' } });
  });

  test('the SQL rule decides who writes where → 403 (other folders, other names, non-lawyers, anonymous)', async () => {
    const denied = { status: 403, body: { statusCode: '403', error: 'access_denied', message: 'new row violates row-level security policy' } };
    const cases: [string | undefined, string, string][] = [
      [certUser.token, 'lawyer-verifications', `${P.clientA.id}/${P.clientA.id}-verification.pdf`],
      [certUser.token, 'lawyer-verifications', `${certUser.id}/anything.pdf`],
      [certUser.token, 'lawyer-verifications', `${certUser.id}/sub/${certUser.id}-verification.pdf`],
      [undefined, 'lawyer-verifications', `${certUser.id}/${certUser.id}-verification.pdf`],
      [P.clientA.token, 'lawyer-photos', `${P.clientA.id}/${P.clientA.id}-1.png`],
      [P.unapprovedLawyer.token, 'lawyer-photos', `${P.lawyer.id}/${P.unapprovedLawyer.id}-1.png`],
      [undefined, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-1.png`],
      [P.lawyer.token, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-1.svg`],
      [undefined, 'free-checkup-documents', `${crypto.randomUUID()}/a.pdf`],
      [undefined, 'free-checkup-documents', `${checkupId}/.hidden`],
      [P.admin.token, 'some-other-bucket', 'x.png'],
    ];
    for (const [token, bucket, name] of cases) {
      expect(await uploadViaFunction(s, token, bucket, name, bucket === 'lawyer-photos' ? PNG_BYTES : PDF_BYTES), `${bucket} ${name}`).toEqual(denied);
    }
    // the function's own question, answered as the caller
    const [r] = await sql<{ ok: boolean }>(s, `select public.storage_upload_allowed('lawyer-photos', $1) as ok`, [`${P.lawyer.id}/${P.lawyer.id}-1.png`]);
    expect(r.ok).toBe(false); // no auth.uid() for the platform's own connection
  });

  test('a bad request is a 400 with its reason; a bad token a 401', async () => {
    const res = await fetch(`${s.url}/functions/v1/storage-upload?bucket=lawyer-photos`, { method: 'POST', headers: { apikey: s.anonKey, Authorization: `Bearer ${P.lawyer.token}` }, body: PNG_BYTES });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '400', error: 'invalid_request', message: 'The query parameters bucket and path are required' });
    const forged = await uploadViaFunction(s, `${P.lawyer.token}x`, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-1.png`, PNG_BYTES);
    expect(forged.status).toBe(401);
  });
});

describe(`storage-upload stores real files with the type their bytes are on ${TEST_DB}`, () => {
  for (const t of TARGETS) {
    test(`${t.bucket}: ${t.real.map(([e]) => e).join(', ')}`, async () => {
      for (const [ext, bytes, type] of t.real) {
        const name = t.name(ext, ++counter);
        // declared wrongly on purpose: the stored type comes from the bytes
        const r = await uploadViaFunction(s, t.token(), t.bucket, name, bytes, 'text/html');
        expect(r, ext).toEqual({ status: 200, body: { path: name, fullPath: `${t.bucket}/${name}`, contentType: type } });
        const file = expectOk(await P.service.storage.from(t.bucket).download(name));
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
        expect(file.type).toBe(type);
        if (t.bucket === 'lawyer-verifications') {
          // one certificate per user: the next extension goes to a fresh path only after removal
          expectOk(await P.service.storage.from(t.bucket).remove([name]));
        }
      }
    });
  }

  test('the check-up limit holds: at most 5 documents, then 403', async () => {
    const id = await newCheckup();
    for (let i = 1; i <= 5; i++) expect((await uploadViaFunction(s, undefined, 'free-checkup-documents', `${id}/document-${i}.pdf`, PDF_BYTES)).status).toBe(200);
    expect((await uploadViaFunction(s, undefined, 'free-checkup-documents', `${id}/document-6.pdf`, PDF_BYTES)).status).toBe(403);
  });

  test('anonymous callers: with the publishable key (no JWT) or no Authorization at all, as the site sends', async () => {
    for (const [n, headers] of [
      [++counter, { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.publishableKey}` }],
      [++counter, { apikey: s.cfg.publishableKey }],
    ] as const) {
      const name = `${checkupId}/document-${n}.png`;
      const res = await fetch(`${s.url}/functions/v1/storage-upload?${new URLSearchParams({ bucket: 'free-checkup-documents', path: name })}`, { method: 'POST', headers, body: PNG_BYTES });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ path: name, fullPath: `free-checkup-documents/${name}`, contentType: 'image/png' });
    }
    // and anonymous is only ever anonymous: no photo
    const photo = await fetch(`${s.url}/functions/v1/storage-upload?${new URLSearchParams({ bucket: 'lawyer-photos', path: `${P.lawyer.id}/${P.lawyer.id}-77.png` })}`, {
      method: 'POST', headers: { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.publishableKey}` }, body: PNG_BYTES,
    });
    expect(photo.status).toBe(403);
  });

  test('a taken path → 409 (never an upsert: a certificate cannot be replaced)', async () => {
    const name = `${certUser.id}/${certUser.id}-verification.pdf`;
    expect((await uploadViaFunction(s, certUser.token, 'lawyer-verifications', name, PDF_BYTES)).status).toBe(200);
    expect(await uploadViaFunction(s, certUser.token, 'lawyer-verifications', name, JPEG_BYTES))
      .toEqual({ status: 409, body: { statusCode: '409', error: 'duplicate', message: 'The resource already exists' } });
    const file = expectOk(await P.service.storage.from('lawyer-verifications').download(name));
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  test('a private document opened as the console does (signed URL with download) comes as an attachment', async () => {
    const name = `${await newCheckup()}/document-1.pdf`;
    expect((await uploadViaFunction(s, undefined, 'free-checkup-documents', name, PDF_BYTES)).status).toBe(200);
    const signed = expectOk(await P.admin.db.storage.from('free-checkup-documents').createSignedUrl(name, 60, { download: true }));
    const res = await fetch(signed.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment;');
  });
});

describe('the demo files are what their buckets take', () => {
  test('every file under seed/storage is detected as a type of its bucket', () => {
    const allowed: Record<string, string[]> = {
      'lawyer-photos': ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      'lawyer-verifications': ['application/pdf', 'image/jpeg', 'image/png'],
      'free-checkup-documents': ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    };
    let checked = 0;
    for (const b of fs.readdirSync(SEED_STORAGE)) {
      expect(allowed[b], b).toBeTruthy();
      for (const e of fs.readdirSync(path.join(SEED_STORAGE, b), { recursive: true, withFileTypes: true })) {
        if (!e.isFile() || e.name.startsWith('.')) continue;
        const file = path.join(e.parentPath, e.name);
        const type = detectType(new Uint8Array(fs.readFileSync(file)));
        expect(type && isMimeAllowed(type, allowed[b]), file).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
