// Parser for PostgREST's query-string grammar (PostgREST src/PostgREST/ApiRequest/QueryParams.hs):
// select trees, filters, and/or logic trees, order, columns / on_conflict lists, limit/offset.
// Everything here is pure: it turns strings into the small AST below or throws PGRST100.
import { aggregatesNotAllowed, parseError } from './errors.ts';

export interface JsonOp {
  /** `->` keeps JSON, `->>` extracts text */
  arrow: '->' | '->>';
  key: string;
  /** true when the operand is an array index (`->0`, `->-1`) */
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonOp[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias: string | null; cast: string | null; agg?: Aggregate; aggCast?: string | null }
  | {
      kind: 'embed';
      name: string;
      alias: string | null;
      hint: string | null;
      join: 'inner' | 'left' | null;
      spread: boolean;
      children: SelectItem[];
    };

export type SimpleOp =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch'
  | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj' | 'isdistinct';
export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'op'; op: SimpleOp; quant: 'any' | 'all' | null; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOp; config: string | null; value: string };

export interface OpExpr {
  negate: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] }
  | { kind: 'stmt'; filter: Filter };

export interface OrderTerm {
  /** Set for `rel(col)` terms: order by a column of an embedded to-one resource. */
  relation: string | null;
  field: Field;
  dir: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

const SIMPLE_OPS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct']);
const QUANT_OPS = new Set<string>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS_OPS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

// ---------------------------------------------------------------------------------------------
// A tiny cursor with parsec-like error reporting (column numbers are 1-based).

class ParseFail extends Error {
  pos: number;
  details: string;
  constructor(pos: number, details: string) {
    super(details);
    this.pos = pos;
    this.details = details;
  }
}

class Cursor {
  s: string;
  i = 0;
  constructor(s: string) {
    this.s = s;
  }
  get eof(): boolean {
    return this.i >= this.s.length;
  }
  peek(n = 0): string {
    return this.s[this.i + n] ?? '';
  }
  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.i);
  }
  eat(t: string): boolean {
    if (this.s.startsWith(t, this.i)) {
      this.i += t.length;
      return true;
    }
    return false;
  }
  skipWs(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.i++;
  }
  fail(expecting: string): never {
    const unexpected = this.eof ? 'end of input' : JSON.stringify(this.peek());
    throw new ParseFail(this.i, `unexpected ${unexpected} expecting ${expecting}`);
  }
  expect(t: string, expecting = JSON.stringify(t)): void {
    if (!this.eat(t)) this.fail(expecting);
  }
}

function run<T>(what: string, input: string, p: (c: Cursor) => T): T {
  const c = new Cursor(input);
  try {
    return p(c);
  } catch (e) {
    if (e instanceof ParseFail) throw parseError(`${what} (${input})`, e.pos + 1, e.details);
    throw e;
  }
}

const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u;

/** `[A-Za-z0-9_$ ]+` runs joined by dashes (not `->`), trimmed; or a double-quoted name with `\` escapes. */
function pFieldName(c: Cursor): string {
  if (c.peek() === '"') return pQuoted(c);
  const start = c.i;
  for (;;) {
    const runStart = c.i;
    while (!c.eof && IDENT_CHAR.test(c.peek())) c.i++;
    if (c.i === runStart) {
      c.i = runStart;
      if (runStart === start) c.fail('field name (* or [a..z0..9_$])');
      break;
    }
    if (c.peek() === '-' && c.peek(1) !== '>') {
      c.i++;
      continue;
    }
    break;
  }
  const name = c.s.slice(start, c.i).trim();
  if (!name) c.fail('field name (* or [a..z0..9_$])');
  return name;
}

function pQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.eof && c.peek() !== '"') {
    if (c.peek() === '\\') {
      c.i++;
      if (c.eof) c.fail('any character');
    }
    out += c.peek();
    c.i++;
  }
  c.expect('"', '"\\""');
  return out;
}

function pJsonPath(c: Cursor): JsonOp[] {
  const path: JsonOp[] = [];
  for (;;) {
    let arrow: '->' | '->>';
    if (c.startsWith('->>')) arrow = '->>';
    else if (c.startsWith('->')) arrow = '->';
    else return path;
    c.i += arrow.length;
    // An index is an optionally negative integer followed by the end of the operand.
    const m = /^-?\d+/.exec(c.s.slice(c.i));
    if (m) {
      const after = c.s.slice(c.i + m[0].length);
      if (after === '' || after.startsWith('->') || after.startsWith('::') || after.startsWith('.') || after.startsWith(',') || after.startsWith(')')) {
        c.i += m[0].length;
        path.push({ arrow, key: m[0], index: true });
        continue;
      }
    }
    path.push({ arrow, key: pFieldName(c), index: false });
  }
}

