// Turning one captured change into Realtime's postgres_changes payload for one subscriber role
// (realtime apply_rls / walrus output): `columns` and record values limited to the columns the
// role may SELECT; `old_record` holds the primary key only, unless the table is REPLICA IDENTITY
// FULL (and, for DELETE, has no RLS, so nothing hidden leaks).
import type { Change } from './capture.ts';

export interface ColumnInfo {
  name: string;
  type: string;
  pk: boolean;
}

/** What `_local.realtime_check` returns. */
export interface CheckResult {
  rls: boolean;
  /** pg_class.relreplident: d(efault), f(ull), n(othing), i(ndex) */
  ident: string;
  cols: ColumnInfo[];
  /** Per filter set, the result for each change of the run; null when it cannot be evaluated. */
  filters: (boolean[] | null)[];
  /** Selectable column names per role; null when the role does not exist. */
  roles: Record<string, string[] | null>;
  /** Per identity passed in, the indexes (in the run) of the changes visible to it. */
  visible: number[][];
}

export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: string;
  columns: { name: string; type: string }[];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: string[] | null;
}

// Realtime's max_record_bytes: above it, values longer than 64 bytes are left out.
const MAX_RECORD_BYTES = 1024 * 1024;
const MAX_VALUE_BYTES_WHEN_TOO_LARGE = 64;

function pick(obj: Record<string, unknown> | null, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!obj) return out;
  for (const n of names) if (n in obj) out[n] = obj[n];
  return out;
}

function trimLarge(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (Buffer.byteLength(JSON.stringify(v) ?? 'null') <= MAX_VALUE_BYTES_WHEN_TOO_LARGE) out[k] = v;
  }
  return out;
}

/** An error-only payload (no primary key: 400; primary key not readable by the role: 401). */
export function errorData(change: Change, error: string): ChangeData {
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: [],
    errors: [error],
  };
}

export function buildData(change: Change, check: CheckResult, roleCols: string[], select: string[] | null): ChangeData {
  const readable = new Set(roleCols);
  const cols = check.cols.filter((c) => readable.has(c.name) && (!select || c.pk || select.includes(c.name)));
  const names = cols.map((c) => c.name);
  const pkNames = cols.filter((c) => c.pk).map((c) => c.name);
  const data: ChangeData = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: cols.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  const full = check.ident === 'f';
  if (change.type === 'INSERT' || change.type === 'UPDATE') data.record = pick(change.record, names);
  if (change.type === 'UPDATE') data.old_record = pick(change.old_record, full ? names : pkNames);
  if (change.type === 'DELETE') data.old_record = pick(change.old_record, full && !check.rls ? names : pkNames);
  const size = Buffer.byteLength(JSON.stringify(data.record ?? {})) + Buffer.byteLength(JSON.stringify(data.old_record ?? {}));
  if (size > MAX_RECORD_BYTES) {
    if (data.record) data.record = trimLarge(data.record);
    if (data.old_record) data.old_record = trimLarge(data.old_record);
    data.errors = ['Error 413: Payload Too Large'];
  }
  return data;
}
