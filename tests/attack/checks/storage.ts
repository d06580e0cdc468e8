// Storage (issue 14, issue 28 and the matrix): markup disguised as an image (the storage policies
// and the upload function hold, not Storage), how private files are opened, other users' private
// files, "../" in object paths (read and write), and a booking's documents (issue 29).
import crypto from 'node:crypto';
import { book, describeError, Findings, freeSlots, notHeld, skipped, type Check, type Ctx, type Persona } from '../lib/context.ts';
import { describeAnswer, unlessNoRows } from '../lib/expect.ts';
import { rawRequest } from '../lib/http.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/auth/v1/user").then(r=>r.text()).then(alert)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>');

/**
 * The demo lawyer's certificate path (read as the admin, as the console does). Throws when it cannot
 * be read or there is none: the checks that target it cannot run then (an error, not a skip).
 */
async function certificateOf(ctx: Ctx, lawyer: Persona): Promise<string> {
  const admin = await ctx.demo('admin');
  const r = await admin.db.from('lawyers').select('verification_document_url').eq('id', lawyer.id).maybeSingle();
  if (r.error) throw new Error(`the admin cannot read the demo lawyer's certificate path: ${r.error.code} ${r.error.message}`);
  const path = (r.data as { verification_document_url?: string | null } | null)?.verification_document_url;
  if (!path) throw new Error('the demo lawyer has no certificate to target (demo data missing)');
  return path;
}

const statusOf = (e: unknown): string => {
  const o = (e ?? {}) as { statusCode?: string; status?: number; message?: string };
  return String(o.statusCode ?? o.status ?? o.message ?? 'error');
};

/**
 * null when a storage-js call failed with Storage's error `statusCode` (e.g. '404': not found, which
 * is also how Storage answers an object RLS hides); else what it did instead.
 */
function unlessStorageError(label: string, r: { data: unknown; error: unknown }, statusCode: string): string | null {
  if (!r.error) return `${label}: got through`;
  const e = r.error as { statusCode?: string; status?: number; code?: string; message?: string };
  return e.statusCode === statusCode ? null : `${label}: ${e.status ?? '?'} statusCode ${e.statusCode ?? '-'} ${e.code ?? ''} ${(e.message ?? '').slice(0, 60)} instead of statusCode ${statusCode}`;
}

/**
 * Storage's refusal of a crafted object path: HTTP 400 with Storage's error body (statusCode 400
 * InvalidKey, 403 AccessDenied, 404 not found), or a plain 404 when the path resolves outside the
 * Storage API. A 5xx or any other answer is no refusal.
 */
function storageRefused(status: number, json: unknown): boolean {
  if (status === 404) return true;
  const code = String((json as { statusCode?: unknown } | undefined)?.statusCode ?? '');
  return status === 400 && ['400', '403', '404'].includes(code);
}