function pField(c: Cursor): Field {
  c.skipWs();
  const name = pFieldName(c);
  const json = pJsonPath(c);
  c.skipWs();
  return { name, json };
}

// ---------------------------------------------------------------------------------------------
// select

const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min'];
export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

/** Whether `col.sum()` / `count()` are accepted (PostgREST's db-aggregates-enabled; off: PGRST123). */
let aggregatesAllowed = false;

export function parseSelect(input: string, opts: { aggregates?: boolean } = {}): SelectItem[] {
  aggregatesAllowed = opts.aggregates === true;
  try {
    return run('select parameter', input, (c) => {
      const items = pFieldForest(c);
      if (!c.eof) c.fail('",", ")" or end of input');
      return items;
    });
  } finally {
    aggregatesAllowed = false;
  }
}

function pFieldForest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [pSelectItem(c)];
  for (;;) {
    c.skipWs();
    if (!c.eat(',')) return items;
    c.skipWs();
    items.push(pSelectItem(c));
  }
}

function pEmbedParams(c: Cursor): { hint: string | null; join: 'inner' | 'left' | null } {
  let hint: string | null = null;
  let join: 'inner' | 'left' | null = null;
  for (let k = 0; k < 2 && c.peek() === '!'; k++) {
    c.i++;
    const save = c.i;
    const word = pFieldName(c);
    if ((word === 'inner' || word === 'left') && join === null) join = word;
    else if (hint === null) hint = word;
    else {
      c.i = save;
      c.fail('"inner", "left" or a hint');
    }
  }
  return { hint, join };
}

function pEmbedChildren(c: Cursor): SelectItem[] {
  c.expect('(');
  c.skipWs();
  // `rel()` selects nothing from the relation (allowed by PostgREST, e.g. with !inner for filtering).
  const children = c.peek() === ')' ? [] : pFieldForest(c);
  c.skipWs();
  c.expect(')', '",", ")"');
  return children;
}

function pSelectItem(c: Cursor): SelectItem {
  c.skipWs();
  if (c.eat('...')) {
    const name = pFieldName(c);
    const { hint, join } = pEmbedParams(c);
    if (c.peek() !== '(') c.fail('"!" or "("');
    return { kind: 'embed', name, alias: null, hint, join, spread: true, children: pEmbedChildren(c) };
  }
  if (c.peek() === '*') {
    c.i++;
    c.skipWs();
    if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail('")", "," or end of input');
    return { kind: 'star' };
  }
  // optional alias (a single ':' not followed by ':')
  let alias: string | null = null;
  const first = pFieldName(c);
  let name = first;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.i++;
    alias = first;
    c.skipWs();
    if (c.eat('...')) {
      c.i -= 3;
      c.fail('field name (* or [a..z0..9_$])');
    }
    name = pFieldName(c);
  }
  if (c.peek() === '!' || c.peek() === '(') {
    if (c.peek() === '(' && name === 'count' && c.peek(1) === ')' && (alias === null || aggregatesAllowed)) {
      if (!aggregatesAllowed) throw aggregatesNotAllowed();
      c.i += 2;
      let aggCast: string | null = null;
      if (c.eat('::')) aggCast = pCast(c);
      c.skipWs();
      if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail('"::", ")", "," or end of input');
      return { kind: 'field', field: { name: '*', json: [] }, alias, cast: null, agg: 'count', aggCast };
    }
    if (c.peek() === '(' && alias === null && AGGREGATES.includes(name) && c.peek(1) === ')') throw aggregatesNotAllowed();
    const { hint, join } = pEmbedParams(c);
    if (c.peek() !== '(') c.fail('"!" or "("');
    return { kind: 'embed', name, alias, hint, join, spread: false, children: pEmbedChildren(c) };
  }
  const json = pJsonPath(c);
  let cast: string | null = null;
  if (c.eat('::')) cast = pCast(c);
  // aggregate functions: `col.sum()`, `col::int.sum()::text` (input cast, then output cast)
  if (c.peek() === '.') {
    const m = /^\.(sum|avg|count|max|min)\(\)/.exec(c.s.slice(c.i));
    if (m) {
      if (!aggregatesAllowed) throw aggregatesNotAllowed();
      c.i += m[0].length;
      let aggCast: string | null = null;
      if (c.eat('::')) aggCast = pCast(c);
      c.skipWs();
      if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail('"::", ")", "," or end of input');
      return { kind: 'field', field: { name, json }, alias, cast, agg: m[1] as Aggregate, aggCast };
    }
  }
  c.skipWs();
  if (!(c.eof || c.peek() === ',' || c.peek() === ')')) c.fail('letter, digit, "-", "->>", "->", "::", ")", "," or end of input');
  return { kind: 'field', field: { name, json }, alias, cast };
}

