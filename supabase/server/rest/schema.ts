// The schema cache: tables, views, columns, keys, relationships and functions of the exposed
// schemas, read from pg_catalog once (PostgREST SchemaCache.hs) and consulted on every request.
import type { Db } from '../db/index.ts';
import { fuzzyGetOne } from './errors.ts';

/** Supabase's default `db-schemas`; the server's own list is `cfg.rest.schemas` (PGRST_DB_SCHEMAS). */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

export interface Column {
  name: string;
  /** Fully qualified SQL type without modifiers (e.g. `integer`, `public.status`, `text[]`). */
  type: string;
  /** Type name of the base type (domains resolved), e.g. `tsvector`, `int4`. */
  baseType: string;
  notNull: boolean;
  /** Default expression as Postgres prints it (trusted catalog SQL), or null. */
  default: string | null;
  identity: '' | 'a' | 'd';
  generated: boolean;
  position: number;
  description: string | null;
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'matview' | 'foreign' | 'partitioned';
  columns: Column[];
  columnMap: Map<string, Column>;
  pk: string[];
  /** Column sets with a unique constraint (PK included), used to tell one-to-one from many-to-one. */
  uniques: string[][];
  description: string | null;
  /** Outgoing and incoming relationships, keyed by nothing: looked up by origin table. */
  rels: Relationship[];
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Relationship {
  /** Origin (the table embedding) and target (the embedded one). */
  table: Table;
  foreign: Table;
  cardinality: Cardinality;
  /** FK constraint name; for m2m the constraint from the junction to the origin. */
  constraint: string;
  /** Column pairs [origin column, target column]; for m2m unused (see junction). */
  columns: [string, string][];
  /** True when the FK lives on the origin (m2o, and o2o seen from the referencing side). */
  forward: boolean;
  /**
   * A computed relationship (PostgREST 10+): a function taking the origin's row type and returning
   * rows of the target, embedded by the function's name. Cardinality m2o (to-one: not SETOF, or
   * `ROWS 1`) or o2m.
   */
  computed?: { schema: string; name: string };
  junction: null | {
    table: Table;
    constraint1: string;
    constraint2: string;
    /** [junction column, origin column] */
    source: [string, string][];
    /** [junction column, target column] */
    target: [string, string][];
  };
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type ReturnKind =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string; setof: boolean }
  /** Rows of a table's or view's row type: embeddable like the table itself. */
  | { kind: 'table'; table: Table; setof: boolean }
  /** Rows of a composite type or RETURNS TABLE / OUT parameters. */
  | { kind: 'composite'; columns: Column[]; setof: boolean };

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returns: ReturnKind;
  volatility: 'i' | 's' | 'v';
  description: string | null;
  /** Estimated rows (`ROWS n`): 1 makes a SETOF computed relationship to-one. */
  rows: number;
}

export interface SchemaCache {
  tables: Map<string, Table>; // key `${schema}.${name}`
  routines: Map<string, Routine[]>; // key `${schema}.${name}`
  loadedAt: number;
}

const key = (schema: string, name: string) => `${schema}.${name}`;

export function findTable(cache: SchemaCache, schema: string, name: string): Table | undefined {
  return cache.tables.get(key(schema, name));
}