/** An upload through the Edge Function storage-upload (the apps' only way to write these buckets). */
async function viaFunction(ctx: Ctx, token: string, bucket: string, path: string, bytes: Buffer, declared: string): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const res = await fetch(`${ctx.opts.api}/functions/v1/storage-upload?${new URLSearchParams({ bucket, path })}`, {
    method: 'POST',
    headers: { apikey: ctx.opts.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': declared },
    body: new Uint8Array(bytes),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json };
}

const htmlAsImage: Check = {
  id: 'storage/html-as-image',
  title: 'a lawyer cannot get HTML served as a profile photo: direct uploads to lawyer-photos are refused by RLS (403), HTML and scripted SVG sent to storage-upload as image/png are refused (415)',
  async run(ctx) {
    // Hosted Storage checks only the declared type, so the bucket itself would take HTML declared
    // as image/png; what holds is the storage policies (no insert for users) and the function's
    // byte check (supabase/SECURITY.md, "Uploads").
    const lawyer = await ctx.demo('lawyer');
    const bucket = lawyer.db.storage.from('lawyer-photos');
    const f = new Findings();
    // names storage_upload_allowed accepts (<id>/<id>-<digits>.<ext>), so only the content can be refused
    let seq = Date.now();
    const nameFor = () => `${lawyer.id}/${lawyer.id}-${++seq}.png`;
    // a control: a real PNG under such a name goes through the function (else the refusals prove nothing)
    const control = nameFor();
    const ok = await viaFunction(ctx, lawyer.token, 'lawyer-photos', control, PNG, 'image/png');
    if (ok.status !== 200) return notHeld(`inconclusive: the lawyer cannot upload a real PNG through storage-upload either (${ok.status} ${JSON.stringify(ok.json)?.slice(0, 80)})`);
    ctx.cleanup(`remove ${control}`, async () => { await bucket.remove([control]); });
    const attacks = [['HTML', HTML], ['SVG with script', SVG], ['HTML after a text preamble', Buffer.concat([Buffer.from('Hello,\n\n'), HTML])]] as const;
    for (const [label, bytes] of attacks) {
      // 1. straight to Storage (raw and multipart): refused by RLS, 403 AccessDenied (not any error)
      for (const mode of ['raw', 'multipart'] as const) {
        const name = nameFor();
        const body = mode === 'raw' ? bytes : new Blob([new Uint8Array(bytes)], { type: 'image/png' });
        const r = await bucket.upload(name, body, { contentType: 'image/png' });
        if (!r.error) {
          ctx.cleanup(`remove ${name}`, async () => { await bucket.remove([name]); });
          const served = await fetch(`${ctx.opts.api}/storage/v1/object/public/lawyer-photos/${name}`);
          f.attempt(`${label} (${mode}, direct) stored; served as ${served.headers.get('content-type')}`);
        } else {
          f.attempt(unlessStorageError(`${label} (${mode}, direct)`, r, '403'));
        }
      }
      // 2. through the function: refused for its bytes, 415 invalid_mime_type
      const name = nameFor();
      const r = await viaFunction(ctx, lawyer.token, 'lawyer-photos', name, bytes, 'image/png');
      if (r.status === 200) ctx.cleanup(`remove ${name}`, async () => { await bucket.remove([name]); });
      f.attempt(r.status === 415 && r.json?.error === 'invalid_mime_type' ? null
        : `${label} through storage-upload: ${r.status} ${JSON.stringify(r.json)?.slice(0, 80)} instead of 415 invalid_mime_type`);
    }
    // and a real PNG sent straight to Storage is refused too: there is no direct way in
    const direct = nameFor();
    const d = await bucket.upload(direct, PNG, { contentType: 'image/png' });
    if (!d.error) ctx.cleanup(`remove ${direct}`, async () => { await bucket.remove([direct]); });
    f.attempt(unlessStorageError('a real PNG (direct)', d, '403'));
    return f.verdict(`${attacks.length * 2 + 1} direct uploads refused by RLS (403 AccessDenied), ${attacks.length} through storage-upload refused (415 invalid_mime_type); a real PNG through storage-upload is accepted`);
  },
};

const privateAttachment: Check = {
  id: 'storage/private-served-as-attachment',
  title: 'private documents open as downloads: the console\'s signed URLs (download) answer Content-Disposition: attachment, and private files are stored only as PDF or raster images',
  async run(ctx) {
    // Hosted Storage serves a file inline with its stored type unless ?download is asked for, and
    // sends no nosniff. What holds: the console signs its URLs with download (an attachment, never
    // a page in a tab), and storage-upload stores only verified types (PDF, JPEG, PNG, WebP), so
    // even an inline signed URL renders no markup.
    const admin = await ctx.demo('admin');
    const lawyer = await ctx.demo('lawyer');
    const cert = await certificateOf(ctx, lawyer);
    const f = new Findings();
    const signed = await admin.db.storage.from('lawyer-verifications').createSignedUrl(cert, 60, { download: true });
    if (signed.error || !signed.data) return notHeld(`the admin could not sign a URL for the certificate: ${statusOf(signed.error)}`);
    const res = await fetch(signed.data.signedUrl);
    await res.arrayBuffer();
    const disposition = res.headers.get('content-disposition') ?? '';
    f.attempt(res.status !== 200 ? `signed URL: ${res.status} (could not be fetched to check)`
      : /^attachment/i.test(disposition) ? null : `signed URL with download: Content-Disposition ${disposition || 'missing'} (rendered inline)`);
    const SAFE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
    const stored = res.headers.get('content-type') ?? '';
    f.attempt(SAFE.has(stored.split(';')[0]!.trim()) ? null : `the certificate is stored as ${stored || 'no type'}`);
    // every document of the free check-ups the admin can see (the console's view of them)
    const docs = await admin.db.from('free_checkup_documents').select('path, mime_type').limit(1000);
    if (docs.error) f.attempt(`the admin cannot read free_checkup_documents: ${docs.error.code} ${docs.error.message}`);
    for (const d of (docs.data ?? []) as { path: string; mime_type: string | null }[]) {
      f.attempt(SAFE.has(d.mime_type ?? '') ? null : `check-up document ${d.path} is stored as ${d.mime_type ?? 'no type'}`);
    }
    return f.verdict(`the certificate via a signed URL with download: ${disposition.split(';')[0]}, ${stored}; ${(docs.data ?? []).length} check-up documents stored as PDF or raster images`);
  },
};

const othersPrivate: Check = {
  id: 'storage/others-private-files',
  title: "a client or another lawyer cannot read, sign, list or delete a lawyer's certificate; no public URL",
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    const cert = await certificateOf(ctx, lawyer);
    const f = new Findings();
    for (const [who, db, token] of [
      ['anonymous', ctx.anon, ctx.opts.anonKey],
      ['client', (await ctx.demo('clientA')).db, (await ctx.demo('clientA')).token],
      ['unapproved lawyer', (await ctx.demo('pendingLawyer')).db, (await ctx.demo('pendingLawyer')).token],
    ] as const) {
      // an object RLS hides is "not found" (statusCode 404); lists and removals see nothing (200, [])
      const b = db.storage.from('lawyer-verifications');
      f.attempt(unlessStorageError(`${who} downloads the certificate`, await b.download(cert), '404'));
      f.attempt(unlessStorageError(`${who} signs a URL for the certificate`, await b.createSignedUrl(cert, 60), '404'));
      f.attempt(unlessNoRows(`${who} lists the lawyer's certificate folder`, { ...(await b.list(lawyer.id)), status: 200 }));
      const direct = await ctx.api('GET', `/storage/v1/object/lawyer-verifications/${cert}`, { token });
      f.attempt(direct.status === 200 ? `${who} fetched /object/lawyer-verifications/…`
        : direct.status === 400 && String((direct.json as { statusCode?: unknown } | undefined)?.statusCode) === '404' ? null
        : `${who} fetching /object/lawyer-verifications/…: ${describeAnswer(direct)} instead of 400 (statusCode 404)`);
      // removal: storage answers 200 with the removed objects; nothing may be removed
      const rm = await b.remove([cert]);
      f.attempt(rm.error ? `${who} removing the certificate answered ${statusOf(rm.error)} instead of an empty removal`
        : (rm.data ?? []).length === 0 ? null : `${who} DELETED the certificate`);
      f.attempt(unlessNoRows(`${who} lists free check-up documents`, { ...(await db.storage.from('free-checkup-documents').list('')), status: 200 }));
    }
    // a private bucket has no public URLs: the public route says it does not know the bucket
    const pub = await ctx.api('GET', `/storage/v1/object/public/lawyer-verifications/${cert}`, { token: ctx.opts.anonKey });
    f.attempt(pub.status === 200 ? 'the certificate is served at the public URL'
      : pub.status === 400 && String((pub.json as { statusCode?: unknown } | undefined)?.statusCode) === '404' ? null
      : `the public URL of the certificate: ${describeAnswer(pub)} instead of 400 (statusCode 404)`);
    const still = await (await ctx.demo('admin')).db.storage.from('lawyer-verifications').download(cert);
    f.attempt(still.error ? `the certificate cannot be read back by the admin after the attempts (${statusOf(still.error)})` : null);
    return f.verdict(`${f.tried} attempts as anonymous, client and unapproved lawyer: refused or empty; the certificate is intact`);
  },
};

