// Pays settlement statements out through PortOne's partner settlement (파트너 정산), where the
// operator has it (docs/settlement.md "Payouts through PortOne"; migration
// 20261129005000_settlement_portone_transfers.sql). An administrator queues a closed period; for
// each queued statement this task:
//   1. makes the lawyer a PortOne partner (id `klegal-<lawyer id>`), or updates the partner's
//      account when the lawyer changed it since;
//   2. creates one manual transfer of the statement's payout (memo names the statement), unless an
//      earlier attempt already created it (a crash between PortOne's answer and our record: the
//      transfer is found again by its memo, so a statement is never transferred twice);
//   3. reads the transfer again every pollSeconds until PortOne reports it PAID_OUT, which marks
//      the statement paid with the transfer id as its reference.
// A refusal that will not pass by retrying (no account, a bank PortOne does not pay to, a missing
// contract or partner) fails the statement at once, which flags it to the administrators; others
// are retried with backoff up to maxAttempts. PortOne's V2 webhooks carry payment and billing-key
// events only, so a transfer's progress is read from the API.
import { PortOneClient } from '@portone/server-sdk';
import type { Bank } from '@portone/server-sdk/common';
import type { PlatformTransfer } from '@portone/server-sdk/platform/transfer';
import type { ServiceClient, WorkerTask } from './worker.ts';

export interface PortOneTransfersOptions {
  apiSecret: string;
  /** PortOne's platform contract every partner is registered under (PORTONE_PLATFORM_CONTRACT_ID). */
  contractId: string;
  /** PortOne's API base (tests: a local fake); default https://api.portone.io. */
  apiBase?: string;
  /** PortOne's test mode (`test=true` on every call): test partners and transfers only. */
  test?: boolean;
  /** How often a scheduled transfer is read again (s); default 3600. */
  pollSeconds?: number;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  log?: (message: string, error?: unknown) => void;
}

interface TransferJob {
  id: string;
  phase: 'create' | 'poll';
  attempt: number;
  statement_id: string;
  lawyer_id: string;
  amount: number;
  transfer_id: string | null;
  period_start: string;
  period_end: string;
  lawyer_name: string | null;
  lawyer_email: string | null;
  portone_bank: string | null;
  account_number: string | null;
  holder_name: string | null;
  account_fingerprint: string | null;
  partner_id: string | null;
  partner_fingerprint: string | null;
}

/** PortOne's error types that retrying will not fix. */
const PERMANENT = new Set([
  'UNAUTHORIZED', 'FORBIDDEN', 'INVALID_REQUEST', 'PLATFORM_NOT_ENABLED', 'PLATFORM_NOT_SUPPORTED_BANK',
  'PLATFORM_CONTRACT_NOT_FOUND', 'PLATFORM_ARCHIVED_CONTRACT', 'PLATFORM_PARTNER_NOT_FOUND', 'PLATFORM_ARCHIVED_PARTNER',
  'PLATFORM_ACCOUNT_VERIFICATION_FAILED', 'PLATFORM_CURRENCY_NOT_SUPPORTED', 'PLATFORM_TRANSFER_NOT_FOUND',
]);

class Permanent extends Error {}

function errorType(e: unknown): string | null {
  const data = (e as { data?: { type?: unknown } }).data;
  return typeof data?.type === 'string' ? data.type : null;
}

function describe(e: unknown): string {
  const type = errorType(e);
  const message = e instanceof Error ? e.message : String(e);
  return type ? `${type}${message && message !== type ? `: ${message}` : ''}` : message;
}

/** yyyy-MM-dd in KST. */
function kstDay(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

export const memoFor = (job: Pick<TransferJob, 'statement_id' | 'period_start' | 'period_end'>) =>
  `K-Legal 정산 ${job.period_start}~${job.period_end} statement:${job.statement_id}`;

export const transferBackoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);

