// Request headers that shape a PostgREST response: Prefer, Accept, Range
// (PostgREST ApiRequest/Preferences.hs, MediaType.hs, RangeQuery.hs).
import { mediaTypeError, RestError } from './errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  params: 'single-object' | null;
  invalid: string[];
}

const ALLOWED: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
};

/** `Prefer` may be repeated and/or comma-separated. Unknown preferences are collected, not fatal. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const p: Preferences = { return: null, count: null, resolution: null, missing: null, tx: null, handling: null, maxAffected: null, params: null, invalid: [] };
  const raw = Array.isArray(header) ? header.join(',') : header ?? '';
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const k = (eq < 0 ? item : item.slice(0, eq)).trim();
    const v = eq < 0 ? '' : item.slice(eq + 1).trim();
    if (k === 'max-affected' && /^\d+$/.test(v)) {
      p.maxAffected = Number(v);
      continue;
    }
    if (k === 'timezone') continue; // accepted and ignored
    if (ALLOWED[k]?.includes(v)) (p as unknown as Record<string, string>)[k] = v;
    else p.invalid.push(item);
  }
  if (p.handling === 'strict' && p.invalid.length) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${p.invalid.join(', ')}`);
  }
  return p;
}

/** The Preference-Applied header value, in PostgREST's order, for the preferences that apply. */
export function preferenceApplied(p: Preferences, keys: ('resolution' | 'return' | 'count' | 'tx' | 'missing' | 'handling' | 'max-affected')[]): string | null {
  const out: string[] = [];
  for (const k of keys) {
    if (k === 'max-affected') {
      if (p.maxAffected !== null) out.push(`max-affected=${p.maxAffected}`);
      continue;
    }
    const v = p[k];
    if (v) out.push(`${k}=${v}`);
  }
  return out.length ? out.join(', ') : null;
}

export type MediaKind = 'json' | 'object' | 'csv' | 'openapi';

export interface Negotiated {
  kind: MediaKind;
  stripNulls: boolean;
}

/** Picks the response media type from Accept (first acceptable entry by q, then order). */
export function negotiate(accept: string | undefined, allowOpenApi = false): Negotiated {
  if (!accept || !accept.trim()) return { kind: 'json', stripNulls: false };
  const entries = accept.split(',').map((s, i) => {
    const [type, ...params] = s.split(';').map((x) => x.trim());
    const q = Number(params.find((x) => x.startsWith('q='))?.slice(2) ?? '1');
    return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 1, i };
  }).filter((e) => e.type && e.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
  for (const e of entries) {
    const strip = e.params.some((x) => x.replace(/\s/g, '') === 'nulls=stripped');
    switch (e.type) {
      case 'application/json':
      case 'application/*':
      case '*/*':
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls: strip };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls: strip };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
      case 'application/openapi+json':
        if (allowOpenApi) return { kind: 'openapi', stripNulls: false };
    }
  }
  throw mediaTypeError(entries.map((e) => (isPlanType(e.type) ? renderPlanMedia(parsePlanMedia(e.type, e.params)) : e.type)));
}

// ---------------------------------------------------------------------------------------------
// Execution plan media types (PostgREST MediaType.hs decodeMediaType / toMime)

export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

export interface PlanMedia {
  format: 'json' | 'text';
  /** Known options, in PostgREST's order whatever the request's (unknown ones are dropped). */
  options: string[];
  /** The media type the plan is for (`for="…"`, default application/json). */
  for: string;
}

const PLAN_TYPES: Record<string, 'json' | 'text'> = {
  'application/vnd.pgrst.plan': 'text', 'application/vnd.pgrst.plan+text': 'text', 'application/vnd.pgrst.plan+json': 'json',
};

export const isPlanType = (type: string): boolean => type.toLowerCase() in PLAN_TYPES;

/**
 * `application/vnd.pgrst.plan[+json|+text]; for="…"; options=a|b`. A parameter is `key=value` with
 * the value quoted or made of letters, digits, `|` and `-` (tokenizeMediaType); parsing stops at
 * the first one that is not, so supabase-js's trailing `options=;` means no options.
 */
export function parsePlanMedia(type: string, params: string[]): PlanMedia {
  const kv = new Map<string, string>();
  for (const p of params) {
    const m = /^([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))$/.exec(p.trim());
    if (!m) break;
    kv.set(m[1].toLowerCase(), m[2] ?? m[3]);
  }
  const opts = (kv.get('options') ?? '').split('|');
  return {
    format: PLAN_TYPES[type.toLowerCase()] ?? 'text',
    options: PLAN_OPTIONS.filter((o) => opts.includes(o)),
    for: kv.get('for') ?? 'application/json',
  };
}

/** toMime of a plan media type: `application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose`. */
export function renderPlanMedia(p: PlanMedia): string {
  return `application/vnd.pgrst.plan+${p.format}; for="${p.for}"${p.options.length ? `; options=${p.options.join('|')}` : ''}`;
}

/** `Range: 0-9` (items); null when absent or not of that form (PostgREST then ignores it). */
export function parseRangeHeader(h: string | undefined): { offset: number; limit: number | null } | null {
  if (!h) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(h.trim());
  if (!m) return null;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from, limit: null };
  const to = Number(m[2]);
  if (to < from) return { offset: from, limit: 0 };
  return { offset: from, limit: to - from + 1 };
}

/** Content-Range and status for a read (RangeQuery.hs rangeStatusHeader). */
export function rangeStatus(offset: number, pageTotal: number, total: number | null): { status: number; contentRange: string } {
  const lower = offset;
  const upper = lower + pageTotal - 1;
  const totalStr = total === null ? '*' : String(total);
  const rangeStr = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  let status = 200;
  if (total !== null) {
    if (lower > total) status = 416;
    else if (1 + upper - lower < total) status = 206;
  }
  return { status, contentRange: `${rangeStr}/${totalStr}` };
}

/** Content-Range for mutations: `contentRangeH lower upper total`. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalStr = total === null ? '*' : String(total);
  const rangeStr = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangeStr}/${totalStr}`;
}
