// Delivery of the notification outbox by the worker (packages/worker) over SMTP into the local mail
// catcher: one message per outbox row with a stable Message-ID, refusals retried with backoff and
// then reported, and a worker killed with SIGKILL mid-batch losing nothing.
import crypto from 'node:crypto';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWorker, mailDeliveryTask, messageIdFor, type Render } from '@klegal/worker';
import { renderNotification } from '../../../packages/shared/src/notifications/render.ts';
import { serviceClient as workerClient } from '@klegal/worker';
import { startMailCatcher, type MailCatcher } from '../../server/mail/catcher.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, futureSlots, sql, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, sleep, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const WORKER_CLI = path.resolve(import.meta.dirname, '../../../packages/worker/src/cli.ts');
let s: TestServer;
let P: Personas;
let catcher: MailCatcher;
let slots: { date: string; time: string }[];
let next = 0;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  catcher = await startMailCatcher({ maxMessages: 5000 });
  slots = await futureSlots(s, 10);
});
afterAll(async () => {
  await catcher?.close();
  await s?.close();
});

/** Renders every kind the same way: enough to test delivery, not the templates (their own tests). */
const stubRender: Render = (kind, locale, params) => ({
  subject: `${kind} (${locale})`,
  summary: kind,
  text: JSON.stringify(params),
  html: `<p>${kind}</p>`,
  link: 'http://localhost/',
  attachments: [],
});

/** The parameters the database wrote for a booking's booking_paid message. */
async function bookingParams(bookingId: string): Promise<unknown> {
  const [r] = await sql<{ params: unknown }>(s, `select params from private.outbox where booking_id = $1 and kind = 'booking_paid'`, [bookingId]);
  return r.params;
}

async function clearOutbox(): Promise<void> {
  await sql(s, `update private.outbox set status = 'sent' where status in ('pending', 'sending')`);
  catcher.clear();
}

const statusOf = async (ids: string[]) =>
  sql<{ id: string; status: string; attempts: number; last_error: string | null }>(s,
    `select id, status, attempts, last_error from private.outbox where id = any($1::uuid[]) order by created_at`, [ids]);

describe(`delivering the outbox on ${TEST_DB}`, () => {
  test('a paid booking: the client\'s and the lawyer\'s messages arrive at their addresses, once, with the row\'s Message-ID', async () => {
    await clearOutbox();
    const client = await freshClient(s, 'deliver');
    const booking = (await book(client, P.lawyer.id, slots[next++])).data as { id: string };
    await pay(client, booking.id);
    const due = await sql<{ id: string; kind: string }>(s,
      `select id, kind from private.outbox where booking_id = $1 and status = 'pending' and due_at <= now() order by kind`, [booking.id]);
    expect(due.map((d) => d.kind)).toEqual(['booking_held', 'booking_paid', 'lawyer_new_booking']);

    const task = mailDeliveryTask(workerClient(s.url, s.serviceRoleKey), { smtpUrl: catcher.smtpUrl, siteUrl: 'http://k-legal.test', render: stubRender });
    try {
      while (await task.runOnce() > 0);
    } finally {
      task.close();
    }
    const inbox = catcher.list();
    expect(inbox.map((m) => `${m.subject}→${m.to[0].address}`).sort()).toEqual([
      `booking_held (en)→${client.email}`, `booking_paid (en)→${client.email}`, `lawyer_new_booking (ko)→${P.lawyer.email}`,
    ]);
    expect(inbox.map((m) => m.messageId).sort()).toEqual(due.map((d) => messageIdFor(d.id, 'http://k-legal.test')).sort());
    expect((await statusOf(due.map((d) => d.id))).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // the reminders are not due yet
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from private.outbox where booking_id = $1 and status = 'pending'`, [booking.id]);
    expect(n).toBe(3);
  });

  test('with the real templates: the client\'s confirmation in their language with KST and their local time, an .ics, a link to the booking', async () => {
    await clearOutbox();
    const client = await freshClient(s, 'templated');
    await sql(s, `update public.profiles set preferred_locale = 'ja', time_zone = 'Europe/Berlin' where id = $1`, [client.id]);
    const booking = (await book(client, P.lawyer.id, slots[next++])).data as { id: string; starts_at: string };
    await pay(client, booking.id);
    const worker = createWorker({ supabaseUrl: s.url, secretKey: s.serviceRoleKey, smtpUrl: catcher.smtpUrl, siteUrl: 'http://k-legal.test' });
    await worker.drain();
    await worker.stop();
    const paid = catcher.list().find((m) => m.to[0].address === client.email && m.attachments?.some((a) => a.contentType.startsWith('text/calendar')));
    expect(paid).toBeDefined();
    const expected = renderNotification('booking_paid', 'ja', (await bookingParams(booking.id)) as never, { siteUrl: 'http://k-legal.test', timeZone: 'Europe/Berlin' });
    expect(paid!.subject).toBe(expected.subject);
    expect(paid!.text).toContain(`http://k-legal.test/client/bookings?booking=${booking.id}`);
    const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(booking.starts_at));
    expect(paid!.text).toContain(berlin);
    expect(paid!.text).not.toBe(renderNotification('booking_paid', 'ja', (await bookingParams(booking.id)) as never, { siteUrl: 'http://k-legal.test' }).text);
  });

  test('an SMTP server refusing mail: each attempt recorded, retried with backoff, then failed and reported to the administrators', async () => {
    await clearOutbox();
    let refusals = 0;
    const refusing = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onRcptTo(_address, _session, cb) { refusals += 1; cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })); },
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', () => r()));
    const port = (refusing.server.address() as { port: number }).port;
    const client = await freshClient(s, 'refused');
    const booking = (await book(client, P.lawyer.id, slots[next++])).data as { id: string };
    const [held] = await sql<{ id: string }>(s, `select id from private.outbox where booking_id = $1 and kind = 'booking_held'`, [booking.id]);
    const waits: number[] = [];
    const task = mailDeliveryTask(workerClient(s.url, s.serviceRoleKey), {
      smtpUrl: `smtp://127.0.0.1:${port}`, siteUrl: 'http://k-legal.test', render: stubRender, maxAttempts: 3,
      backoffMs: (attempt) => { waits.push(attempt); return 0; }, log: () => {},
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect(await task.runOnce()).toBe(1);
        await sleep(5); // the retry is due "now + 0"
      }
      expect(await task.runOnce()).toBe(0);
    } finally {
      task.close();
      await new Promise<void>((r) => refusing.close(() => r()));
    }
    expect(refusals).toBe(3);
    expect(waits).toEqual([1, 2]);
    const [row] = await statusOf([held.id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toMatch(/550/);
    const attempts = await sql<{ attempt: number; ok: boolean }>(s, `select attempt, ok from private.outbox_attempts where outbox_id = $1 order by attempt`, [held.id]);
    expect(attempts).toEqual([{ attempt: 1, ok: false }, { attempt: 2, ok: false }, { attempt: 3, ok: false }]);
    const bell = await sql<{ params: { outbox_id: string } }>(s,
      `select params from public.notifications where user_id = $1 and kind = 'admin_delivery_failed'`, [P.admin.id]);
    expect(bell.map((b) => b.params.outbox_id)).toContain(held.id);
  });

  test('a message the catcher has is not sent again by the next round', async () => {
    await clearOutbox();
    const client = await freshClient(s, 'once');
    await book(client, P.lawyer.id, slots[next++]);
    const task = mailDeliveryTask(workerClient(s.url, s.serviceRoleKey), { smtpUrl: catcher.smtpUrl, siteUrl: 'http://k-legal.test', render: stubRender });
    try {
      expect(await task.runOnce()).toBe(1);
      expect(await task.runOnce()).toBe(0);
    } finally {
      task.close();
    }
    expect(catcher.list()).toHaveLength(1);
  });
});

