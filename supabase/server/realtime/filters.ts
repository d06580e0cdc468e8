// The `filter` string of a postgres_changes binding: comma-separated conditions that must all
// hold, each `column=[not.]op.value` (realtime-js RealtimePostgresFilterBuilder, Realtime's
// RealtimeFilterParser). Values may be PostgREST-quoted ("a,b") and legacy `\,` escapes a comma;
// `in` takes a parenthesised list. Values stay text here: the database casts them to the column
// type when it evaluates the filter (server/realtime/sql.ts realtime_filter_sql).

export interface ParsedFilter {
  col: string;
  op: string;
  neg: boolean;
  /** Scalar value (null for `is.null`). */
  val: string | null;
  /** Values of `in`. */
  vals?: string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct']);

export class FilterError extends Error {}

/** Splits on `sep` outside parentheses and double quotes; `\x` keeps x literally (marker kept). */
function splitTopLevel(s: string, sep: string): string[] {
  const out: string[] = [];
  let buf = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\' && i + 1 < s.length) {
      buf += ch + s[i + 1];
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && ch === sep) {
      out.push(buf);
      buf = '';
      continue;
    }
    buf += ch;
  }
  out.push(buf);
  return out;
}

/** `"a\"b"` → `a"b`; unquoted values only lose their `\,`-style escapes. */
function unquote(raw: string): string {
  const v = raw.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return raw.replace(/\\([,()\\])/g, '$1');
}

export function parseFilter(filter: string | null | undefined): ParsedFilter[] {
  if (filter === null || filter === undefined || filter.trim() === '') return [];
  const out: ParsedFilter[] = [];
  for (const rawPart of splitTopLevel(filter, ',')) {
    const part = rawPart.trim();
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`missing '=' in filter part: '${part}'`);
    const col = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1).trim();
    let neg = false;
    if (rest.startsWith('not.')) {
      neg = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot <= 0) throw new FilterError(`invalid filter format in '${part}', expected '<op>.<value>'`);
    const op = rest.slice(0, dot);
    const rawValue = rest.slice(dot + 1);
    if (!OPS.has(op)) throw new FilterError(`unsupported filter type '${op}' for part: '${part}'`);
    if (op === 'in') {
      const m = /^\((.*)\)$/s.exec(rawValue.trim());
      if (!m) throw new FilterError('`in` filter value must be wrapped by parentheses');
      const vals = m[1].trim() === '' ? [] : splitTopLevel(m[1], ',').map(unquote);
      out.push({ col, op, neg, val: null, vals });
      continue;
    }
    let val: string | null = unquote(rawValue);
    if (op === 'is') {
      const v = val.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(v)) throw new FilterError(`invalid value for 'is' in '${part}'`);
      val = v === 'null' ? null : v;
    }
    // PostgREST accepts * as the like wildcard (URLs cannot carry % comfortably)
    if ((op === 'like' || op === 'ilike') && val !== null) val = val.replace(/\*/g, '%');
    out.push({ col, op, neg, val });
  }
  return out;
}