/** Error.hs tableNotFoundHint: fuzzyset's closest table of the schema. */
export function suggestTable(cache: SchemaCache, schema: string, name: string): string | null {
  const names = [...cache.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  return fuzzyGetOne(name, names);
}

// ---------------------------------------------------------------------------------------------
// Loading

interface RelRow { oid: number; schema: string; name: string; relkind: string; description: string | null }
interface ColRow { relid: number; name: string; num: number; type: string; base_type: string; not_null: boolean; def: string | null; identity: string; generated: string; description: string | null }
interface ConRow { name: string; type: string; relid: number; cols: number[]; frelid: number | null; fcols: number[] | null }
interface ViewDepRow { view: number; base: number; cols: number[] }
interface ProcRow {
  schema: string; name: string; arg_names: string[] | null; arg_modes: string[] | null; all_arg_types: string[] | null;
  in_arg_types: string[]; n_defaults: number; variadic: boolean; retset: boolean; ret_type: string; ret_base_type: string;
  ret_typtype: string; ret_relid: number; volatility: string; description: string | null;
  in_arg_relids: number[]; prorows: number;
}

/**
 * Reads the catalog. search_path is pinned to pg_catalog inside the transaction so format_type()
 * qualifies every non-catalog type: the names then resolve whatever the request's search_path.
 */
export async function loadSchemaCache(db: Db, schemas: string[] = EXPOSED_SCHEMAS): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    const rels = (await tx.query<RelRow>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
              obj_description(c.oid, 'pg_class') as description
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1::text[]) and c.relkind in ('r','v','m','f','p')
          -- a partition is reached through its partitioned table only (PostgREST: not c.relispartition)
          and not c.relispartition`, [schemas])).rows;
    const oids = rels.map((r) => r.oid);
    const cols = (await tx.query<ColRow>(
      `select a.attrelid::int as relid, a.attname as name, a.attnum::int as num,
              format_type(a.atttypid, null) as type,
              coalesce(bt.typname, t.typname)::text as base_type,
              a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as def,
              a.attidentity::text as identity, a.attgenerated::text as generated,
              col_description(a.attrelid, a.attnum) as description
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
        order by a.attrelid, a.attnum`, [oids])).rows;
    const cons = (await tx.query<ConRow>(
      `select c.conname as name, c.contype::text as type, c.conrelid::int as relid,
              c.conkey::int[] as cols, nullif(c.confrelid, 0)::int as frelid, c.confkey::int[] as fcols
         from pg_constraint c
        where c.contype in ('p','u','f') and c.conrelid = any($1::oid[])
          -- constraints cloned onto partitions, or to each partition a foreign key references, belong
          -- to their parent's constraint (PostgREST allM2OandO2ORels: conparentid = 0)
          and c.conparentid = 0
        order by c.conname`, [oids])).rows;
    const views = rels.filter((r) => r.relkind === 'v' || r.relkind === 'm').map((r) => r.oid);
    const viewDeps = views.length
      ? (await tx.query<ViewDepRow>(
          `select r.ev_class::int as view, d.refobjid::int as base, array_agg(distinct d.refobjsubid::int) as cols
             from pg_rewrite r join pg_depend d on d.objid = r.oid
            where r.ev_class = any($1::oid[]) and d.classid = 'pg_rewrite'::regclass
              and d.refclassid = 'pg_class'::regclass and d.refobjid <> r.ev_class and d.refobjsubid > 0
            group by r.ev_class, d.refobjid`, [views])).rows
      : [];
    const procs = (await tx.query<ProcRow>(
      `select n.nspname as schema, p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
              (select array_agg(format_type(x, null) order by o) from unnest(p.proallargtypes) with ordinality as u(x, o)) as all_arg_types,
              coalesce((select array_agg(format_type(x, null) order by o) from unnest(p.proargtypes::oid[]) with ordinality as u(x, o)), '{}') as in_arg_types,
              p.pronargdefaults::int as n_defaults, p.provariadic <> 0 as variadic, p.proretset as retset,
              format_type(p.prorettype, null) as ret_type, t.typname::text as ret_base_type, t.typtype::text as ret_typtype,
              coalesce(t.typrelid, 0)::int as ret_relid, p.provolatile::text as volatility,
              obj_description(p.oid, 'pg_proc') as description,
              coalesce((select array_agg(coalesce(at.typrelid, 0)::int order by o) from unnest(p.proargtypes::oid[]) with ordinality as u(x, o)
                         join pg_type at on at.oid = u.x), '{}') as in_arg_relids,
              p.prorows::float8 as prorows
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type t on t.oid = p.prorettype
        where n.nspname = any($1::text[]) and p.prokind = 'f'`, [schemas])).rows;
    // Row types of composite returns that are not exposed tables (e.g. `create type` composites).
    const compositeRelids = [...new Set(procs.filter((p) => p.ret_typtype === 'c' && !oids.includes(p.ret_relid)).map((p) => p.ret_relid))];
    const compCols = compositeRelids.length
      ? (await tx.query<ColRow>(
          `select a.attrelid::int as relid, a.attname as name, a.attnum::int as num, format_type(a.atttypid, null) as type,
                  t.typname::text as base_type, false as not_null, null as def, ''::text as identity, ''::text as generated, null as description
             from pg_attribute a join pg_type t on t.oid = a.atttypid
            where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped order by a.attrelid, a.attnum`, [compositeRelids])).rows
      : [];
    return build(rels, cols, cons, viewDeps, procs, compCols);
  });
}

function toColumn(c: ColRow): Column {
  return {
    name: c.name,
    type: c.type,
    baseType: c.base_type,
    notNull: c.not_null,
    default: c.def,
    identity: (c.identity || '') as Column['identity'],
    generated: !!c.generated,
    position: c.num,
    description: c.description,
  };
}

function build(rels: RelRow[], cols: ColRow[], cons: ConRow[], viewDeps: ViewDepRow[], procs: ProcRow[], compCols: ColRow[]): SchemaCache {
  const byOid = new Map<number, Table>();
  const attName = new Map<number, Map<number, string>>();
  const tables = new Map<string, Table>();
  const kinds: Record<string, Table['kind']> = { r: 'table', v: 'view', m: 'matview', f: 'foreign', p: 'partitioned' };
  for (const r of rels) {
    const t: Table = { schema: r.schema, name: r.name, kind: kinds[r.relkind], columns: [], columnMap: new Map(), pk: [], uniques: [], description: r.description, rels: [] };
    byOid.set(r.oid, t);
    attName.set(r.oid, new Map());
    tables.set(key(r.schema, r.name), t);
  }
  for (const c of cols) {
    const t = byOid.get(c.relid);
    if (!t) continue;
    const col = toColumn(c);
    t.columns.push(col);
    t.columnMap.set(col.name, col);
    attName.get(c.relid)!.set(c.num, c.name);
  }
  const names = (relid: number, nums: number[] | null) => (nums ?? []).map((n) => attName.get(relid)?.get(n) ?? '');

  interface Fk { name: string; from: Table; fromCols: string[]; to: Table; toCols: string[] }
  const fks: Fk[] = [];
  for (const c of cons) {
    const t = byOid.get(c.relid);
    if (!t) continue;
    if (c.type === 'p') {
      t.pk = names(c.relid, c.cols);
      t.uniques.push(t.pk);
    } else if (c.type === 'u') {
      t.uniques.push(names(c.relid, c.cols));
    } else if (c.type === 'f' && c.frelid !== null) {
      const to = byOid.get(c.frelid);
      if (!to) continue; // references a table outside the exposed schemas (e.g. auth.users)
      fks.push({ name: c.name, from: t, fromCols: names(c.relid, c.cols), to, toCols: names(c.frelid, c.fcols) });
    }
  }

  // Views over a single base table inherit its keys and foreign keys for the columns they expose
  // under the same name (a simplification of PostgREST's view column tracing).
  const aliases = new Map<Table, Table[]>(); // base table -> [base, ...views over it]
  for (const t of tables.values()) aliases.set(t, [t]);
  const depsByView = new Map<number, ViewDepRow[]>();
  for (const d of viewDeps) depsByView.set(d.view, [...(depsByView.get(d.view) ?? []), d]);
  const viewBase = new Map<Table, Table>();
  for (const [viewOid, deps] of depsByView) {
    if (deps.length !== 1) continue;
    const view = byOid.get(viewOid);
    const base = byOid.get(deps[0].base);
    if (!view || !base) continue;
    viewBase.set(view, base);
    aliases.get(base)!.push(view);
    const has = (cs: string[]) => cs.length > 0 && cs.every((c) => view.columnMap.has(c));
    if (has(base.pk)) view.pk = [...base.pk];
    view.uniques = base.uniques.filter(has).map((u) => [...u]);
  }
  const covers = (t: Table, cs: string[]) => cs.every((c) => t.columnMap.has(c));
  const isUnique = (t: Table, cs: string[]) => t.uniques.some((u) => u.length === cs.length && u.every((c) => cs.includes(c)));

  for (const fk of fks) {
    for (const from of aliases.get(fk.from)!) {
      if (!covers(from, fk.fromCols)) continue;
      for (const to of aliases.get(fk.to)!) {
        if (!covers(to, fk.toCols)) continue;
        const pairs = fk.fromCols.map((c, i) => [c, fk.toCols[i]] as [string, string]);
        const oneToOne = isUnique(fk.from, fk.fromCols);
        from.rels.push({ table: from, foreign: to, cardinality: oneToOne ? 'o2o' : 'm2o', constraint: fk.name, columns: pairs, forward: true, junction: null });
        to.rels.push({ table: to, foreign: from, cardinality: oneToOne ? 'o2o' : 'o2m', constraint: fk.name, columns: pairs.map(([a, b]) => [b, a]), forward: false, junction: null });
      }
    }
  }

  // Many-to-many: a junction with two FKs whose columns are all part of its primary key.
  const fksByTable = new Map<Table, Fk[]>();
  for (const fk of fks) fksByTable.set(fk.from, [...(fksByTable.get(fk.from) ?? []), fk]);
  for (const [junction, jfks] of fksByTable) {
    if (junction.pk.length === 0) continue;
    const inPk = jfks.filter((fk) => fk.fromCols.every((c) => junction.pk.includes(c)));
    for (const a of inPk) {
      for (const b of inPk) {
        if (a === b) continue;
        for (const origin of aliases.get(a.to)!) {
          if (!covers(origin, a.toCols)) continue;
          for (const target of aliases.get(b.to)!) {
            if (!covers(target, b.toCols)) continue;
            origin.rels.push({
              table: origin, foreign: target, cardinality: 'm2m', constraint: a.name, columns: [], forward: false,
              junction: {
                table: junction, constraint1: a.name, constraint2: b.name,
                source: a.fromCols.map((c, i) => [c, a.toCols[i]]),
                target: b.fromCols.map((c, i) => [c, b.toCols[i]]),
              },
            });
          }
        }
      }
    }
  }

  // Functions
  const compColsByRel = new Map<number, Column[]>();
  for (const c of compCols) compColsByRel.set(c.relid, [...(compColsByRel.get(c.relid) ?? []), toColumn(c)]);
  const routines = new Map<string, Routine[]>();
  for (const p of procs) {
    const modes = p.arg_modes ?? p.in_arg_types.map(() => 'i');
    const allTypes = p.all_arg_types ?? p.in_arg_types;
    const names = p.arg_names ?? [];
    const params: RoutineParam[] = [];
    const outs: Column[] = [];
    modes.forEach((m, i) => {
      if (m === 'i' || m === 'b' || m === 'v') params.push({ name: names[i] ?? '', type: allTypes[i], hasDefault: false, variadic: m === 'v' });
      if (m === 'o' || m === 'b' || m === 't') outs.push({ name: names[i] ?? '', type: allTypes[i], baseType: '', notNull: false, default: null, identity: '', generated: false, position: outs.length + 1, description: null });
    });
    for (let i = params.length - p.n_defaults; i < params.length; i++) if (i >= 0) params[i].hasDefault = true;
    let returns: ReturnKind;
    if (p.ret_type === 'void') returns = { kind: 'void' };
    else if (p.ret_typtype === 'c' && byOid.has(p.ret_relid)) returns = { kind: 'table', table: byOid.get(p.ret_relid)!, setof: p.retset };
    else if (p.ret_typtype === 'c') returns = { kind: 'composite', columns: compColsByRel.get(p.ret_relid) ?? [], setof: p.retset };
    else if (p.ret_type === 'record' && outs.length > 1) returns = { kind: 'composite', columns: outs, setof: p.retset };
    else returns = { kind: 'scalar', type: p.ret_type, setof: p.retset };
    const r: Routine = { schema: p.schema, name: p.name, params, returns, volatility: p.volatility as Routine['volatility'], description: p.description, rows: Number(p.prorows) };
    // Computed relationship: one parameter of an exposed table's row type, returning that or
    // another exposed table's rows (PostgREST's allComputedRels).
    const argTable = p.in_arg_relids.length === 1 && p.in_arg_types.length === 1 ? byOid.get(p.in_arg_relids[0]) : undefined;
    if (argTable && returns.kind === 'table') {
      const toOne = !returns.setof || r.rows === 1;
      argTable.rels.push({ table: argTable, foreign: returns.table, cardinality: toOne ? 'm2o' : 'o2m', constraint: p.name, columns: [], forward: toOne, computed: { schema: p.schema, name: p.name }, junction: null });
    }
    if (!callable(p)) continue;
    const k = key(p.schema, p.name);
    routines.set(k, [...(routines.get(k) ?? []), r]);
  }
  for (const list of routines.values()) list.sort(compareOverloads);
  return { tables, routines, loadedAt: Date.now() };
}

/** Types a function's single unnamed parameter may have to be callable (with the whole body). */
const SINGLE_UNNAMED_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/**
 * Which functions PostgREST puts in its schema cache (SchemaCache.hs funcsSqlQuery): not trigger
 * functions, and, among functions none of whose parameters has a name (proargnames is null), only
 * those without parameters or with a single one of type bytea, json, jsonb, text or xml. It counts
 * names with COUNT(name), so once one parameter is named the others' '' names count as names too.
 */
function callable(p: ProcRow): boolean {
  if (p.ret_type === 'trigger') return false;
  if (p.arg_names !== null || p.in_arg_types.length === 0) return true;
  return p.in_arg_types.length === 1 && SINGLE_UNNAMED_TYPES.includes(p.in_arg_types[0]);
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order PostgREST keeps overloads in (SchemaCache/Routine.hs `instance Ord Routine`): fewer
 * parameters first, then by description (none first) and the parameters themselves (name, type,
 * required, variadic). PGRST203 lists its candidates in this order.
 */
function compareOverloads(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  if (a.description !== b.description) {
    if (a.description === null) return -1;
    if (b.description === null) return 1;
    return cmp(a.description, b.description);
  }
  for (let i = 0; i < a.params.length; i++) {
    const x = a.params[i];
    const y = b.params[i];
    const c = cmp(x.name, y.name) || cmp(x.type, y.type) || cmp(maxLengthType(x.type), maxLengthType(y.type))
      || Number(!x.hasDefault) - Number(!y.hasDefault) || Number(x.variadic) - Number(y.variadic);
    if (c) return c;
  }
  return 0;
}

/** ppTypeMaxLength: the type that accepts any length (PostgREST compares it after the type). */
function maxLengthType(t: string): string {
  return ({ bit: 'bit varying', 'bit[]': 'bit varying[]', character: 'character varying', 'character[]': 'character varying[]' } as Record<string, string>)[t] ?? t;
}
