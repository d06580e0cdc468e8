// Bulk actions (issue 16): the selected rows one after another, each through the same database
// function a single row uses (the rules stay in the database), each with its own outcome — done,
// skipped (already in that state: nothing to ask the database) or failed (the database's refusal,
// in Korean) — and a summary of the three counts.
import type { Identifier } from 'react-admin';
import { consoleError } from './errors.ts';

export type BulkStatus = 'done' | 'skipped' | 'failed';

export interface BulkOutcome {
  id: Identifier;
  label: string;
  status: BulkStatus;
  /** Message key: the skip reason or the error's Korean message (null when done). */
  message: string | null;
  /** Raw detail of an error the mapping does not know. */
  detail?: string | null;
}

export interface BulkSpec<T> {
  /** What the row is called in the result list (a name, a code). */
  label: (record: T) => string;
  /** Message key when the row needs no change, else null. */
  skip?: (record: T) => string | null;
  /** The change for one row (a database function). */
  run: (record: T) => Promise<unknown>;
  /** Error hints (raise ... hint = '...') or codes (PGRST116) with their own message keys. */
  hints?: Record<string, string>;
}

/** The message key of a row's failure: its hint's own message, else the shared Korean mapping. */
export function bulkErrorMessage(error: unknown, hints: Record<string, string> = {}): { message: string; detail: string | null } {
  const e = error as { body?: { hint?: unknown; code?: unknown }; hint?: unknown; code?: unknown } | null;
  const hint = typeof e?.body?.hint === 'string' ? e.body.hint : typeof e?.hint === 'string' ? e.hint : null;
  const code = typeof e?.body?.code === 'string' ? e.body.code : typeof e?.code === 'string' ? e.code : null;
  if (hint && hints[hint]) return { message: hints[hint], detail: null };
  if (code && hints[code]) return { message: hints[code], detail: null };
  const { key, detail } = consoleError(error);
  return { message: key, detail };
}

/** Runs the action on every record in order; one failure never stops the others. */
export async function runBulk<T extends { id: Identifier }>(records: readonly T[], spec: BulkSpec<T>): Promise<BulkOutcome[]> {
  const out: BulkOutcome[] = [];
  for (const r of records) {
    const label = spec.label(r);
    const skip = spec.skip?.(r) ?? null;
    if (skip) {
      out.push({ id: r.id, label, status: 'skipped', message: skip });
      continue;
    }
    try {
      await spec.run(r);
      out.push({ id: r.id, label, status: 'done', message: null });
    } catch (error) {
      out.push({ id: r.id, label, status: 'failed', ...bulkErrorMessage(error, spec.hints) });
    }
  }
  return out;
}

export function bulkCounts(outcomes: readonly BulkOutcome[]): Record<BulkStatus, number> {
  const c = { done: 0, skipped: 0, failed: 0 };
  for (const o of outcomes) c[o.status] += 1;
  return c;
}
