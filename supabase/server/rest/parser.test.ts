// Unit tests of the query-string grammar (no database).
import { describe, expect, test } from 'vitest';
import { RestError } from './errors.ts';
import { parseColumnList, parseFilterValue, parseLogicTree, parseOrder, parseQuery, parseSelect, parseTreePath } from './parser.ts';
import { pgArrayLiteral } from './sql.ts';

function fails(fn: () => unknown): RestError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RestError) return e;
    throw e;
  }
  throw new Error('expected a RestError');
}

describe('select', () => {
  test('columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,alias:name,views::text,data->a->>b,first:arr->0,"quoted col"')).toEqual([
      { kind: 'field', field: { name: 'id', json: [] }, alias: null, cast: null },
      { kind: 'field', field: { name: 'name', json: [] }, alias: 'alias', cast: null },
      { kind: 'field', field: { name: 'views', json: [] }, alias: null, cast: 'text' },
      { kind: 'field', field: { name: 'data', json: [{ arrow: '->', key: 'a', index: false }, { arrow: '->>', key: 'b', index: false }] }, alias: null, cast: null },
      { kind: 'field', field: { name: 'arr', json: [{ arrow: '->', key: '0', index: true }] }, alias: 'first', cast: null },
      { kind: 'field', field: { name: 'quoted col', json: [] }, alias: null, cast: null },
    ]);
  });

  test('embeds with alias, hint, join type (either order), spreads and nesting', () => {
    expect(parseSelect('*,a:authors!fk!inner(name),b!left!hint(*),...c(x),d(e(f(*)))')).toEqual([
      { kind: 'star' },
      { kind: 'embed', name: 'authors', alias: 'a', hint: 'fk', join: 'inner', spread: false, children: [{ kind: 'field', field: { name: 'name', json: [] }, alias: null, cast: null }] },
      { kind: 'embed', name: 'b', alias: null, hint: 'hint', join: 'left', spread: false, children: [{ kind: 'star' }] },
      { kind: 'embed', name: 'c', alias: null, hint: null, join: null, spread: true, children: [{ kind: 'field', field: { name: 'x', json: [] }, alias: null, cast: null }] },
      { kind: 'embed', name: 'd', alias: null, hint: null, join: null, spread: false, children: [
        { kind: 'embed', name: 'e', alias: null, hint: null, join: null, spread: false, children: [
          { kind: 'embed', name: 'f', alias: null, hint: null, join: null, spread: false, children: [{ kind: 'star' }] },
        ] },
      ] },
    ]);
    expect(parseSelect('rel()')).toEqual([{ kind: 'embed', name: 'rel', alias: null, hint: null, join: null, spread: false, children: [] }]);
  });

  test('dashed and spaced identifiers', () => {
    expect(parseSelect('user-id, full name')).toEqual([
      { kind: 'field', field: { name: 'user-id', json: [] }, alias: null, cast: null },
      { kind: 'field', field: { name: 'full name', json: [] }, alias: null, cast: null },
    ]);
  });

  test('errors: PGRST100 with PostgREST-style message, PGRST123 for aggregates', () => {
    const e = fails(() => parseSelect('id,,name'));
    expect(e.code).toBe('PGRST100');
    expect(e.message).toBe('"failed to parse select parameter (id,,name)" (line 1, column 4)');
    expect(fails(() => parseSelect('a(b')).code).toBe('PGRST100');
    expect(fails(() => parseSelect('id::text;drop')).code).toBe('PGRST100');
    expect(fails(() => parseSelect('id::')).code).toBe('PGRST100');
    expect(fails(() => parseSelect('amount.sum()')).code).toBe('PGRST123');
    expect(fails(() => parseSelect('count()')).code).toBe('PGRST123');
  });
});

describe('filters', () => {
  test('simple operators keep the whole value, negation, quantifiers', () => {
    expect(parseFilterValue('eq.a.b,c')).toEqual({ negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: 'a.b,c' } });
    expect(parseFilterValue('not.ilike.*x*')).toEqual({ negate: true, operation: { kind: 'op', op: 'ilike', quant: null, value: '*x*' } });
    expect(parseFilterValue('like(any).{a*,b*}')).toEqual({ negate: false, operation: { kind: 'op', op: 'like', quant: 'any', value: '{a*,b*}' } });
    expect(parseFilterValue('eq.')).toEqual({ negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: '' } });
  });

  test('in lists with quoting and escapes, empty list', () => {
    expect(parseFilterValue('in.(1,"a,b","say \\"hi\\"",x y)')).toEqual({ negate: false, operation: { kind: 'in', values: ['1', 'a,b', 'say "hi"', 'x y'] } });
    expect(parseFilterValue('in.()')).toEqual({ negate: false, operation: { kind: 'in', values: [''] } });
  });

  test('is values are case-insensitive', () => {
    expect(parseFilterValue('is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(parseFilterValue('not.is.True')).toEqual({ negate: true, operation: { kind: 'is', value: 'true' } });
    expect(fails(() => parseFilterValue('is.maybe')).code).toBe('PGRST100');
  });

  test('full-text operators with an optional config', () => {
    expect(parseFilterValue('wfts(english).cat & dog').operation).toEqual({ kind: 'fts', op: 'wfts', config: 'english', value: 'cat & dog' });
    expect(parseFilterValue('fts.x').operation).toEqual({ kind: 'fts', op: 'fts', config: null, value: 'x' });
    expect(fails(() => parseFilterValue("fts(eng');x).y")).code).toBe('PGRST100');
  });

  test('unknown or missing operators', () => {
    const e = fails(() => parseFilterValue('noop.0'));
    expect(e.message).toBe('"failed to parse filter (noop.0)" (line 1, column 6)');
    expect(e.details).toBe('unknown single value operator noop');
    expect(fails(() => parseFilterValue('5')).code).toBe('PGRST100');
    expect(fails(() => parseFilterValue('eq(some).1')).code).toBe('PGRST100');
  });
});

