// Turns a parsed query into a read plan: a tree of nodes (root table or function result, then one
// node per embedded resource resolved through the schema cache), with filters, logic trees,
// order and limits attached to the node they apply to (PostgREST Plan.hs).
import {
  ambiguousRel, noRelBetween, notEmbedded, relatedOrderNotToOne, RestError, unacceptableFilter,
} from './errors.ts';
import type { Aggregate, Field, Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from './parser.ts';
import { fuzzyBest } from './errors.ts';
import type { Column, Relationship, Table } from './schema.ts';

/** Where a node's rows come from. */
export interface Source {
  /** SQL FROM item, without its alias (may reference already-registered parameters). */
  from: string;
  /** Alias columns are referenced through. */
  alias: string;
  /** Table/view the rows are (for relationships and column types); null for anonymous rows. */
  table: Table | null;
  columns: Column[] | null;
  /** Name used in messages ("posts"). */
  name: string;
}

export type PlannedItem =
  | { kind: 'star' }
  | {
    kind: 'field'; field: Field; key: string; cast: string | null; agg?: Aggregate; aggCast?: string | null;
    /**
     * An aggregate inside a to-one spread is hoisted to the nearest root or non-spread embed
     * (PostgREST Plan.hs hoistSpreadAggFunctions): the spread selects the raw value under this
     * internal name and the ancestor applies the aggregate, grouped by its other columns.
     */
    hoisted?: string;
  }
  | { kind: 'embed'; embed: EmbedNode };

/** Boolean conditions on a node: filters, and/or trees, and `embed=is.null` tests. */
export type Cond =
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: Cond[] }
  | { kind: 'filter'; filter: Filter }
  | { kind: 'embedNull'; embed: EmbedNode; isNull: boolean };

export interface PlannedOrder {
  term: OrderTerm;
  /** Set when ordering by a column of an embedded to-one resource. */
  embed: EmbedNode | null;
}

export interface Node {
  source: Source;
  items: PlannedItem[];
  embeds: EmbedNode[];
  where: Cond[];
  order: PlannedOrder[];
  limit: number | null;
  offset: number | null;
}

export interface EmbedNode extends Node {
  /** Output key: alias, or the name as written. */
  key: string;
  name: string;
  rel: Relationship;
  toOne: boolean;
  join: 'inner' | 'left';
  spread: boolean;
  /** Alias of the LATERAL subquery in the parent. */
  lat: string;
  junctionAlias: string | null;
}

export const qi = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function outputKey(field: Field, alias: string | null): string {
  if (alias) return alias;
  if (field.json.length === 0) return field.name;
  const last = field.json[field.json.length - 1];
  if (!last.index) return last.key;
  const lastKey = [...field.json].reverse().find((j) => !j.index);
  return lastKey ? lastKey.key : field.name;
}

// ---------------------------------------------------------------------------------------------
// Relationship resolution (PostgREST Plan.hs findRel)

