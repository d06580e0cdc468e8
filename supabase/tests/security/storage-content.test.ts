// Storage content: files are what they claim to be. Markup (HTML, SVG with script) and one
// format disguised as another are refused in every product bucket, by every way of writing bytes
// (raw body, multipart, update, signed upload URL, copy from another bucket); real images and
// PDFs go through; what is served never gets rendered as something else (nosniff) and private
// files download instead of opening in the app's origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkContent } from '../../server/storage/sniff.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectOk, PDF_BYTES, PNG_BYTES, signUp, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const SEED_STORAGE = path.resolve(import.meta.dirname, '../../seed/storage');
let s: TestServer;
let P: Personas;
/** A fresh user (not a lawyer) for certificates: one per run keeps the paths apart. */
let certUser: Persona;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  certUser = await signUp(s, 'content-cert');
});
afterAll(async () => { await s?.close(); });

/** A 2x2 JPEG (jpeg-js encoder). */
const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ACgD/9k=',
  'base64',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/auth/v1/user")</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
/** Attacks: bytes and the type they are declared as (each type is one the bucket takes). */
const ATTACKS = (declared: string): [string, Buffer, string][] => [
  ['HTML', HTML, declared],
  ['SVG with script', SVG, declared],
  ['PDF disguised as PNG', PDF_BYTES, 'image/png'],
  ['PNG disguised as PDF or JPEG', PNG_BYTES, declared === 'image/png' ? 'image/jpeg' : declared],
  ['HTML after a text preamble', Buffer.concat([Buffer.from('Dear admin,\n\n'), HTML]), declared],
];

interface Target {
  bucket: string;
  who: () => SupabaseClient;
  /** A name the caller may write (the bucket's policies decide), for an extension. */
  name: (ext: string, n: number) => string;
  /** The declared type attacks use (one the bucket allows). */
  declared: string;
  real: [string, Buffer, string][];
}

let checkupId: string;
let counter = 0;
const TARGETS: Target[] = [
  {
    bucket: 'lawyer-verifications',
    who: () => certUser.db,
    name: (ext) => `${certUser.id}/${certUser.id}-verification.${ext}`,
    declared: 'application/pdf',
    real: [['pdf', PDF_BYTES, 'application/pdf'], ['png', PNG_BYTES, 'image/png'], ['jpg', JPEG_BYTES, 'image/jpeg']],
  },
  {
    bucket: 'lawyer-photos',
    who: () => P.lawyer.db,
    name: (ext, n) => `${P.lawyer.id}/${P.lawyer.id}-${n}.${ext}`,
    declared: 'image/png',
    real: [
      ['png', PNG_BYTES, 'image/png'],
      ['jpg', JPEG_BYTES, 'image/jpeg'],
      ['webp', fs.readFileSync(path.join(SEED_STORAGE, 'lawyer-photos', fs.readdirSync(path.join(SEED_STORAGE, 'lawyer-photos'))[0], fs.readdirSync(path.join(SEED_STORAGE, 'lawyer-photos', fs.readdirSync(path.join(SEED_STORAGE, 'lawyer-photos'))[0]))[0])), 'image/webp'],
      ['gif', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 'image/gif'],
    ],
  },
  {
    bucket: 'free-checkup-documents',
    who: () => P.anon,
    name: (ext, n) => `${checkupId}/document-${n}.${ext}`,
    declared: 'application/pdf',
    real: [['pdf', PDF_BYTES, 'application/pdf'], ['png', PNG_BYTES, 'image/png'], ['jpg', JPEG_BYTES, 'image/jpeg']],
  },
];

/** storage-js error parts, or 'ok'. */
function outcome(res: { error: unknown }): { statusCode?: string; code?: string; status?: number } | 'ok' {
  if (!res.error) return 'ok';
  const e = res.error as { statusCode?: string; status?: number; code?: string };
  return { statusCode: e.statusCode, code: e.code, status: e.status };
}
const REFUSED = { statusCode: '415', code: 'InvalidMimeType', status: 400 };
const UPDATE_DENIED = { statusCode: '403', code: 'AccessDenied', status: 400 };

