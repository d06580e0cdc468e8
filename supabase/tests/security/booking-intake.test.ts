// Intake before the meeting (issue 29, item 4; migration 20261202004000_booking_intake.sql):
//   - client_save_booking_intake: the client of a paid booking, before its start, saves the status
//     of stay and key dates; every other case is refused with a named refusal, nothing written;
//   - public.booking_intakes is read by the booking's client and lawyer and administrators only;
//   - documents: uploaded by the client through storage-upload under {booking id}/ (≤ 5, paid, not
//     started), downloadable by the booking's lawyer (signed URL with download = attachment) and
//     refused to another client and to anon; no direct write;
//   - the retention purge deletes the intake and queues the documents with the case description.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  book, createPersonas, expectError, expectOk, futureSlots, PDF_BYTES, PNG_BYTES, sql, uploadViaFunction,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { enableTestModePayments, moveIntoPast, pay } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const BUCKET = 'booking-documents';
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  slots = await futureSlots(s, 20);
}, 120_000);
afterAll(async () => { await s?.close(); });

interface Booking { id: string }
async function newBooking(client: Persona = P.clientA, paid = true): Promise<Booking> {
  const b = expectOk(await book(client, P.lawyer.id, slots.shift()!)) as Booking;
  if (paid) await pay(client, b.id);
  return b;
}
const save = (p: Persona | Personas['anon'], booking_id: string, fields: Record<string, unknown> = {}) =>
  ('db' in p ? p.db : p).rpc('client_save_booking_intake', {
    booking_id, status_of_stay: 'e7', visa_expires_on: '2027-01-10', notice_date: '2026-11-20', notice_deadline: '2026-12-20', ...fields,
  });
const intakeRow = async (id: string) => (await sql(s, `select * from public.booking_intakes where booking_id = $1`, [id]))[0];
const DENIED = { status: 403, body: { statusCode: '403', error: 'access_denied', message: 'new row violates row-level security policy' } };

describe(`client_save_booking_intake on ${TEST_DB}`, () => {
  test('the client saves it; the client, the lawyer and an admin read it; another client sees no row, anon is refused', async () => {
    const b = await newBooking();
    const saved = expectOk(await save(P.clientA, b.id)) as Record<string, unknown>;
    expect(saved).toMatchObject({ booking_id: b.id, status_of_stay: 'e7', visa_expires_on: '2027-01-10', notice_date: '2026-11-20', notice_deadline: '2026-12-20' });
    // saving again replaces the whole intake (null clears)
    expectOk(await save(P.clientA, b.id, { status_of_stay: 'f6', notice_date: null, notice_deadline: null }));
    for (const p of [P.clientA, P.lawyer, P.admin]) {
      const rows = expectOk(await p.db.from('booking_intakes').select('*').eq('booking_id', b.id));
      expect(rows, p.email).toEqual([expect.objectContaining({ status_of_stay: 'f6', visa_expires_on: '2027-01-10', notice_date: null, notice_deadline: null })]);
    }
    expect(expectOk(await P.clientB.db.from('booking_intakes').select('*').eq('booking_id', b.id))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('booking_intakes').select('*').eq('booking_id', b.id))).toEqual([]);
    expectError(await P.anon.from('booking_intakes').select('*').eq('booking_id', b.id), '42501');
    // nobody writes the table directly
    expectError(await P.clientA.db.from('booking_intakes').update({ status_of_stay: 'd2' }).eq('booking_id', b.id), '42501');
    expectError(await P.clientA.db.from('booking_intakes').insert({ booking_id: (await newBooking()).id }), '42501');
  });

  test('refused: another client (PT404 not_found), unpaid (not_paid), started (already_started), cancelled (booking_closed), anon (42501)', async () => {
    const b = await newBooking();
    expectError(await save(P.clientB, b.id), 'PT404', 'not_found');
    expectError(await save(P.lawyer, b.id), 'PT404', 'not_found');
    expectError(await save(P.anon, b.id), '42501');
    const unpaid = await newBooking(P.clientA, false);
    expectError(await save(P.clientA, unpaid.id), 'P0001', 'not_paid');
    const started = await newBooking();
    await moveIntoPast(s, started.id);
    expectError(await save(P.clientA, started.id), 'P0001', 'already_started');
    const cancelled = await newBooking();
    expectOk(await P.clientA.db.rpc('client_cancel_booking', { booking_id: cancelled.id }));
    expectError(await save(P.clientA, cancelled.id), 'P0001', 'booking_closed');
    for (const id of [b.id, unpaid.id, started.id, cancelled.id]) expect(await intakeRow(id)).toBeUndefined();
  });

  test('bad input: 22023 with the argument as hint, nothing written', async () => {
    const b = await newBooking();
    expectError(await save(P.clientA, b.id, { status_of_stay: 'h2' }), '22023', 'status_of_stay');
    expectError(await save(P.clientA, b.id, { visa_expires_on: '0202-01-01' }), '22023', 'visa_expires_on');
    expectError(await save(P.clientA, b.id, { notice_date: '2026-12-01', notice_deadline: '2026-11-30' }), '22023', 'notice_deadline');
    expectError(await save(P.clientA, b.id, { booking_id: null }), '22023', 'booking_id');
    expect(await intakeRow(b.id)).toBeUndefined();
  });
});