const pathTraversal: Check = {
  id: 'storage/path-traversal',
  title: 'object paths with "../" (raw, %2e%2e, %2f, %5c, double-encoded) neither read another bucket nor write outside the own folder',
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    const client = await ctx.demo('clientA');
    const pending = await ctx.demo('pendingLawyer');
    const cert = await certificateOf(ctx, lawyer);
    const api = new URL(ctx.opts.api);
    const prefix = `${api.pathname.replace(/\/$/, '')}/storage/v1/object`;
    const auth = (t: string) => ({ apikey: ctx.opts.anonKey, authorization: `Bearer ${t}` });
    const f = new Findings();
    const reads = [
      `public/lawyer-photos/../lawyer-verifications/${cert}`,
      `public/lawyer-photos/..%2flawyer-verifications/${cert}`,
      `public/lawyer-photos/%2e%2e/lawyer-verifications/${cert}`,
      `public/lawyer-photos/%2e%2e%2flawyer-verifications/${cert}`,
      `public/lawyer-photos/%252e%252e%252flawyer-verifications/${cert}`,
      `public/lawyer-photos/..%5clawyer-verifications/${cert}`,
      `public/lawyer-photos/${lawyer.id}/../../lawyer-verifications/${cert}`,
      `authenticated/lawyer-photos/../lawyer-verifications/${cert}`,
      `authenticated/lawyer-photos/%2e%2e%2flawyer-verifications/${cert}`,
      `lawyer-photos/../lawyer-verifications/${cert}`,
      `public/lawyer-photos/../../../../../../../../etc/passwd`,
      `public/lawyer-photos/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
      `public/lawyer-photos/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `public/lawyer-photos/....//....//....//etc/passwd`,
    ];
    for (const p of reads) {
      const r = await rawRequest(api.origin, { path: `${prefix}/${p}`, headers: auth(client.token) });
      const leaked = r.status === 200 && (r.body.subarray(0, 5).toString() === '%PDF-' || /root:.*:0:0:/.test(r.text));
      f.attempt(leaked ? `GET …/${p} as a client: ${r.status}, ${r.body.length} bytes of it` : r.status === 200 ? `GET …/${p}: 200 (${r.headers['content-type']})`
        : storageRefused(r.status, r.json) ? null : `GET …/${p}: ${r.status} ${r.text.slice(0, 80)} instead of Storage's refusal`);
    }
    // writes: the lawyer tries to put a file into the unapproved lawyer's folder, or above the bucket
    const tag = crypto.randomBytes(4).toString('hex');
    const writes = [
      `lawyer-photos/${lawyer.id}/../${pending.id}/${pending.id}-${tag}.png`,
      `lawyer-photos/${lawyer.id}/..%2f${pending.id}/${pending.id}-${tag}a.png`,
      `lawyer-photos/${lawyer.id}/%2e%2e/${pending.id}/${pending.id}-${tag}b.png`,
      `lawyer-photos/${lawyer.id}/%2e%2e%2f%2e%2e%2flawyer-verifications%2f${lawyer.id}%2f${lawyer.id}-verification.png`,
      `lawyer-photos/${lawyer.id}/../../../../../../tmp/klegal-attack-${tag}.png`,
      `lawyer-photos/${lawyer.id}/..%2f..%2f..%2f..%2f..%2f..%2ftmp%2fklegal-attack-${tag}c.png`,
    ];
    for (const p of writes) {
      const r = await rawRequest(api.origin, { method: 'POST', path: `${prefix}/${p}`, headers: { ...auth(lawyer.token), 'content-type': 'image/png' }, body: PNG });
      f.attempt(r.status === 200 ? `POST …/${p} as the lawyer: 200 ${r.text.slice(0, 100)}`
        : storageRefused(r.status, r.json) ? null : `POST …/${p}: ${r.status} ${r.text.slice(0, 80)} instead of Storage's refusal`);
    }
    // and nothing appeared in the other lawyer's folder
    const there = await ctx.api('GET', `/storage/v1/object/public/lawyer-photos/${pending.id}/${pending.id}-${tag}.png`);
    f.attempt(there.status === 200 ? "a file appeared in the other lawyer's folder"
      : there.status === 400 && String((there.json as { statusCode?: unknown } | undefined)?.statusCode) === '404' ? null
      : `looking for the file in the other lawyer's folder: ${describeAnswer(there)} instead of 400 (statusCode 404)`);
    return f.verdict(`${reads.length} reads and ${writes.length} writes refused`);
  },
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A paid booking of client A with the demo lawyer that has not started and takes documents: an
 * existing one, else one booked and paid in test mode here (cancelled at the end of the run).
 * Returns a reason instead when there is none and none can be made (test mode off).
 */