describe(`a worker killed mid-batch on ${TEST_DB}`, () => {
  const N = 150;
  let workers: ChildProcess[] = [];
  afterAll(() => { for (const w of workers) w.kill('SIGKILL'); });

  function startWorker(): ChildProcess {
    const w = spawn(process.execPath, [WORKER_CLI], {
      env: {
        ...process.env, SUPABASE_URL: s.url, SUPABASE_SERVICE_ROLE_KEY: s.serviceRoleKey, SMTP_URL: catcher.smtpUrl,
        SITE_URL: 'http://k-legal.test', OUTBOX_LEASE_SECONDS: '2', OUTBOX_BATCH_SIZE: '10', WORKER_IDLE_MS: '100',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    workers.push(w);
    return w;
  }

  test(`SIGKILL after some of ${N} messages: after a restart every message is delivered, under its one Message-ID`, async () => {
    await clearOutbox();
    const ids = await sql<{ id: string }>(s,
      `insert into private.outbox (kind, recipient_id, locale, params)
       select 'lawyer_approved', $1::uuid, 'ko', jsonb_build_object('lawyer_id', $1::text, 'lawyer_name_ko', '변호사', 'lawyer_name_en', 'Lawyer')
         from generate_series(1, $2::int)
       returning id`, [P.lawyer.id, N]);

    const first = startWorker();
    const t0 = Date.now();
    while (catcher.list().length < N / 3 && Date.now() - t0 < 30_000) await sleep(10);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = catcher.list().length;
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(N);

    startWorker();
    const t1 = Date.now();
    for (;;) {
      const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from private.outbox where id = any($1::uuid[]) and status <> 'sent'`, [ids.map((i) => i.id)]);
      if (n === 0) break;
      if (Date.now() - t1 > 60_000) throw new Error(`${n} messages still not sent`);
      await sleep(100);
    }
    const expected = new Set(ids.map((i) => messageIdFor(i.id, 'http://k-legal.test')));
    const received = catcher.list().map((m) => m.messageId);
    const unique = new Set(received);
    // nothing lost: every row's message arrived; nothing foreign
    expect([...unique].sort()).toEqual([...expected].sort());
    // a repeat can only be the message in flight at the kill, and carries the same Message-ID, so
    // the receiving side recognises it as the same message
    // messages are sent one at a time and recorded at once, so at most the one in flight repeats
    expect(received.length - unique.size).toBeLessThanOrEqual(1);
  }, 120_000);
});