describe(`booking documents (bucket ${BUCKET}) on ${TEST_DB}`, () => {
  test('uploaded by the client through storage-upload; the lawyer downloads it (signed URL, attachment); another client and anon are refused', async () => {
    const b = await newBooking();
    const name = `${b.id}/1-passport.pdf`;
    const up = await uploadViaFunction(s, P.clientA.token, BUCKET, name, PDF_BYTES, 'application/pdf');
    expect(up).toMatchObject({ status: 200, body: { path: name, contentType: 'application/pdf' } });

    // the lawyer: listed in the view, downloaded, and a signed URL that downloads as an attachment
    const listed = expectOk(await P.lawyer.db.from('booking_documents').select('booking_id, path, file_name, mime_type, size_bytes').eq('booking_id', b.id));
    expect(listed).toEqual([{ booking_id: b.id, path: name, file_name: '1-passport.pdf', mime_type: 'application/pdf', size_bytes: PDF_BYTES.length }]);
    const got = await P.lawyer.db.storage.from(BUCKET).download(name);
    expect(got.error).toBeNull();
    expect(Buffer.from(await got.data!.arrayBuffer())).toEqual(PDF_BYTES);
    const signed = expectOk(await P.lawyer.db.storage.from(BUCKET).createSignedUrl(name, 60, { download: true }));
    const res = await fetch(signed.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF_BYTES);
    // the client and an admin read it too
    expect((await P.clientA.db.storage.from(BUCKET).download(name)).error).toBeNull();
    expect((await P.admin.db.storage.from(BUCKET).download(name)).error).toBeNull();

    // another client and another lawyer: Storage hides the object (400, statusCode 404 not_found)
    for (const p of [P.clientB, P.unapprovedLawyer]) {
      const r = await p.db.storage.from(BUCKET).download(name);
      expect(r.error, p.email).toMatchObject({ status: 400, statusCode: '404' });
      const sig = await p.db.storage.from(BUCKET).createSignedUrl(name, 60);
      expect(sig.error, p.email).toMatchObject({ status: 400, statusCode: '404' });
      expect(expectOk(await p.db.from('booking_documents').select('path').eq('booking_id', b.id))).toEqual([]);
    }
    // anon: no policy for anon at all (400, statusCode 404), and the view is not granted (42501)
    const anon = await P.anon.storage.from(BUCKET).download(name);
    expect(anon.error).toMatchObject({ status: 400, statusCode: '404' });
    expect((await P.anon.storage.from(BUCKET).createSignedUrl(name, 60)).error).toMatchObject({ status: 400, statusCode: '404' });
    expectError(await P.anon.from('booking_documents').select('path'), '42501');
  });

  test('upload refused (403 access_denied): another client, the lawyer, anon, unpaid, started; direct writes refused by RLS', async () => {
    const b = await newBooking();
    expect(await uploadViaFunction(s, P.clientB.token, BUCKET, `${b.id}/x.pdf`, PDF_BYTES)).toEqual(DENIED);
    expect(await uploadViaFunction(s, P.lawyer.token, BUCKET, `${b.id}/x.pdf`, PDF_BYTES)).toEqual(DENIED);
    expect(await uploadViaFunction(s, undefined, BUCKET, `${b.id}/x.pdf`, PDF_BYTES)).toEqual(DENIED);
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/../x.pdf`, PDF_BYTES)).toEqual(DENIED);
    const unpaid = await newBooking(P.clientA, false);
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${unpaid.id}/x.pdf`, PDF_BYTES)).toEqual(DENIED);
    const started = await newBooking();
    await moveIntoPast(s, started.id);
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${started.id}/x.pdf`, PDF_BYTES)).toEqual(DENIED);
    // Storage itself: no INSERT policy (403 AccessDenied in a 400)
    const direct = await P.clientA.db.storage.from(BUCKET).upload(`${b.id}/direct.pdf`, PDF_BYTES, { contentType: 'application/pdf' });
    expect(direct.error).toMatchObject({ status: 400, statusCode: '403' });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2`,
      [BUCKET, `${b.id}/%`]);
    expect(n).toBe(0);
  });

  test('at most 5 documents: the 6th is refused (403 access_denied); a WebP is refused (415)', async () => {
    const b = await newBooking();
    for (let i = 1; i <= 5; i++) {
      const r = await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/${i}-scan.png`, PNG_BYTES, 'image/png');
      expect(r.status, `document ${i}`).toBe(200);
    }
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/6-scan.png`, PNG_BYTES, 'image/png')).toEqual(DENIED);
    const b2 = await newBooking();
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    expect((await uploadViaFunction(s, P.clientA.token, BUCKET, `${b2.id}/1-scan.webp`, webp, 'image/png')).body).toMatchObject({ error: 'invalid_mime_type' });
  });
});