async function bookingTakingDocuments(ctx: Ctx, client: Persona, lawyerId: string): Promise<{ id: string } | { none: string }> {
  const paid = await client.db.from('bookings').select('id, starts_at')
    .eq('client_id', client.id).eq('lawyer_id', lawyerId).eq('payment_status', 'paid').in('status', ['pending', 'confirmed'])
    .gt('starts_at', new Date(Date.now() + 3_600_000).toISOString()).limit(20);
  if (paid.error) throw new Error(`the client's bookings: ${describeError(paid.error)}`);
  for (const b of (paid.data ?? []) as { id: string }[]) {
    const docs = await client.db.from('booking_documents').select('path').eq('booking_id', b.id);
    if (!docs.error && (docs.data ?? []).length < 5) return { id: b.id };
  }
  const [slot] = await freeSlots(ctx, lawyerId, 1);
  if (!slot) return { none: 'the demo lawyer has no open slot to book' };
  const created = await book(ctx, client, lawyerId, slot);
  if (created.error) throw new Error(`client A could not book: ${describeError(created.error)}`);
  const id = (created.data as { id: string }).id;
  const pay = await client.db.rpc('pay_booking_test_mode', { booking_id: id });
  if (pay.error) return { none: `client A has no paid upcoming booking, and a new one cannot be paid here (${describeError(pay.error)})` };
  return { id };
}

