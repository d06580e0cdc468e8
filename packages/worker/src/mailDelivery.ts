// Delivers the notification outbox (private.outbox, written by the database's triggers) over SMTP.
//
// Exactly one message per outbox row, as far as SMTP allows:
// - claim_outbox() leases each due row to this worker; another worker only gets it back when the
//   lease has run out (this one died), and then under the same row id.
// - The Message-ID is derived from the row id, so every attempt of one row is the same message:
//   a worker killed between the SMTP server's "250 OK" and recording it sends that row again after
//   the lease, and the receiving side (mail clients, the local inbox) recognises the repeat by its
//   Message-ID. The gap is one database round trip per message, the smallest it can be made.
// - A refusal (an SMTP error, an unreachable server) is recorded as an attempt and retried with
//   exponential backoff; after maxAttempts the row is failed and the administrators are told in
//   the app (fail_outbox()).
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { NotificationKind, NotificationLocale, RenderedNotification, RenderOptions } from '@klegal/shared/notifications/kinds.ts';
import type { ServiceClient, WorkerTask } from './worker.ts';

export type Render = (kind: NotificationKind, locale: NotificationLocale, params: never, opts: RenderOptions) => RenderedNotification;

export interface MailDeliveryOptions {
  /** nodemailer URL of the SMTP server: smtp://user:pass@host:587, smtps://host:465 */
  smtpUrl: string;
  /** The product's base URL for links; its host also names the Message-IDs. */
  siteUrl: string;
  render: Render;
  from?: { name: string; address: string };
  /** Names this worker in the attempts log. */
  workerId?: string;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  /** Wait before attempt n+1 after attempt n failed (ms); default 30 s · 2^(n-1), at most 1 h. */
  backoffMs?: (attempt: number) => number;
  log?: (message: string, error?: unknown) => void;
}

interface Claimed {
  id: string;
  kind: string;
  email: string | null;
  locale: string;
  time_zone: string | null;
  params: unknown;
  attempt: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** The SMTP URL with nodemailer's pool on (unless the URL says otherwise). */
function withPool(smtpUrl: string): string {
  const u = new URL(smtpUrl);
  if (!u.searchParams.has('pool')) u.searchParams.set('pool', 'true');
  return u.toString();
}

export function messageIdFor(outboxId: string, siteUrl: string): string {
  return `<${outboxId}@${new URL(siteUrl).hostname || 'localhost'}>`;
}

export function mailDeliveryTask(db: ServiceClient, opts: MailDeliveryOptions): WorkerTask & { close(): void } {
  // pooled: one SMTP connection reused across messages (a new one per message costs a handshake);
  // opened on first use, so a stopped worker can start again
  let pool: Transporter<SMTPTransport.SentMessageInfo> | null = null;
  const transport = () => (pool ??= nodemailer.createTransport(withPool(opts.smtpUrl)));
  const host = new URL(opts.siteUrl).hostname || 'localhost';
  const from = opts.from ?? { name: 'K-Legal', address: `no-reply@${host.includes('.') ? host : 'k-legal.local'}` };
  const workerId = opts.workerId ?? `worker-${process.pid}`;
  const batchSize = opts.batchSize ?? 20;
  const leaseSeconds = opts.leaseSeconds ?? 60;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = opts.backoffMs ?? defaultBackoffMs;
  const log = opts.log ?? ((m: string, e?: unknown) => console.error(`[worker] ${m}`, e ?? ''));

  async function fail(row: Claimed, error: string, permanent = false): Promise<void> {
    const retryAt = permanent || row.attempt >= maxAttempts ? null : new Date(Date.now() + backoffMs(row.attempt)).toISOString();
    const res = await db.rpc('fail_outbox', { p_id: row.id, p_attempt: row.attempt, p_error: error, p_retry_at: retryAt as string });
    if (res.error) throw new Error(`fail_outbox: ${res.error.message}`);
    if (retryAt === null) log(`message ${row.id} (${row.kind}) given up ${permanent ? 'at once' : `after ${row.attempt} attempts`}: ${error}`);
  }

  return {
    name: 'mail-delivery',
    close: () => { pool?.close(); pool = null; },
    async runOnce() {
      const { data, error } = await db.rpc('claim_outbox', { p_worker: workerId, p_limit: batchSize, p_lease_seconds: leaseSeconds });
      if (error) throw new Error(`claim_outbox: ${error.message}`);
      const rows = (data ?? []) as Claimed[];
      for (const row of rows) {
        if (!row.email) {
          await fail(row, 'the recipient has no e-mail address', true);
          continue;
        }
        let message: RenderedNotification;
        try {
          message = opts.render(row.kind as NotificationKind, row.locale as NotificationLocale, row.params as never, { siteUrl: opts.siteUrl, timeZone: row.time_zone ?? undefined });
        } catch (e) {
          // a message that cannot be written will not be written on the next try either
          await fail(row, `rendering failed: ${(e as Error).message}`, true);
          continue;
        }
        try {
          await transport().sendMail({
            messageId: messageIdFor(row.id, opts.siteUrl),
            from,
            to: row.email,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
            headers: { 'X-KLegal-Notification': row.kind },
          });
        } catch (e) {
          await fail(row, (e as Error).message || String(e));
          continue;
        }
        const done = await db.rpc('complete_outbox', { p_id: row.id, p_attempt: row.attempt });
        if (done.error) throw new Error(`complete_outbox: ${done.error.message}`);
      }
      return rows.length;
    },
  };
}