describe(`removing a booking document (migration 20261202005000) on ${TEST_DB}`, () => {
  const objectNames = async (bookingId: string) =>
    (await sql<{ name: string }>(s, `select name from storage.objects where bucket_id = $1 and name like $2 order by name`, [BUCKET, `${bookingId}/%`]))
      .map((r) => r.name);

  test('the client removes their own document while the intake is open: gone from Storage and the view, and a place is free again', async () => {
    const b = await newBooking();
    for (let i = 1; i <= 5; i++) {
      expect((await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/${i}-scan.png`, PNG_BYTES, 'image/png')).status, `document ${i}`).toBe(200);
    }
    // full: a 6th is refused until one is removed
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/6-scan.png`, PNG_BYTES, 'image/png')).toEqual(DENIED);
    const removed = await P.clientA.db.storage.from(BUCKET).remove([`${b.id}/2-scan.png`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([`${b.id}/2-scan.png`]);
    expect(await objectNames(b.id)).toEqual([1, 3, 4, 5].map((i) => `${b.id}/${i}-scan.png`));
    expect(expectOk(await P.clientA.db.from('booking_documents').select('file_name').eq('booking_id', b.id)).map((r) => r.file_name))
      .toEqual(['1-scan.png', '3-scan.png', '4-scan.png', '5-scan.png']);
    expect((await P.clientA.db.storage.from(BUCKET).download(`${b.id}/2-scan.png`)).error).toMatchObject({ status: 400, statusCode: '404' });
    // the limit counts what is left: the 5th place takes a new file
    expect((await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/6-scan.png`, PNG_BYTES, 'image/png')).status).toBe(200);
    expect(await uploadViaFunction(s, P.clientA.token, BUCKET, `${b.id}/7-scan.png`, PNG_BYTES, 'image/png')).toEqual(DENIED);
  });

  test('refused (hosted Storage: 200 with an empty list, the object kept): the lawyer, another client, another lawyer, an admin, anon; the client after the start and on a cancelled booking', async () => {
    const b = await newBooking();
    const name = `${b.id}/1-passport.pdf`;
    expect((await uploadViaFunction(s, P.clientA.token, BUCKET, name, PDF_BYTES, 'application/pdf')).status).toBe(200);
    for (const [who, db] of [
      ['the lawyer', P.lawyer.db], ['another client', P.clientB.db], ['another lawyer', P.unapprovedLawyer.db], ['an admin', P.admin.db], ['anon', P.anon],
    ] as const) {
      const r = await db.storage.from(BUCKET).remove([name]);
      expect(r, who).toEqual({ data: [], error: null });
      expect(await objectNames(b.id), who).toEqual([name]);
    }
    // the single-object endpoint: the row is hidden from the delete, so 404 not_found (400 with statusCode 404)
    for (const [who, token] of [['the lawyer', P.lawyer.token], ['another client', P.clientB.token]] as const) {
      const res = await fetch(`${s.url}/storage/v1/object/${BUCKET}/${name}`, {
        method: 'DELETE', headers: { apikey: s.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(res.status, who).toBe(400);
      expect(await res.json(), who).toMatchObject({ statusCode: '404', error: 'not_found' });
      expect(await objectNames(b.id), who).toEqual([name]);
    }

    // the booking's own client, out of the intake's window
    await moveIntoPast(s, b.id);
    expect(await P.clientA.db.storage.from(BUCKET).remove([name])).toEqual({ data: [], error: null });
    expect(await objectNames(b.id)).toEqual([name]);
    // the lawyer still reads it for the consultation
    expect((await P.lawyer.db.storage.from(BUCKET).download(name)).error).toBeNull();

    const cancelled = await newBooking();
    const kept = `${cancelled.id}/1-notice.pdf`;
    expect((await uploadViaFunction(s, P.clientA.token, BUCKET, kept, PDF_BYTES, 'application/pdf')).status).toBe(200);
    expectOk(await P.clientA.db.rpc('client_cancel_booking', { booking_id: cancelled.id }));
    expect(await P.clientA.db.storage.from(BUCKET).remove([kept])).toEqual({ data: [], error: null });
    expect(await objectNames(cancelled.id)).toEqual([kept]);
  });
});

describe(`retention on ${TEST_DB}`, () => {
  test('the purge deletes the intake and queues the documents with the case description', async () => {
    const b = await newBooking();
    expectOk(await save(P.clientA, b.id));
    const name = `${b.id}/1-notice.pdf`;
    expect((await uploadViaFunction(s, P.clientA.token, BUCKET, name, PDF_BYTES, 'application/pdf')).status).toBe(200);
    const kept = await newBooking();
    expectOk(await save(P.clientA, kept.id));

    await sql(s, `update public.bookings set booking_date = (now() at time zone 'Asia/Seoul')::date - 400 where id = $1`, [b.id]);
    expectOk(await P.service.rpc('purge_expired_personal_data'));
    expect(await intakeRow(b.id)).toBeUndefined();
    expect(await intakeRow(kept.id)).toBeDefined();
    expect(await sql(s, `select bucket_id, name, reason from private.storage_deletions where name like $1`, [`${b.id}/%`]))
      .toEqual([{ bucket_id: BUCKET, name, reason: 'retention.booking' }]);
  });
});