/** Cast types are inlined in SQL (types cannot be parameters), so only identifier characters pass. */
function pCast(c: Cursor): string {
  const start = c.i;
  while (!c.eof && /[A-Za-z0-9_ ]/.test(c.peek())) c.i++;
  const t = c.s.slice(start, c.i).trim();
  if (!t) c.fail('letter or digit');
  return t;
}

// ---------------------------------------------------------------------------------------------
// filters:  [not.]op.value

export function parseFilterValue(input: string): OpExpr {
  return run('filter', input, (c) => pOpExpr(c, false));
}

function pOpExpr(c: Cursor, inLogic: boolean): OpExpr {
  let negate = false;
  if (c.startsWith('not.')) {
    negate = true;
    c.i += 4;
  }
  return { negate, operation: pOperation(c, inLogic) };
}

function pOperation(c: Cursor, inLogic: boolean): Operation {
  if (c.startsWith('in.')) {
    c.i += 3;
    return { kind: 'in', values: pListVal(c) };
  }
  if (c.startsWith('is.')) {
    c.i += 3;
    const m = /^(null|not_null|unknown|true|false)/i.exec(c.s.slice(c.i));
    if (!m) c.fail('null or trilean value (unknown, true, false)');
    c.i += m[0].length;
    if (inLogic ? !(c.eof || c.peek() === ',' || c.peek() === ')') : !c.eof) c.fail('end of input');
    return { kind: 'is', value: m[0].toLowerCase() as 'null' | 'not_null' | 'unknown' | 'true' | 'false' };
  }
  // operator name up to the delimiter, with an optional `(config)` (fts) or `(any|all)` quantifier
  const start = c.i;
  while (!c.eof && c.peek() !== '.' && c.peek() !== '(') c.i++;
  const opStr = c.s.slice(start, c.i);
  let paren: string | null = null;
  if (c.peek() === '(') {
    const close = c.s.indexOf(')', c.i);
    if (close < 0) c.fail('")"');
    paren = c.s.slice(c.i + 1, close);
    c.i = close + 1;
  }
  if (c.peek() !== '.') {
    if (c.eof && !SIMPLE_OPS.has(opStr) && !FTS_OPS.has(opStr)) c.fail('"not" or operator (eq, gt, ...)');
    c.fail('delimiter (.)');
  }
  c.i++; // the delimiter
  if (FTS_OPS.has(opStr)) {
    if (paren !== null && !/^[\p{L}\p{N}_ $]+$/u.test(paren)) {
      throw new ParseFail(start + opStr.length + 1, `unexpected ${JSON.stringify(paren[0] ?? ')')} expecting letter or digit`);
    }
    return { kind: 'fts', op: opStr as FtsOp, config: paren?.trim() ?? null, value: pSingleVal(c, inLogic) };
  }
  if (!SIMPLE_OPS.has(opStr)) throw new ParseFail(c.i, `unknown single value operator ${opStr}${paren !== null ? `(${paren})` : ''}`);
  let quant: 'any' | 'all' | null = null;
  if (paren !== null) {
    if ((paren !== 'any' && paren !== 'all') || !QUANT_OPS.has(opStr)) throw new ParseFail(c.i, `unknown single value operator ${opStr}(${paren})`);
    quant = paren;
  }
  return { kind: 'op', op: opStr as SimpleOp, quant, value: pSingleVal(c, inLogic) };
}

/** Outside logic trees the value is everything left; inside, a "quoted" value, a {pg,array} or up to `,`/`)`. */
function pSingleVal(c: Cursor, inLogic: boolean): string {
  if (!inLogic) {
    const v = c.s.slice(c.i);
    c.i = c.s.length;
    return v;
  }
  if (c.peek() === '"') {
    const save = c.i;
    const v = pQuoted(c);
    if (c.eof || c.peek() === ',' || c.peek() === ')') return v;
    c.i = save;
  }
  if (c.peek() === '{') {
    const close = c.s.indexOf('}', c.i);
    const open2 = c.s.indexOf('{', c.i + 1);
    if (close > 0 && (open2 < 0 || open2 > close)) {
      const v = c.s.slice(c.i, close + 1);
      c.i = close + 1;
      return v;
    }
  }
  const start = c.i;
  while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.i++;
  return c.s.slice(start, c.i);
}