const bookingDocuments: Check = {
  id: 'storage/booking-documents',
  title: "a booking's documents (booking-documents/<booking id>/) are read only by its client, its lawyer and admins; nobody else uploads there; no direct writes; only its client removes them",
  async run(ctx) {
    // The rules are storage policies and storage_upload_allowed (issue 29, item 4), so they hold on
    // a hosted project too: the client uploads through storage-upload; a SELECT policy through a
    // security definer helper lets the booking's parties read; there is no INSERT policy; a DELETE
    // policy lets the booking's client alone remove one while the intake is open (20261202005000).
    // Storage answers a delete its policy filters out with 200 and an empty list: the refusal is
    // that the object is still there.
    const client = await ctx.demo('clientA');
    const lawyer = await ctx.demo('lawyer');
    const found = await bookingTakingDocuments(ctx, client, lawyer.id);
    if ('none' in found) return skipped(found.none);
    const name = `${found.id}/attack-${crypto.randomBytes(4).toString('hex')}.pdf`;
    const up = await viaFunction(ctx, client.token, 'booking-documents', name, PDF, 'application/pdf');
    if (up.status !== 200) return notHeld(`inconclusive: the booking's client cannot upload a PDF through storage-upload (${up.status} ${JSON.stringify(up.json)?.slice(0, 80)})`);
    const f = new Findings();
    // the booking's lawyer reads it, through a signed URL that downloads it
    const signed = await lawyer.db.storage.from('booking-documents').createSignedUrl(name, 60, { download: true });
    if (signed.error || !signed.data) return notHeld(`inconclusive: the booking's lawyer cannot sign a URL for the document (${statusOf(signed.error)})`);
    const got = await fetch(signed.data.signedUrl);
    await got.arrayBuffer();
    f.attempt(got.status === 200 && /^attachment/i.test(got.headers.get('content-disposition') ?? '') ? null
      : `the lawyer's signed URL: ${got.status}, Content-Disposition ${got.headers.get('content-disposition') ?? 'missing'} (expected 200, attachment)`);
    for (const [who, db, token] of [
      ['anonymous', ctx.anon, ctx.opts.anonKey],
      ['another client', (await ctx.demo('clientB')).db, (await ctx.demo('clientB')).token],
      ['another lawyer', (await ctx.demo('pendingLawyer')).db, (await ctx.demo('pendingLawyer')).token],
    ] as const) {
      const b = db.storage.from('booking-documents');
      f.attempt(unlessStorageError(`${who} downloads the document`, await b.download(name), '404'));
      f.attempt(unlessStorageError(`${who} signs a URL for the document`, await b.createSignedUrl(name, 60), '404'));
      f.attempt(unlessNoRows(`${who} lists the booking's folder`, { ...(await b.list(found.id)), status: 200 }));
      // writes: through the function (the SQL rule: 403 access_denied) and straight to Storage (RLS: 403)
      const other = `${found.id}/attack-${crypto.randomBytes(4).toString('hex')}.pdf`;
      const w = await viaFunction(ctx, token, 'booking-documents', other, PDF, 'application/pdf');
      f.attempt(w.status === 403 && w.json?.error === 'access_denied' ? null : `${who} uploading through storage-upload: ${w.status} ${JSON.stringify(w.json)?.slice(0, 80)} instead of 403 access_denied`);
      const d = await b.upload(`${other}x`, PDF, { contentType: 'application/pdf' });
      f.attempt(unlessStorageError(`${who} uploading straight to Storage`, d, '403'));
      f.attempt(await unlessKept(`${who} removes the document`, await b.remove([name])));
    }
    f.attempt(await unlessKept("the booking's lawyer removes the document", await lawyer.db.storage.from('booking-documents').remove([name])));
    // and the booking's own client cannot skip the function either
    const direct = await client.db.storage.from('booking-documents').upload(`${found.id}/attack-direct.pdf`, PDF, { contentType: 'application/pdf' });
    f.attempt(unlessStorageError("the booking's client uploading straight to Storage", direct, '403'));
    // the booking's client removes it (which also keeps the demo booking from filling up)
    const removed = await client.db.storage.from('booking-documents').remove([name]);
    const gone = await client.db.from('booking_documents').select('path').eq('path', name);
    f.attempt(!removed.error && removed.data?.length === 1 && !gone.error && gone.data?.length === 0 ? null
      : `the booking's client removing their document: ${removed.error ? statusOf(removed.error) : `${removed.data?.length ?? 0} removed, ${gone.data?.length ?? '?'} left`}`);
    return f.verdict(`the booking's lawyer downloads the client's document (signed URL, attachment) and its client removes it; ${f.tried - 2} reads, writes and removals by others refused (404 hidden, 403 access_denied / RLS, a removal that removes nothing)`);

    /** A removal by someone else: Storage's 200 with nothing removed, and the file still there for its client. */
    async function unlessKept(label: string, r: { data: unknown[] | null; error: unknown }): Promise<string | null> {
      if (r.error) return `${label}: answered ${statusOf(r.error)} instead of an empty removal`;
      if ((r.data ?? []).length) return `${label}: got through (${(r.data ?? []).length} removed)`;
      const still = await client.db.from('booking_documents').select('path').eq('path', name);
      return !still.error && still.data?.length === 1 ? null : `${label}: the document is gone`;
    }
  },
};

export const storageChecks: Check[] = [htmlAsImage, privateAttachment, othersPrivate, pathTraversal, bookingDocuments];
