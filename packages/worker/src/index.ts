// @klegal/worker: `createWorker(config)` builds the worker with every task the configuration
// allows. `pnpm start` runs it in-process against the local server; `pnpm notify:worker` runs it
// alone against a hosted project (cli.ts).
import { renderNotification } from '@klegal/shared/notifications/render.ts';
import { mailDeliveryTask, type Render } from './mailDelivery.ts';
import { storageCleanupTask } from './storageCleanup.ts';
import { paymentRefundsTask, type RefundSender } from './paymentRefunds.ts';
import { portoneRefundSender } from './portoneRefunds.ts';
import { stripeRefundSender } from './stripeRefunds.ts';
import { portoneTransfersTask } from './portoneTransfers.ts';
import { serviceClient, Worker, type WorkerTask } from './worker.ts';

export { Worker, serviceClient, type ServiceClient, type WorkerTask, type WorkerOptions } from './worker.ts';
export { storageCleanupTask } from './storageCleanup.ts';
export { stripeRefundsTask, stripeRefundSender, type StripeRefundsOptions } from './stripeRefunds.ts';
export { portoneRefundsTask, portoneRefundSender, type PortOneRefundsOptions } from './portoneRefunds.ts';
export { portoneTransfersTask, type PortOneTransfersOptions } from './portoneTransfers.ts';
export { paymentRefundsTask, type RefundSender, type RefundJob, type PaymentRefundsOptions } from './paymentRefunds.ts';
export { mailDeliveryTask, messageIdFor, defaultBackoffMs, DEFAULT_MAX_ATTEMPTS, type Render, type MailDeliveryOptions } from './mailDelivery.ts';

export interface WorkerConfig {
  supabaseUrl: string;
  /** The project's secret key (`sb_secret_…`; a legacy service_role JWT works too). Server-side only. */
  secretKey: string;
  /** Where e-mail goes (nodemailer URL). Unset: the outbox waits, nothing is sent. */
  smtpUrl?: string;
  /** The product's base URL for links in messages (SITE_URL). */
  siteUrl?: string;
  /** The sender of the product's e-mail. */
  from?: { name: string; address: string };
  render?: Render;
  batchSize?: number;
  leaseSeconds?: number;
  idleMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Stripe refunds (stripeRefunds.ts); unset: STRIPE_SECRET_KEY / STRIPE_API_BASE from the environment; null: off. */
  stripe?: { secretKey: string; apiBase?: string } | null;
  /** PortOne refunds (portoneRefunds.ts); unset: PORTONE_API_SECRET / PORTONE_API_BASE from the environment; null: off. */
  portone?: { secret: string; apiBase?: string } | null;
  /**
   * Payouts through PortOne's partner settlement (portoneTransfers.ts); unset: PORTONE_API_SECRET,
   * PORTONE_PLATFORM_CONTRACT_ID, PORTONE_PLATFORM_TEST, PORTONE_PLATFORM_POLL_SECONDS and PORTONE_API_BASE from the environment
   * (both the secret and the contract id needed); null: off.
   */
  portonePayouts?: { secret: string; contractId: string; test?: boolean; apiBase?: string; pollSeconds?: number } | null;
}

export function createWorker(config: WorkerConfig): Worker {
  const db = serviceClient(config.supabaseUrl, config.secretKey);
  const tasks: WorkerTask[] = [storageCleanupTask(db)];
  if (config.smtpUrl) {
    tasks.push(mailDeliveryTask(db, {
      smtpUrl: config.smtpUrl,
      siteUrl: (config.siteUrl ?? config.supabaseUrl).replace(/\/+$/, ''),
      render: config.render ?? (renderNotification as Render),
      from: config.from,
      batchSize: config.batchSize,
      leaseSeconds: config.leaseSeconds,
      log: config.log,
    }));
  }
  const stripe = config.stripe === undefined
    ? (process.env.STRIPE_SECRET_KEY ? { secretKey: process.env.STRIPE_SECRET_KEY, apiBase: process.env.STRIPE_API_BASE || undefined } : null)
    : config.stripe;
  const portone = config.portone === undefined
    ? (process.env.PORTONE_API_SECRET ? { secret: process.env.PORTONE_API_SECRET, apiBase: process.env.PORTONE_API_BASE || undefined } : null)
    : config.portone;
  // one task for the refund outbox: each job is sent by its own provider
  const senders: RefundSender[] = [];
  if (stripe) senders.push(stripeRefundSender(stripe));
  if (portone) senders.push(portoneRefundSender(portone));
  if (senders.length) tasks.push(paymentRefundsTask(db, senders, { log: config.log }));
  const payouts = config.portonePayouts === undefined ? portonePayoutsFromEnv() : config.portonePayouts;
  if (payouts) {
    tasks.push(portoneTransfersTask(db, {
      apiSecret: payouts.secret, contractId: payouts.contractId, test: payouts.test, apiBase: payouts.apiBase,
      pollSeconds: payouts.pollSeconds, log: config.log,
    }));
  }
  return new Worker(tasks, { idleMs: config.idleMs, log: config.log });
}

/** PortOne partner settlement from the environment: the API secret and the platform contract. */
export function portonePayoutsFromEnv(env: NodeJS.ProcessEnv = process.env): WorkerConfig['portonePayouts'] {
  if (!env.PORTONE_API_SECRET || !env.PORTONE_PLATFORM_CONTRACT_ID) return null;
  return {
    secret: env.PORTONE_API_SECRET,
    contractId: env.PORTONE_PLATFORM_CONTRACT_ID,
    test: env.PORTONE_PLATFORM_TEST === 'true',
    apiBase: env.PORTONE_API_BASE || undefined,
    // how often a transfer at PortOne is read again (default an hour; tests shorten it)
    pollSeconds: Number(env.PORTONE_PLATFORM_POLL_SECONDS) > 0 ? Number(env.PORTONE_PLATFORM_POLL_SECONDS) : undefined,
  };
}