/** `(a,b,"c,d")`; `()` is the empty list. */
function pListVal(c: Cursor): string[] {
  c.skipWs();
  c.expect('(');
  c.skipWs();
  const values: string[] = [];
  if (c.peek() === ')') {
    c.i++;
    values.push('');
  } else {
    for (;;) {
      let v: string | null = null;
      if (c.peek() === '"') {
        const save = c.i;
        const q = pQuoted(c);
        if (c.peek() === ',' || c.peek() === ')') v = q;
        else c.i = save;
      }
      if (v === null) {
        const start = c.i;
        while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.i++;
        v = c.s.slice(start, c.i);
      }
      values.push(v);
      if (c.eat(',')) continue;
      c.expect(')', '"," or ")"');
      break;
    }
  }
  c.skipWs();
  return values;
}

// ---------------------------------------------------------------------------------------------
// logic trees: or=(a.eq.1,and(b.gt.2,c.is.null)) ; key `[path.][not.]or|and`

export function parseLogicTree(op: 'and' | 'or', negate: boolean, input: string): LogicTree {
  const full = `${negate ? 'not.' : ''}${op}${input}`;
  return run('logic tree', input, (c0) => {
    // Parse the value with the operator prepended, as PostgREST does, but report columns
    // relative to the value the client sent.
    const c = new Cursor(full);
    const offset = full.length - input.length;
    if (!input.startsWith('(')) c0.fail('"("');
    try {
      const tree = pLogicTree(c);
      if (!c.eof) c.fail('end of input');
      c0.i = c0.s.length;
      return tree;
    } catch (e) {
      if (e instanceof ParseFail) throw new ParseFail(Math.max(0, e.pos - offset), e.details);
      throw e;
    }
  });
}

function pLogicTree(c: Cursor): LogicTree {
  const m = /^(not\.)?(and|or)\(/.exec(c.s.slice(c.i));
  if (m) {
    c.i += m[0].length;
    c.skipWs();
    const children: LogicTree[] = [pLogicTree(c)];
    for (;;) {
      c.skipWs();
      if (c.eat(',')) {
        c.skipWs();
        children.push(pLogicTree(c));
        continue;
      }
      c.expect(')', '"," or ")"');
      break;
    }
    return { kind: 'expr', negate: !!m[1], op: m[2] as 'and' | 'or', children };
  }
  if (c.eof || c.peek() === ')') c.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)');
  const field = pField(c);
  c.expect('.', 'delimiter (.)');
  return { kind: 'stmt', filter: { field, expr: pOpExpr(c, true) } };
}

// ---------------------------------------------------------------------------------------------
// order=col.desc.nullslast,rel(col).asc