function findRel(origin: Table, target: string, hint: string | null, schema: string): Relationship {
  const single = (r: Relationship) => r.cardinality !== 'm2m' && r.columns.length === 1;
  const matchConstraint = (r: Relationship, h: string) => r.cardinality !== 'm2m' && r.constraint === h;
  const matchFkCol = (r: Relationship, h: string) => single(r) && r.columns[0][0] === h;
  const matchFkRefCol = (r: Relationship, h: string) => single(r) && r.columns[0][1] === h;
  const matchJunction = (r: Relationship, h: string) => r.cardinality === 'm2m' && r.junction!.table.name === h;
  const rels = origin.rels.filter((r) => {
    if (r.foreign.schema !== schema) return false;
    // A computed relationship is found by its function's name, whatever the hint.
    if (r.computed) return target === r.computed.name;
    if (r.table === r.foreign && r.cardinality !== 'm2m') {
      // Self-relationship: one FK, two relationships. By convention the table name gives the
      // one-to-many (children) and the FK column name the many-to-one (parent); a hint on the
      // table name selects the one-to-many through that FK column.
      if (hint === null) return (target === r.foreign.name && !r.forward) || (matchFkCol(r, target) && r.forward);
      return target === r.foreign.name && !r.forward && matchFkRefCol(r, hint);
    }
    if (hint === null) {
      const notView = r.foreign.kind !== 'view';
      return target === r.foreign.name || (matchConstraint(r, target) && notView) || (matchFkCol(r, target) && notView);
    }
    return target === r.foreign.name && (matchConstraint(r, hint) || matchFkCol(r, hint) || matchFkRefCol(r, hint) || matchJunction(r, hint));
  });
  if (rels.length === 1) return rels[0];
  if (rels.length === 0) {
    let suggestion: string | null = null;
    if (origin.rels.length > 0) {
      const names = [...new Set(origin.rels.map((r) => r.foreign.name))];
      const s = names.includes(target) ? null : fuzzyBest(target, names, 0.33);
      if (s) suggestion = `Perhaps you meant '${s}' instead of '${target}'.`;
    }
    throw noRelBetween(origin.name, target, hint, schema, suggestion);
  }
  const fmt = (cols: string[]) => `(${cols.join(', ')})`;
  const card: Record<string, string> = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' };
  const details = rels.map((r) => ({
    cardinality: card[r.cardinality],
    embedding: `${r.table.name} with ${r.foreign.name}`,
    relationship: r.junction
      ? `${r.junction.table.name} using ${r.junction.constraint1}${fmt(r.junction.source.map((p) => p[0]))} and ${r.junction.constraint2}${fmt(r.junction.target.map((p) => p[0]))}`
      : `${r.constraint} using ${r.table.name}${fmt(r.columns.map((p) => p[0]))} and ${r.foreign.name}${fmt(r.columns.map((p) => p[1]))}`,
  }));
  const hints = rels.map((r) => `'${r.foreign.name}!${r.junction ? r.junction.table.name : r.constraint}'`);
  throw ambiguousRel(origin.name, target, details, hints);
}

// ---------------------------------------------------------------------------------------------
// Building the tree

interface Ctx {
  schema: string;
  counter: number;
  depth: number;
}

function makeNode(ctx: Ctx, source: Source, select: SelectItem[]): Node {
  const node: Node = { source, items: [], embeds: [], where: [], order: [], limit: null, offset: null };
  const keys = new Set<string>();
  for (const item of select) {
    if (item.kind === 'star') node.items.push({ kind: 'star' });
    else if (item.kind === 'field') {
      // An aggregate's key is its function's name unless aliased (`amount.sum()` → "sum").
      const key = item.agg ? item.alias ?? item.agg : outputKey(item.field, item.alias);
      node.items.push({ kind: 'field', field: item.field, key, cast: item.cast, agg: item.agg, aggCast: item.aggCast });
    }
    else {
      if (!source.table) throw noRelBetween(source.name, item.name, item.hint, ctx.schema, null);
      // PostgREST names each embed's lateral `<parent>_<alias or name>_<depth>`: the same key twice
      // under one parent is Postgres's 42712 on that name.
      // (Postgres finds it when the query runs, so the relationship errors come first.)
      const rel = findRel(source.table, item.name, item.hint, ctx.schema);
      const key = item.alias ?? item.name;
      if (!item.spread) {
        if (keys.has(key)) throw new RestError(400, '42712', `table name "${source.table.name}_${key}_${ctx.depth + 1}" specified more than once`);
        keys.add(key);
      }
      const n = ++ctx.counter;
      const alias = `${rel.foreign.name}_${n}`;
      // A computed relationship's rows come from its function called with the parent row.
      const from = rel.computed
        ? `${qi(rel.computed.schema)}.${qi(rel.computed.name)}(${qi(source.alias)})`
        : `${qi(rel.foreign.schema)}.${qi(rel.foreign.name)}`;
      const childSource: Source = { from, alias, table: rel.foreign, columns: rel.foreign.columns, name: rel.foreign.name };
      ctx.depth++;
      const child = makeNode(ctx, childSource, item.children);
      ctx.depth--;
      const embed: EmbedNode = {
        ...child,
        key: item.alias ?? item.name,
        name: item.name,
        rel,
        toOne: rel.cardinality === 'm2o' || rel.cardinality === 'o2o',
        join: item.join === 'inner' ? 'inner' : 'left',
        spread: item.spread,
        lat: `pgrst_${alias}`,
        junctionAlias: rel.junction ? `${rel.junction.table.name}_${n}` : null,
      };
      node.embeds.push(embed);
      node.items.push({ kind: 'embed', embed });
    }
  }
  return node;
}

function findEmbed(node: Node, name: string): EmbedNode | undefined {
  return node.embeds.find((e) => e.key === name) ?? node.embeds.find((e) => e.name === name);
}