export function portoneTransfersTask(db: ServiceClient, opts: PortOneTransfersOptions): WorkerTask {
  const portone = PortOneClient({ secret: opts.apiSecret, ...(opts.apiBase ? { baseUrl: opts.apiBase } : {}) });
  const test = opts.test ? true : undefined;
  const pollMs = (opts.pollSeconds ?? 3600) * 1000;
  const maxAttempts = opts.maxAttempts ?? 8;
  const backoff = opts.backoffMs ?? transferBackoffMs;
  const log = opts.log ?? (() => {});

  async function ensurePartner(job: TransferJob): Promise<string> {
    if (!job.account_number || !job.holder_name || !job.account_fingerprint) throw new Permanent('The lawyer has no settlement account');
    if (!job.portone_bank) throw new Permanent('PortOne does not pay to this bank');
    const account = { bank: job.portone_bank as Bank, currency: 'KRW' as const, number: job.account_number, holder: job.holder_name };
    const partnerId = job.partner_id ?? `klegal-${job.lawyer_id}`;
    if (job.partner_id && job.partner_fingerprint === job.account_fingerprint) return partnerId;
    if (!job.partner_id) {
      try {
        await portone.platform.partner.createPlatformPartner({
          test, id: partnerId, name: job.lawyer_name ?? partnerId,
          contact: { name: job.lawyer_name ?? partnerId, email: job.lawyer_email ?? '' },
          account,
          defaultContractId: opts.contractId, tags: ['klegal-lawyer'],
          // Registered as an individual without withholding: the lawyer invoices their own fee; an
          // operator who holds the office's business registration sets the type in PortOne's console.
          type: { nonWhtPayer: {} },
        });
      } catch (e) {
        if (errorType(e) !== 'PLATFORM_PARTNER_ID_ALREADY_EXISTS') throw e;
        // registered by an attempt whose answer was lost: bring its account up to date below
        await portone.platform.partner.updatePlatformPartner({ test, id: partnerId, account });
      }
    } else {
      await portone.platform.partner.updatePlatformPartner({ test, id: partnerId, account });
    }
    const recorded = await db.rpc('record_portone_partner', { p_lawyer_id: job.lawyer_id, p_partner_id: partnerId, p_account_fingerprint: job.account_fingerprint });
    if (recorded.error) throw new Error(`record_portone_partner: ${recorded.error.message}`);
    return partnerId;
  }

  async function existingTransfer(job: TransferJob): Promise<{ id: string; status: string } | null> {
    const memo = memoFor(job);
    const found = await portone.platform.transfer.getPlatformTransferSummaries({ test, filter: { keyword: { transferMemo: memo } } });
    const match = found.transferSummaries.find((t) => 'memo' in t && t.memo === memo && 'id' in t) as { id: string; status: string } | undefined;
    return match ?? null;
  }

  async function record(job: TransferJob, partnerId: string | null, transfer: { id: string; status: string }): Promise<void> {
    const r = await db.rpc('record_settlement_transfer', {
      p_id: job.id, p_attempt: job.attempt, p_partner_id: partnerId as string, p_transfer_id: transfer.id,
      p_provider_status: transfer.status, p_next_check_at: new Date(Date.now() + pollMs).toISOString(),
    });
    if (r.error) throw new Error(`record_settlement_transfer: ${r.error.message}`);
  }

  async function create(job: TransferJob): Promise<void> {
    const partnerId = await ensurePartner(job);
    const earlier = job.attempt > 1 ? await existingTransfer(job) : null;
    const transfer = earlier ?? (await portone.platform.transfer.createPlatformManualTransfer({
      test, partnerId, memo: memoFor(job), settlementAmount: job.amount, settlementDate: kstDay(), isForTest: opts.test ?? false,
    })).transfer;
    await record(job, partnerId, transfer);
  }

  async function poll(job: TransferJob): Promise<void> {
    const transfer: PlatformTransfer = await portone.platform.transfer.getPlatformTransfer({ id: job.transfer_id!, test });
    if (!('id' in transfer) || !('status' in transfer)) throw new Error('PortOne answered a transfer this SDK does not know');
    await record(job, null, { id: transfer.id, status: transfer.status });
  }

  return {
    name: 'portone-transfers',
    async runOnce() {
      const { data, error } = await db.rpc('claim_settlement_transfers', { p_limit: opts.batchSize ?? 10, p_lease_seconds: opts.leaseSeconds ?? 120 });
      if (error) throw new Error(`claim_settlement_transfers: ${error.message}`);
      const jobs = (data ?? []) as TransferJob[];
      for (const job of jobs) {
        try {
          if (job.phase === 'poll') await poll(job);
          else await create(job);
        } catch (e) {
          const permanent = e instanceof Permanent || PERMANENT.has(errorType(e) ?? '');
          // a poll is never given up on for a passing failure: PortOne has the transfer
          const retryAt = permanent || (job.phase === 'create' && job.attempt >= maxAttempts)
            ? null
            : new Date(Date.now() + (job.phase === 'poll' ? pollMs : backoff(job.attempt))).toISOString();
          log(`settlement transfer ${job.id} (statement ${job.statement_id}) ${job.phase} attempt ${job.attempt} failed${retryAt ? '; retrying' : '; giving up'}`, e);
          const failed = await db.rpc('fail_settlement_transfer', { p_id: job.id, p_attempt: job.attempt, p_error: describe(e), p_retry_at: retryAt as string });
          if (failed.error) throw new Error(`fail_settlement_transfer: ${failed.error.message}`);
        }
      }
      return jobs.length;
    },
  };
}
