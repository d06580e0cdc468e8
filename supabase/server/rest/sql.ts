// SQL generation from a read plan, in the shape PostgREST produces (Query/QueryBuilder.hs):
// embedded resources are LEFT/INNER JOIN LATERAL subqueries, to-one as row_to_json, to-many as
// json_agg, and the response body is built by Postgres itself. Every value is a bind parameter;
// identifiers are quoted; the only inlined non-identifier text is a validated cast type name.
import type { Aggregate, Field, Filter, OrderTerm } from './parser.ts';
import { qi, type Cond, type EmbedNode, type Node, type PlannedItem } from './plan.ts';
import type { Column } from './schema.ts';

export class Params {
  values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Expressions

/**
 * `"alias"."col"` plus its JSON path. Arrow operators on a column that is not json/jsonb (arrays,
 * composites) go through to_jsonb, as PostgREST does since v12.
 */
export function colRef(p: Params, alias: string, field: Field, columns: Column[] | null = null): string {
  let s = `${qi(alias)}.${qi(field.name)}`;
  if (field.json.length && columns) {
    const col = columns.find((c) => c.name === field.name);
    if (col && col.type !== 'json' && col.type !== 'jsonb') s = `to_jsonb(${s})`;
  }
  for (const j of field.json) s += `${j.arrow}${p.add(j.key)}::${j.index ? 'int' : 'text'}`;
  return s;
}

/** Postgres array literal with every element quoted, so commas/braces/NULL stay literal text. */
export function pgArrayLiteral(values: string[]): string {
  if (values.length === 1 && values[0] === '') return '{}';
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const OPS: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-', isdistinct: 'IS DISTINCT FROM',
};
const FTS_FN: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function filterSql(p: Params, node: Node, f: Filter): string {
  const col = colRef(p, node.source.alias, f.field, node.source.columns);
  const op = f.expr.operation;
  let sql: string;
  switch (op.kind) {
    case 'is': {
      const kw = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[op.value];
      sql = `${col} IS ${kw}`;
      break;
    }
    case 'in':
      sql = `${col} = ANY(${p.add(pgArrayLiteral(op.values))})`;
      break;
    case 'fts': {
      const column = node.source.columns?.find((c) => c.name === f.field.name);
      const isTsvector = f.field.json.length === 0 && column?.baseType === 'tsvector';
      const cfg = op.config ? `${p.add(op.config)}::regconfig, ` : '';
      const target = isTsvector || !column ? col : `to_tsvector(${cfg}${col})`;
      sql = `${target} @@ ${FTS_FN[op.op]}(${cfg}${p.add(op.value)}::text)`;
      break;
    }
    case 'op': {
      const like = op.op === 'like' || op.op === 'ilike';
      const value = like ? op.value.replace(/\*/g, '%') : op.value;
      sql = op.quant ? `${col} ${OPS[op.op]} ${op.quant.toUpperCase()}(${p.add(value)})` : `${col} ${OPS[op.op]} ${p.add(value)}`;
      break;
    }
  }
  return f.expr.negate ? `NOT (${sql})` : sql;
}

export function condSql(p: Params, node: Node, c: Cond): string {
  switch (c.kind) {
    case 'filter':
      return filterSql(p, node, c.filter);
    case 'embedNull': {
      const lat = qi(c.embed.lat);
      // to-one: the whole lateral row is NULL when nothing matched; to-many: the aggregate is.
      const ref = c.embed.toOne ? lat : c.embed.spread ? `NULLIF(${lat}.${qi('pgrst_n')}, 0)` : `${lat}.${qi('pgrst_agg')}`;
      return `${ref} IS ${c.isNull ? 'NOT ' : ''}DISTINCT FROM NULL`;
    }
    case 'expr': {
      const inner = c.children.map((ch) => condSql(p, node, ch)).join(c.op === 'and' ? ' AND ' : ' OR ');
      return `${c.negate ? 'NOT ' : ''}(${inner})`;
    }
  }
}

export function orderTermSql(p: Params, alias: string, t: OrderTerm, columns: Column[] | null = null): string {
  let s = colRef(p, alias, t.field, columns);
  if (t.dir) s += t.dir === 'asc' ? ' ASC' : ' DESC';
  if (t.nulls) s += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
  return s;
}

// ---------------------------------------------------------------------------------------------
// Select lists

/** Output column names of a node (for to-many spreads, which aggregate each column). */
function outputNames(node: Node): string[] {
  const names: string[] = [];
  for (const it of node.items) {
    if (it.kind === 'star') names.push(...(node.source.columns ?? []).map((c) => c.name));
    else if (it.kind === 'field') names.push(it.key);
    else if (isEmptyEmbed(it.embed)) continue;
    else if (it.embed.spread) names.push(...outputNames(it.embed));
    else names.push(it.embed.key);
  }
  return names;
}

function fieldExpr(p: Params, node: Node, it: Extract<PlannedItem, { kind: 'field' }>): string {
  const expr = colRef(p, node.source.alias, it.field, node.source.columns);
  return it.cast ? `CAST(${expr} AS ${it.cast})` : expr;
}

/** A column a to-one spread hands its parent: its name in the lateral, its output key, a hoisted aggregate. */
interface SpreadCol { name: string; key: string; agg?: Aggregate; aggCast?: string | null }

/** The columns of a to-one spread as its parent sees them (nested to-one spreads flattened). */
function spreadCols(e: EmbedNode): SpreadCol[] {
  const out: SpreadCol[] = [];
  for (const it of e.items) {
    if (it.kind === 'star') out.push(...(e.source.columns ?? []).map((c) => ({ name: c.name, key: c.name })));
    else if (it.kind === 'field') out.push(it.hoisted ? { name: it.hoisted, key: it.key, agg: it.agg, aggCast: it.aggCast } : { name: it.key, key: it.key });
    else if (isEmptyEmbed(it.embed)) continue;
    else if (it.embed.spread && it.embed.toOne) out.push(...spreadCols(it.embed));
    else if (it.embed.spread) out.push(...outputNames(it.embed).map((n) => ({ name: n, key: n })));
    else out.push({ name: it.embed.key, key: it.embed.key });
  }
  return out;
}

const isToOneSpread = (it: PlannedItem): boolean => it.kind === 'embed' && it.embed.spread && it.embed.toOne && !isEmptyEmbed(it.embed);

/** Whether a node's rows are grouped: it selects an aggregate of its own or one hoisted from a to-one spread. */
function aggregatedNode(node: Node): boolean {
  // a to-one spread hands its aggregates up to the nearest root or non-spread embed: never grouped itself
  if ('rel' in node && (node as EmbedNode).spread && (node as EmbedNode).toOne) return false;
  return node.items.some((it) => (it.kind === 'field' && it.agg && !it.hoisted) || (it.kind === 'embed' && isToOneSpread(it) && spreadCols(it.embed).some((c) => c.agg)));
}

function aggSql(agg: Aggregate, input: string, cast: string | null | undefined): string {
  const call = `${agg.toUpperCase()}(${input})`;
  return cast ? `CAST(${call} AS ${cast})` : call;
}

/**
 * GROUP BY for a node selecting aggregates (PostgREST groupF): its plain fields, the plain columns
 * of its to-one spreads (used as if they were its own) and its to-one embeds (their whole row).
 */
function groupBySql(p: Params, node: Node): string {
  if (!aggregatedNode(node)) return '';
  const terms: string[] = [];
  for (const it of node.items) {
    // `*` beside an aggregate groups by every column (PostgREST's expandStars)
    if (it.kind === 'star') terms.push(...(node.source.columns ?? []).map((c) => `${qi(node.source.alias)}.${qi(c.name)}`));
    else if (it.kind === 'field' && !it.agg) terms.push(fieldExpr(p, node, it));
    else if (it.kind === 'embed' && isToOneSpread(it)) terms.push(...spreadCols(it.embed).filter((c) => !c.agg).map((c) => `${qi(it.embed.lat)}.${qi(c.name)}`));
    else if (it.kind === 'embed' && it.embed.toOne && !it.embed.spread && !isEmptyEmbed(it.embed)) terms.push(qi(it.embed.lat));
  }
  return terms.length ? ` GROUP BY ${terms.join(', ')}` : '';
}

function itemSql(p: Params, node: Node, it: PlannedItem): string {
  if (it.kind === 'star') return `${qi(node.source.alias)}.*`;
  if (it.kind === 'field') {
    // The cast types are validated by the parser to [A-Za-z0-9_ ] only.
    if (it.hoisted) {
      // the raw value (for count(), a marker of a matched row) for the ancestor to aggregate
      return `${it.field.name === '*' ? '1' : fieldExpr(p, node, it)} AS ${qi(it.hoisted)}`;
    }
    if (it.agg) return `${aggSql(it.agg, it.field.name === '*' ? '*' : fieldExpr(p, node, it), it.aggCast)} AS ${qi(it.key)}`;
    return `${fieldExpr(p, node, it)} AS ${qi(it.key)}`;
  }
  const e = it.embed;
  if (e.toOne && e.spread && aggregatedNode(node)) {
    // grouped: name each spread column, applying the hoisted aggregates
    return spreadCols(e).map((c) => `${c.agg ? aggSql(c.agg, `${qi(e.lat)}.${qi(c.name)}`, c.aggCast) : `${qi(e.lat)}.${qi(c.name)}`} AS ${qi(c.key)}`).join(', ') || 'NULL';
  }
  if (e.toOne) return e.spread ? `${qi(e.lat)}.*` : `row_to_json(${qi(e.lat)}.*) AS ${qi(e.key)}`;
  if (e.spread) return outputNames(e).map((n) => `COALESCE(${qi(e.lat)}.${qi(n)}, '[]') AS ${qi(n)}`).join(', ') || 'NULL';
  return `COALESCE(${qi(e.lat)}.${qi('pgrst_agg')}, '[]') AS ${qi(e.key)}`;
}

/** An embed that selects nothing (`rel!inner()`) only filters: it adds no key to the output. */
export function isEmptyEmbed(e: EmbedNode): boolean {
  return e.items.every((it) => it.kind === 'embed' && isEmptyEmbed(it.embed));
}

function selectListSql(p: Params, node: Node): string {
  const parts = node.items
    .filter((it) => !(it.kind === 'embed' && isEmptyEmbed(it.embed)))
    .map((it) => itemSql(p, node, it));
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// Node queries

function joinCondsSql(e: EmbedNode, parentAlias: string): string[] {
  const a = qi(e.source.alias);
  const pa = qi(parentAlias);
  if (e.rel.junction) {
    const j = qi(e.junctionAlias!);
    return [
      ...e.rel.junction.target.map(([jc, tc]) => `${j}.${qi(jc)} = ${a}.${qi(tc)}`),
      ...e.rel.junction.source.map(([jc, oc]) => `${j}.${qi(jc)} = ${pa}.${qi(oc)}`),
    ];
  }
  // A computed relationship is joined by its function's argument (the parent row), not columns.
  return e.rel.columns.map(([originCol, targetCol]) => `${a}.${qi(targetCol)} = ${pa}.${qi(originCol)}`);
}

function lateralSql(p: Params, e: EmbedNode, parentAlias: string): string {
  const child = nodeSql(p, e, { parentAlias, mode: 'select' });
  const lat = qi(e.lat);
  let sub: string;
  let on = 'TRUE';
  if (e.toOne) sub = child;
  else if (e.spread) {
    const names = outputNames(e);
    sub = `SELECT ${[...names.map((n) => `json_agg(${lat}.${qi(n)}) AS ${qi(n)}`), `count(*) AS ${qi('pgrst_n')}`].join(', ')} FROM (${child}) AS ${lat}`;
    if (e.join === 'inner') on = `${lat}.${qi('pgrst_n')} > 0`;
  } else {
    sub = `SELECT json_agg(${lat}) AS ${qi('pgrst_agg')} FROM (${child}) AS ${lat}`;
    if (e.join === 'inner') on = `${lat}.${qi('pgrst_agg')} IS NOT NULL`;
  }
  return `${e.join === 'inner' ? 'INNER' : 'LEFT'} JOIN LATERAL (${sub}) AS ${lat} ON ${on}`;
}

/** Embeds a condition list refers to (their laterals are needed in a count query). */
function condEmbeds(conds: Cond[], out: Set<EmbedNode>): Set<EmbedNode> {
  for (const c of conds) {
    if (c.kind === 'embedNull') out.add(c.embed);
    else if (c.kind === 'expr') condEmbeds(c.children, out);
  }
  return out;
}

export interface NodeSqlOptions {
  parentAlias?: string;
  /** 'select': full query; 'count': `SELECT 1` with only the joins that change which rows match. */
  mode: 'select' | 'count';
  /** Extra rows cap for the root (max-rows). */
  fromOverride?: string;
}

export function nodeSql(p: Params, node: Node, opts: NodeSqlOptions): string {
  const alias = qi(node.source.alias);
  const embed = 'rel' in node ? (node as EmbedNode) : null;
  let from = `${opts.fromOverride ?? node.source.from} AS ${alias}`;
  if (embed?.junctionAlias) from += `, ${qi(embed.rel.junction!.table.schema)}.${qi(embed.rel.junction!.table.name)} AS ${qi(embed.junctionAlias)}`;
  const needed = opts.mode === 'count' ? condEmbeds(node.where, new Set()) : null;
  const select = opts.mode === 'count' ? '1' : selectListSql(p, node);
  const joins = node.embeds
    .filter((e) => !needed || e.join === 'inner' || needed.has(e))
    .map((e) => lateralSql(p, e, node.source.alias));
  const where: string[] = [];
  if (embed && opts.parentAlias) where.push(...joinCondsSql(embed, opts.parentAlias));
  for (const c of node.where) where.push(condSql(p, node, c));
  const orderBy = () => node.order.map((o) => (o.embed ? orderTermSql(p, o.embed.lat, o.term) : orderTermSql(p, node.source.alias, o.term, node.source.columns))).join(', ');
  const limitOffset = () => {
    let s = '';
    if (node.limit !== null) s += ` LIMIT ${p.add(String(node.limit))}::bigint`;
    if (node.offset !== null && node.offset > 0) s += ` OFFSET ${p.add(String(node.offset))}::bigint`;
    return s;
  };
  // When the embeds cannot change which rows are returned (all LEFT, none filtered on or ordered
  // by), filter, order and limit the node's own rows first and join the embeds to that page only.
  // Postgres would otherwise often flatten the laterals and join every matching row before the
  // LIMIT. Rows and their order are unchanged; the outer ORDER BY keeps the page in order.
  // (Not with a computed relationship: its function takes the row as the table's type, which a
  // subquery's row is not.)
  const aggregated = aggregatedNode(node);
  const pageFirst = opts.mode === 'select' && !aggregated && joins.length > 0 && (node.limit !== null || (node.offset ?? 0) > 0)
    && node.embeds.every((e) => e.join === 'left' && !e.rel.computed) && condEmbeds(node.where, new Set()).size === 0 && node.order.every((o) => !o.embed);
  if (pageFirst) {
    let inner = `SELECT ${alias}.* FROM ${from}`;
    if (where.length) inner += ` WHERE ${where.join(' AND ')}`;
    if (node.order.length) inner += ` ORDER BY ${orderBy()}`;
    inner += limitOffset();
    let sql = `SELECT ${select} FROM (${inner}) AS ${alias} ${joins.join(' ')}`;
    if (node.order.length) sql += ` ORDER BY ${orderBy()}`;
    return sql;
  }
  let sql = `SELECT ${select} FROM ${from}`;
  if (joins.length) sql += ' ' + joins.join(' ');
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (opts.mode === 'select') {
    sql += groupBySql(p, node);
    if (node.order.length) sql += ` ORDER BY ${orderBy()}`;
    sql += limitOffset();
  }
  return sql;
}

// ---------------------------------------------------------------------------------------------
// Response wrappers

export type BodyShape = 'array' | 'object' | 'scalar' | 'scalarArray' | 'csv' | 'none';

/** Aggregates the rows of `inner` into the response body (text) and the row count. */
export function wrapBody(inner: string, shape: BodyShape, opts: { total?: string; stripNulls?: boolean; extra?: string } = {}): string {
  const strip = (x: string) => (opts.stripNulls ? `json_strip_nulls(${x})` : x);
  let body: string;
  switch (shape) {
    case 'array': body = `coalesce(${strip('json_agg(pgrst_t)')}, '[]')::text`; break;
    case 'object': body = `coalesce((${strip('json_agg(pgrst_t)')}->0)::text, 'null')`; break;
    case 'scalar': body = `coalesce((json_agg(pgrst_t.${qi('pgrst_scalar')})->0)::text, 'null')`; break;
    case 'scalarArray': body = `coalesce(json_agg(pgrst_t.${qi('pgrst_scalar')}), '[]')::text`; break;
    // CSV as PostgREST builds it: the first row's keys, then each row's record text without parens.
    case 'csv': body = `(SELECT coalesce(string_agg(k, ','), '') FROM json_object_keys((array_agg(row_to_json(pgrst_t)))[1]) AS k) || E'\\n' || coalesce(string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), E'\\n'), '')`; break;
    case 'none': body = 'null::text'; break;
  }
  return `SELECT ${opts.total ?? 'null::bigint'} AS total, pg_catalog.count(*) AS page_total, ${body} AS body${opts.extra ? `, ${opts.extra}` : ''} FROM (${inner}) AS pgrst_t`;
}