function nodeAt(root: Node, path: string[]): Node {
  let node = root;
  for (const seg of path) {
    const next = findEmbed(node, seg);
    if (!next) throw notEmbedded(seg);
    node = next;
  }
  return node;
}

/** A filter on an embed name itself can only test presence: `embed=is.null` / `not.is.null`. */
function toCond(node: Node, tree: LogicTree): Cond {
  if (tree.kind === 'expr') return { kind: 'expr', negate: tree.negate, op: tree.op, children: tree.children.map((c) => toCond(node, c)) };
  const f = tree.filter;
  const embed = f.field.json.length === 0 && !(node.source.columns?.some((c) => c.name === f.field.name)) ? findEmbed(node, f.field.name) : undefined;
  if (!embed) return { kind: 'filter', filter: f };
  const op = f.expr.operation;
  if (op.kind === 'is' && (op.value === 'null' || op.value === 'not_null')) {
    const isNull = (op.value === 'null') !== f.expr.negate;
    return { kind: 'embedNull', embed, isNull };
  }
  throw unacceptableFilter(f.field.name);
}

export interface PlanOptions {
  schema: string;
}

export function planRead(source: Source, q: ParsedQuery, opts: PlanOptions): Node {
  const ctx: Ctx = { schema: opts.schema, counter: 0, depth: 0 };
  const root = makeNode(ctx, source, q.select);
  hoistSpreadAggregates(root, { n: 0 });
  refuseToManySpreadAggregates(root);
  for (const f of q.filters) {
    const node = nodeAt(root, f.path);
    node.where.push(toCond(node, { kind: 'stmt', filter: f.value }));
  }
  for (const l of q.logic) {
    const node = nodeAt(root, l.path);
    node.where.push(toCond(node, l.value));
  }
  for (const o of q.order) {
    const node = nodeAt(root, o.path);
    for (const term of o.value) {
      if (term.relation === null) {
        node.order.push({ term, embed: null });
        continue;
      }
      const embed = findEmbed(node, term.relation);
      if (!embed) throw notEmbedded(term.relation);
      if (!embed.toOne) throw relatedOrderNotToOne(node.source.name, term.relation);
      node.order.push({ term, embed });
    }
  }
  for (const [pathKey, r] of q.ranges) {
    const node = nodeAt(root, pathKey === '' ? [] : pathKey.split('.'));
    node.limit = r.limit;
    node.offset = r.offset;
  }
  return root;
}

/** Marks the aggregates of to-one spreads (and their to-one spreads) for hoisting; see PlannedItem. */
function hoistSpreadAggregates(node: Node, counter: { n: number }): void {
  const mark = (e: EmbedNode): void => {
    for (const it of e.items) if (it.kind === 'field' && it.agg && !it.hoisted) it.hoisted = `pgrst_hoisted_${++counter.n}`;
    for (const c of e.embeds) if (c.spread && c.toOne) mark(c);
  };
  for (const e of node.embeds) {
    if (e.spread && e.toOne) mark(e);
    hoistSpreadAggregates(e, counter);
  }
}

/**
 * PostgREST 14 hoists nothing out of a to-many spread and refuses aggregates in one, its own or
 * those of its to-one spreads (Plan.hs addToManyOrderSelects: 400 PGRST127).
 */
function refuseToManySpreadAggregates(node: Node): void {
  const hasAgg = (n: Node): boolean => n.items.some((it) => it.kind === 'field' && it.agg)
    || n.embeds.some((c) => c.spread && c.toOne && hasAgg(c));
  for (const e of node.embeds) {
    if (e.spread && !e.toOne && hasAgg(e)) {
      throw new RestError(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
    }
    refuseToManySpreadAggregates(e);
  }
}

/** Root-level conditions only (UPDATE/DELETE ignore embeds). */
export function rootConds(q: ParsedQuery): Cond[] {
  const conds: Cond[] = [];
  const plain = (t: LogicTree): Cond =>
    t.kind === 'expr' ? { kind: 'expr', negate: t.negate, op: t.op, children: t.children.map(plain) } : { kind: 'filter', filter: t.filter };
  for (const f of q.filters) if (f.path.length === 0) conds.push({ kind: 'filter', filter: f.value });
  for (const l of q.logic) if (l.path.length === 0) conds.push(plain(l.value));
  return conds;
}