export function parseOrder(input: string): OrderTerm[] {
  return run('order', input, (c) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      c.skipWs();
      const name = pFieldName(c);
      let relation: string | null = null;
      let field: Field;
      if (c.peek() === '(') {
        c.i++;
        relation = name;
        field = pField(c);
        c.expect(')', '")"');
      } else {
        field = { name, json: pJsonPath(c) };
      }
      let dir: 'asc' | 'desc' | null = null;
      let nulls: 'first' | 'last' | null = null;
      if (c.peek() === '.') {
        c.i++;
        if (c.eat('asc')) dir = 'asc';
        else if (c.eat('desc')) dir = 'desc';
        else if (c.eat('nullsfirst')) nulls = 'first';
        else if (c.eat('nullslast')) nulls = 'last';
        else c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
        if (dir && c.peek() === '.') {
          c.i++;
          if (c.eat('nullsfirst')) nulls = 'first';
          else if (c.eat('nullslast')) nulls = 'last';
          else c.fail('"nullsfirst" or "nullslast"');
        }
      }
      c.skipWs();
      terms.push({ relation, field, dir, nulls });
      if (c.eat(',')) continue;
      if (!c.eof) c.fail('delimiter (.), "," or end of input');
      return terms;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// columns= / on_conflict=  (comma-separated, possibly quoted names)

export function parseColumnList(what: 'columns parameter' | 'on_conflict parameter', input: string): string[] {
  return run(what, input, (c) => {
    const cols: string[] = [];
    for (;;) {
      c.skipWs();
      cols.push(pFieldName(c));
      c.skipWs();
      if (c.eat(',')) continue;
      if (!c.eof) c.fail('"," or end of input');
      return cols;
    }
  });
}

/** Keys of filters/order/limit: `a.b.c` → embed path [a, b] and last part c (with JSON path on filters). */
export function parseTreePath(input: string): { path: string[]; field: Field } {
  return run('tree path', input, (c) => {
    const parts: string[] = [pFieldName(c)];
    while (c.peek() === '.') {
      c.i++;
      parts.push(pFieldName(c));
    }
    const json = pJsonPath(c);
    if (!c.eof) c.fail('letter, digit, "-", "->>", "->", delimiter (.) or end of input');
    const name = parts.pop()!;
    return { path: parts, field: { name, json } };
  });
}

// ---------------------------------------------------------------------------------------------
// The whole query string, split into its parts.

export interface EmbedScoped<T> {
  path: string[];
  value: T;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** true when the client sent a select parameter (mutations return nothing selected otherwise) */
  hasSelect: boolean;
  filters: EmbedScoped<Filter>[];
  logic: EmbedScoped<LogicTree>[];
  order: EmbedScoped<OrderTerm[]>[];
  /** limit/offset per embed path, keyed by path.join('.') ('' = root) */
  ranges: Map<string, { limit: number | null; offset: number | null }>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters that are not reserved and do not look like filters (RPC GET arguments). */
  rpcArgs: [string, string][];
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

function lastSegment(key: string): string {
  const i = key.lastIndexOf('.');
  return i < 0 ? key : key.slice(i + 1);
}

/**
 * Whether a query value is a filter rather than an RPC argument (QueryParams.hs hasOperator /
 * hasFtsOperator): `not.x.…`, `is…`, `in…`, or a first `.`-segment that is an operator (with its
 * quantifier, `eq(any)`), or an FTS operator before a `(`.
 */
export function looksLikeFilter(value: string): boolean {
  const parts = value.split('.');
  if (parts[0] === 'not' && parts.length >= 2) return true;
  if (parts[0] === 'is' || parts[0] === 'in') return true;
  const op = parts[0].replace(/\((any|all)\)$/, '');
  if (SIMPLE_OPS.has(op) || FTS_OPS.has(op)) return true;
  const paren = value.split('(');
  return paren.length >= 2 && FTS_OPS.has(paren[0]);
}

/**
 * Splits and parses the search params. `isRpcArg(key, value)` tells, for RPC calls, which plain
 * keys are function arguments rather than filters.
 */
export function parseQuery(params: URLSearchParams, isRpcArg: (key: string, value: string) => boolean = () => false, opts: { aggregates?: boolean } = {}): ParsedQuery {
  const q: ParsedQuery = {
    select: [{ kind: 'star' }],
    hasSelect: false,
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    columns: null,
    onConflict: null,
    rpcArgs: [],
  };
  const range = (path: string) => {
    let r = q.ranges.get(path);
    if (!r) q.ranges.set(path, (r = { limit: null, offset: null }));
    return r;
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      q.hasSelect = true;
      q.select = value.trim() === '' ? [] : parseSelect(value, opts);
      continue;
    }
    if (key === 'columns') {
      q.columns = parseColumnList('columns parameter', value);
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = parseColumnList('on_conflict parameter', value);
      continue;
    }
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (last === 'order' || last === 'limit' || last === 'offset') {
      if (value === '') continue;
      const path = key === last ? [] : parseTreePath(key).path;
      const pathKey = path.join('.');
      if (last === 'order') q.order.push({ path, value: parseOrder(value) });
      else {
        // PostgREST ignores limit/offset values that are not integers
        const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
        if (n !== null) range(pathKey)[last] = n;
      }
      continue;
    }
    if (last === 'and' || last === 'or') {
      // key: [path.][not.]and|or
      const parts = key === last ? [last] : run('logic path', key, (c) => {
        const ps = [pFieldName(c)];
        while (c.eat('.')) ps.push(pFieldName(c));
        if (!c.eof) c.fail('delimiter (.) or end of input');
        return ps;
      });
      const op = parts.pop() as 'and' | 'or';
      const negate = parts.includes('not');
      const path = parts.filter((p) => p !== 'not');
      q.logic.push({ path, value: parseLogicTree(op, negate, value) });
      continue;
    }
    if (!key.includes('.') && isRpcArg(key, value)) {
      q.rpcArgs.push([key, value]);
      continue;
    }
    const { path, field } = parseTreePath(key);
    q.filters.push({ path, value: { field, expr: parseFilterValue(value) } });
  }
  return q;
}