describe('logic trees', () => {
  test('nested and/or, negation, quoted and array values', () => {
    const t = parseLogicTree('or', false, '(a.eq.1,and(b.gt.2,c.is.null),d.not.in.(1,2),e.eq."x,y",f.cs.{1,2},not.or(g.eq.1,h.eq.2))');
    expect(t).toEqual({ kind: 'expr', negate: false, op: 'or', children: [
      { kind: 'stmt', filter: { field: { name: 'a', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: '1' } } } },
      { kind: 'expr', negate: false, op: 'and', children: [
        { kind: 'stmt', filter: { field: { name: 'b', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'gt', quant: null, value: '2' } } } },
        { kind: 'stmt', filter: { field: { name: 'c', json: [] }, expr: { negate: false, operation: { kind: 'is', value: 'null' } } } },
      ] },
      { kind: 'stmt', filter: { field: { name: 'd', json: [] }, expr: { negate: true, operation: { kind: 'in', values: ['1', '2'] } } } },
      { kind: 'stmt', filter: { field: { name: 'e', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: 'x,y' } } } },
      { kind: 'stmt', filter: { field: { name: 'f', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'cs', quant: null, value: '{1,2}' } } } },
      { kind: 'expr', negate: true, op: 'or', children: [
        { kind: 'stmt', filter: { field: { name: 'g', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: '1' } } } },
        { kind: 'stmt', filter: { field: { name: 'h', json: [] }, expr: { negate: false, operation: { kind: 'op', op: 'eq', quant: null, value: '2' } } } },
      ] },
    ] });
  });

  test('JSON paths inside trees, and errors', () => {
    const t = parseLogicTree('and', true, '(data->>a.eq.1)');
    expect(t).toMatchObject({ kind: 'expr', negate: true, op: 'and', children: [{ kind: 'stmt', filter: { field: { name: 'data', json: [{ arrow: '->>', key: 'a', index: false }] } } }] });
    expect(fails(() => parseLogicTree('or', false, '()')).code).toBe('PGRST100');
    expect(fails(() => parseLogicTree('or', false, '(a.eq.1')).code).toBe('PGRST100');
    expect(fails(() => parseLogicTree('or', false, 'a.eq.1')).code).toBe('PGRST100');
  });
});

describe('order, columns, paths', () => {
  test('order terms', () => {
    expect(parseOrder('a,b.desc,c.asc.nullslast,d.nullsfirst,data->x.desc,rel(name).asc')).toEqual([
      { relation: null, field: { name: 'a', json: [] }, dir: null, nulls: null },
      { relation: null, field: { name: 'b', json: [] }, dir: 'desc', nulls: null },
      { relation: null, field: { name: 'c', json: [] }, dir: 'asc', nulls: 'last' },
      { relation: null, field: { name: 'd', json: [] }, dir: null, nulls: 'first' },
      { relation: null, field: { name: 'data', json: [{ arrow: '->', key: 'x', index: false }] }, dir: 'desc', nulls: null },
      { relation: 'rel', field: { name: 'name', json: [] }, dir: 'asc', nulls: null },
    ]);
    expect(fails(() => parseOrder('id.up')).message).toBe('"failed to parse order (id.up)" (line 1, column 4)');
  });

  test('columns and on_conflict lists accept quoted names', () => {
    expect(parseColumnList('columns parameter', '"id","full name",x')).toEqual(['id', 'full name', 'x']);
    expect(fails(() => parseColumnList('on_conflict parameter', 'a,,b')).code).toBe('PGRST100');
  });

  test('tree paths', () => {
    expect(parseTreePath('a.b.c->>d')).toEqual({ path: ['a', 'b'], field: { name: 'c', json: [{ arrow: '->>', key: 'd', index: false }] } });
    expect(fails(() => parseTreePath('title[0]')).message).toBe('"failed to parse tree path (title[0])" (line 1, column 6)');
  });
});

describe('whole query strings', () => {
  test('reserved parameters, embedded limits, logic keys, RPC arguments', () => {
    const q = parseQuery(new URLSearchParams('select=id,c(*)&id=gt.1&c.x=eq.2&order=id.desc&c.order=x&limit=5&offset=10&c.limit=2&or=(a.eq.1,b.eq.2)&c.not.and=(x.eq.1,y.eq.2)&limit=abc&columns="a","b"&on_conflict=a&n=3'), (k) => k === 'n');
    expect(q.hasSelect).toBe(true);
    expect(q.filters.map((f) => [f.path, f.value.field.name])).toEqual([[[], 'id'], [['c'], 'x']]);
    expect(q.order.map((o) => o.path)).toEqual([[], ['c']]);
    expect(q.ranges.get('')).toEqual({ limit: 5, offset: 10 });
    expect(q.ranges.get('c')).toEqual({ limit: 2, offset: null });
    expect(q.logic.map((l) => [l.path, l.value.kind === 'expr' && l.value.negate])).toEqual([[[], false], [['c'], true]]);
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a']);
    expect(q.rpcArgs).toEqual([['n', '3']]);
  });

  test('array literals for ANY() quote every element', () => {
    expect(pgArrayLiteral(['a', 'b,c', 'say "hi"', 'back\\slash', 'NULL'])).toBe('{"a","b,c","say \\"hi\\"","back\\\\slash","NULL"}');
    expect(pgArrayLiteral([''])).toBe('{}');
  });
});