async function objectCount(bucket: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects where bucket_id = $1`, [bucket]);
  return n;
}
/** Files the server holds for a bucket (refused uploads must leave none, nor temp files). */
function filesOnDisk(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

describe(`disguised content is refused in every product bucket on ${TEST_DB}`, () => {
  beforeAll(async () => {
    checkupId = crypto.randomUUID();
    expectOk(await P.anon.from('free_checkups').insert({
      id: checkupId, category: 'Criminal Cases', name: 'Visitor', email: `v-${crypto.randomBytes(3).toString('hex')}@example.com`,
      mobile: '010-0000-0000', issue_description: 'I received a summons from the police.', privacy_policy_version: '2025-01-01',
    }));
  });

  for (const t of TARGETS) {
    test(`${t.bucket}: raw bodies, multipart, update and signed upload URLs`, async () => {
      const before = await objectCount(t.bucket);
      const onDisk = filesOnDisk(path.join(s.cfg.storageDir, t.bucket));
      const bucket = t.who().storage.from(t.bucket);
      for (const [label, bytes, declared] of ATTACKS(t.declared)) {
        const ext = declared === 'application/pdf' ? 'pdf' : declared === 'image/jpeg' ? 'jpg' : 'png';
        const name = t.name(ext, ++counter);
        // raw body (Buffer) and multipart (Blob: storage-js sends form data)
        expect(outcome(await bucket.upload(name, bytes, { contentType: declared })), `${label} raw`).toEqual(REFUSED);
        expect(outcome(await bucket.upload(name, new Blob([new Uint8Array(bytes)], { type: declared }))), `${label} multipart`).toEqual(REFUSED);
        // a chunked body without a length
        const stream = new ReadableStream({ start(c) { c.enqueue(bytes.subarray(0, 5)); c.enqueue(bytes.subarray(5)); c.close(); } });
        const chunked = await fetch(`${s.url}/storage/v1/object/${t.bucket}/${name}`, {
          method: 'POST', body: stream, duplex: 'half',
          headers: { apikey: s.anonKey, Authorization: `Bearer ${t.bucket === 'free-checkup-documents' ? s.anonKey : (t.bucket === 'lawyer-photos' ? P.lawyer : certUser).token}`, 'content-type': declared },
        } as RequestInit);
        expect(chunked.status, `${label} chunked`).toBe(400);
        expect(await chunked.json()).toEqual({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: expect.stringContaining('mime type') });
        // update (PUT, an upsert)
        // update (PUT, an upsert): refused for its content where the owner may update (photos), else
        // by RLS first (certificates and check-up documents are never overwritten)
        expect(outcome(await bucket.update(name, bytes, { contentType: declared })), `${label} update`).toEqual(t.bucket === 'lawyer-photos' ? REFUSED : UPDATE_DENIED);
        // a signed upload URL made by the caller, used by anyone
        const signed = await bucket.createSignedUploadUrl(name);
        expect(signed.error, `${label} sign`).toBeNull();
        expect(outcome(await P.anon.storage.from(t.bucket).uploadToSignedUrl(name, signed.data!.token, bytes, { contentType: declared })), `${label} signed`).toEqual(REFUSED);
        expect(outcome(await P.anon.storage.from(t.bucket).uploadToSignedUrl(name, signed.data!.token, new Blob([new Uint8Array(bytes)], { type: declared }))), `${label} signed multipart`).toEqual(REFUSED);
      }
      // nothing stored: no rows, no files, no temp files
      expect(await objectCount(t.bucket)).toBe(before);
      expect(filesOnDisk(path.join(s.cfg.storageDir, t.bucket))).toBe(onDisk);
      expect(filesOnDisk(path.join(s.cfg.storageDir, '.tmp'))).toBe(0);
    });
  }

  test('the platform (service role) is held to the same rule, and cannot copy markup in from an open bucket', async () => {
    const svc = P.service.storage;
    expect(outcome(await svc.from('lawyer-photos').upload(`${P.lawyer.id}/${P.lawyer.id}-9.png`, HTML, { contentType: 'image/png' }))).toEqual(REFUSED);
    // a bucket without a type list takes anything, as Supabase does...
    expectOk(await svc.createBucket('scratch-open', { public: true }));
    expect(outcome(await svc.from('scratch-open').upload('page.png', HTML, { contentType: 'image/png' }))).toBe('ok');
    expect(outcome(await svc.from('scratch-open').upload('page.html', HTML, { contentType: 'text/html' }))).toBe('ok');
    // ...but copying or moving its bytes into a product bucket checks them as an upload would
    for (const b of ['lawyer-photos', 'lawyer-verifications', 'free-checkup-documents']) {
      const dest = `${P.lawyer.id}/${P.lawyer.id}-10.png`;
      expect(outcome(await svc.from('scratch-open').copy('page.png', dest, { destinationBucket: b })), b).toEqual(REFUSED);
      expect(outcome(await svc.from('scratch-open').move('page.png', dest, { destinationBucket: b })), b).toEqual(REFUSED);
    }
    expect(outcome(await svc.from('scratch-open').download('page.png'))).toBe('ok'); // not moved
    // and what it holds is served inert: no sniffing, never rendered as a page
    for (const name of ['page.png', 'page.html']) {
      const res = await fetch(svc.from('scratch-open').getPublicUrl(name).data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      if (name === 'page.html') expect(res.headers.get('content-disposition')).toBe("attachment; filename=page.html; filename*=UTF-8''page.html;");
      else expect(res.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe(`real files are accepted and served safely on ${TEST_DB}`, () => {
  for (const t of TARGETS) {
    test(`${t.bucket}: ${t.real.map(([e]) => e).join(', ')}`, async () => {
      for (const [ext, bytes, type] of t.real) {
        const name = t.name(ext, ++counter);
        expect(outcome(await t.who().storage.from(t.bucket).upload(name, bytes, { contentType: type })), `${ext}`).toBe('ok');
        const file = expectOk(await P.admin.db.storage.from(t.bucket).download(name));
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      }
    });
  }

  test('a public photo renders inline, with nosniff', async () => {
    const name = `${P.lawyer.id}/${P.lawyer.id}-${++counter}.png`;
    expectOk(await P.lawyer.db.storage.from('lawyer-photos').upload(name, PNG_BYTES, { contentType: 'image/png' }));
    const res = await fetch(P.anon.storage.from('lawyer-photos').getPublicUrl(name).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
    // ?download still asks for a download
    const dl = await fetch(P.anon.storage.from('lawyer-photos').getPublicUrl(name, { download: 'me.png' }).data.publicUrl);
    expect(dl.headers.get('content-disposition')).toBe("attachment; filename=me.png; filename*=UTF-8''me.png;");
  });

  test('private certificates and check-up documents download as attachments, keeping their names', async () => {
    const cert = `${certUser.id}/${certUser.id}-verification.pdf`;
    const doc = `${checkupId}/document-${counter + 1}.pdf`;
    expectOk(await P.anon.storage.from('free-checkup-documents').upload(doc, PDF_BYTES, { contentType: 'application/pdf' }));
    for (const [bucket, name] of [['lawyer-verifications', cert], ['free-checkup-documents', doc]] as const) {
      const base = name.split('/')[1];
      const signed = expectOk(await P.admin.db.storage.from(bucket).createSignedUrl(name, 60));
      const viaSigned = await fetch(signed.signedUrl);
      const viaApi = await fetch(`${s.url}/storage/v1/object/authenticated/${bucket}/${name}`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${P.admin.token}` } });
      const head = await fetch(signed.signedUrl, { method: 'HEAD' });
      for (const res of [viaSigned, viaApi, head]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${base}; filename*=UTF-8''${base};`);
      }
      expect(Buffer.from(await viaSigned.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
      // a signed URL with ?download keeps storage's behaviour
      const named = expectOk(await P.admin.db.storage.from(bucket).createSignedUrl(name, 60, { download: 'evidence.pdf' }));
      expect((await fetch(named.signedUrl)).headers.get('content-disposition')).toBe("attachment; filename=evidence.pdf; filename*=UTF-8''evidence.pdf;");
      const bare = expectOk(await P.admin.db.storage.from(bucket).createSignedUrl(name, 60, { download: true }));
      expect((await fetch(bare.signedUrl)).headers.get('content-disposition')).toBe('attachment;');
    }
  });
});

describe(`the demo files pass the content rule on ${TEST_DB}`, () => {
  const MIME: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' };
  test('every file under seed/storage is what its extension says and its bucket takes it', async () => {
    const buckets = await sql<{ id: string; allowed_mime_types: string[] | null }>(s, `select id, allowed_mime_types from storage.buckets`);
    let checked = 0;
    for (const b of fs.readdirSync(SEED_STORAGE)) {
      const allowed = buckets.find((r) => r.id === b)?.allowed_mime_types;
      expect(allowed, b).toBeTruthy();
      for (const e of fs.readdirSync(path.join(SEED_STORAGE, b), { recursive: true, withFileTypes: true })) {
        if (!e.isFile() || e.name.startsWith('.')) continue;
        const file = path.join(e.parentPath, e.name);
        const type = MIME[e.name.slice(e.name.lastIndexOf('.') + 1).toLowerCase()];
        expect(checkContent(type ?? 'application/octet-stream', fs.readFileSync(file), allowed!), file).toEqual({ ok: true });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
