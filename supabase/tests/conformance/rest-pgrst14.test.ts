// Issue 28 item 6, REST: behaviours of PostgREST 13/14 (Supabase CLI 2.104 runs v14.12) that the
// local server must answer as PostgREST does. Each case names the PostgREST source it follows
// (PostgREST/postgrest src/PostgREST/...); fixture: fixture/20240101000011_rest_pgrst14.sql.
//   - overloaded functions: Plan.hs findProc, SchemaCache/Routine.hs (`instance Ord Routine`),
//     Error.hs (AmbiguousRpc, NoRpc, noRpcHint with the fuzzyset package)
//   - unnamed parameters: SchemaCache.hs funcsSqlQuery (`callable`)
//   - partitioned tables: SchemaCache.hs (`not c.relispartition`, `conparentid = 0`)
//   - aggregates in spread embeds: Plan.hs hoistSpreadAggFunctions, docs aggregate_functions.rst
//   - count=planned / estimated: Query.hs resultSetWTotal
//   - execution plans: MediaType.hs (decodeMediaType, toMime), Query/SqlFragment.hs explainF,
//     Plan.hs negotiateContent (no plan handler unless db-plan-enabled)
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { rest, serviceClient, startRestServer } from './rest-helpers.ts';

let s: TestServer;
let db: SupabaseClient;
let dbName: string;
beforeAll(async () => {
  s = await startRestServer();
  db = serviceClient(s);
  dbName = (await s.db.query<{ d: string }>(`select current_database() as d`)).rows[0].d;
});
afterAll(async () => { await s?.close(); });

const service = () => ({ apikey: s.serviceRoleKey, token: s.serviceRoleKey });

describe('overloaded functions (Plan.hs findProc)', () => {
  test('the overload whose parameters the argument names fit is called; optional parameters may be left out', async () => {
    expect((await db.rpc('pick', { c: '2024-01-01' })).data).toBe('c date');
    expect((await db.rpc('pick', { a: 1, b: 2 })).data).toBe('a int, b int');
    const get = await rest(s, 'GET', '/rpc/pick?c=2024-01-01', service());
    expect(get.status).toBe(200);
    expect(get.body).toBe('c date');
  });

  test('several fits: 300 PGRST203 listing the candidates in the schema cache order (fewer parameters first, then name and type)', async () => {
    // pick(a int, b int default 0), pick(a text) and pick(a int) all fit {a}; they were created in that order.
    const expected = {
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text), public.pick(a => integer, b => integer)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    };
    const post = await rest(s, 'POST', '/rpc/pick', { ...service(), body: { a: 1 } });
    expect(post.status).toBe(300);
    expect(post.body).toEqual(expected);
    const get = await rest(s, 'GET', '/rpc/pick?a=1', service());
    expect(get.status).toBe(300);
    expect(get.body).toEqual(expected);
  });

  test('GET: a query parameter is an argument unless its value carries an operator, which makes it a filter (QueryParams.hs)', async () => {
    const r = await rest(s, 'GET', '/rpc/measurements_in?city=Seoul&id=gt.1&select=id,value', service());
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 2, value: 20 }]);
    // `a=eq.1` filters the result: no argument is left, and pick has no overload without parameters
    const filter = await rest(s, 'GET', '/rpc/pick?a=eq.1', service());
    expect(filter.status).toBe(404);
    expect(filter.body).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.pick without parameters in the schema cache' });
    // a plain value is an argument even when no overload has that parameter
    const extra = await rest(s, 'GET', '/rpc/measurements_in?city=Seoul&bogus=1', service());
    expect(extra.status).toBe(404);
    expect(extra.body).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.measurements_in(bogus, city) in the schema cache' });
  });

  // Error.hs noRpcHint's doctests, on the same overloads: test(val, param, name) and test(id, attr).
  test.each([
    [{ vall: 1, pqaram: 1, nam: 1 }, '(nam, pqaram, vall)', 'Perhaps you meant to call the function public.fuzzy_test(name, param, val)'],
    [{ val: 1, param: 1 }, '(param, val)', 'Perhaps you meant to call the function public.fuzzy_test(name, param, val)'],
    [{ id: 1, attrs: 1 }, '(attrs, id)', 'Perhaps you meant to call the function public.fuzzy_test(attr, id)'],
    [{ id: 1 }, '(id)', 'Perhaps you meant to call the function public.fuzzy_test(attr, id)'],
    [{ noclosealternative: 1 }, '(noclosealternative)', null],
  ])('no overload fits %j: 404 PGRST202, hint from the closest parameter list', async (args, listed, hint) => {
    const keys = Object.keys(args).sort();
    const r = await rest(s, 'POST', '/rpc/fuzzy_test', { ...service(), body: args });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: 'PGRST202',
      message: `Could not find the function public.fuzzy_test${listed} in the schema cache`,
      details: `Searched for the function public.fuzzy_test with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint,
    });
  });

  test('no function of that name: fuzzyset finds a close name below the similarity a plain edit distance would ask for', async () => {
    // "pickle" shares trigrams with "pick" and scores 1 - 2/6 after fuzzyset's Levenshtein re-scoring (minimum 0.33)
    const r = await rest(s, 'POST', '/rpc/pickle', { ...service(), body: { a: 1 } });
    expect(r.status).toBe(404);
    expect(r.body.hint).toBe('Perhaps you meant to call the function public.pick');
  });

  test('no function of that name: the hint names the closest function of the schema', async () => {
    const r = await rest(s, 'GET', '/rpc/fuzzy_testt', service());
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.fuzzy_testt without parameters in the schema cache',
      details: 'Searched for the function public.fuzzy_testt without parameters, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.fuzzy_test',
    });
  });
});

describe('functions with unnamed parameters (SchemaCache.hs funcsSqlQuery: callable)', () => {
  test('a single unnamed jsonb parameter is callable and takes the whole body', async () => {
    const r = await rest(s, 'POST', '/rpc/unnamed_jsonb', { ...service(), body: { any: ['keys'], at: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ any: ['keys'], at: 1 });
  });

  test('an unnamed integer parameter, or two unnamed parameters: not in the schema cache (404 PGRST202)', async () => {
    const one = await rest(s, 'GET', '/rpc/unnamed_int', service());
    expect(one.status).toBe(404);
    expect(one.body).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.unnamed_int without parameters in the schema cache' });
    // PostgreSQL could call it positionally; PostgREST never offers it
    const keyed = await rest(s, 'POST', '/rpc/unnamed_int', { ...service(), body: { '': 1 } });
    expect(keyed.status).toBe(404);
    expect(keyed.body.code).toBe('PGRST202');
    const pair = await rest(s, 'POST', '/rpc/unnamed_pair', { ...service(), headers: { 'content-type': 'text/plain' }, rawBody: 'x' });
    expect(pair.status).toBe(404);
    expect(pair.body).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.unnamed_pair in the schema cache',
      details: 'Searched for the function public.unnamed_pair with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  test('trigger functions are not callable (404 PGRST202)', async () => {
    const r = await rest(s, 'POST', '/rpc/p14_trigger_fn', { ...service(), body: {} });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.p14_trigger_fn without parameters in the schema cache' });
  });
});

describe('partitioned tables (SchemaCache.hs: partitions left out, foreign keys of the partitioned table only)', () => {
  test('a partitioned table embeds its relations both ways', async () => {
    const { data, error } = await db.from('measurements').select('id, value, cities(name), measurement_notes(note)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, value: 10, cities: { name: 'Seoul' }, measurement_notes: [{ note: 'first' }] },
      { id: 2, value: 20, cities: { name: 'Seoul' }, measurement_notes: [{ note: 'second' }] },
      { id: 3, value: 5, cities: { name: 'Busan' }, measurement_notes: [] },
    ]);
    const cities = await db.from('cities').select('name, measurements(id)').order('id').order('id', { referencedTable: 'measurements' });
    expect(cities.error).toBeNull();
    expect(cities.data).toEqual([
      { name: 'Seoul', measurements: [{ id: 1 }, { id: 2 }] },
      { name: 'Busan', measurements: [{ id: 3 }] },
      { name: 'Jeju', measurements: [] },
    ]);
    // a composite foreign key to the partitioned table, and a spread of it
    const notes = await db.from('measurement_notes').select('note, measurements(value, cities(name)), ...measurements(taken)').order('id');
    expect(notes.error).toBeNull();
    expect(notes.data).toEqual([
      { note: 'first', measurements: { value: 10, cities: { name: 'Seoul' } }, taken: '2024-03-01' },
      { note: 'second', measurements: { value: 20, cities: { name: 'Seoul' } }, taken: '2025-03-01' },
    ]);
  });

  test('a function returning rows of a partitioned table is embedded with its relations; a computed relationship to it too', async () => {
    const r = await rest(s, 'POST', '/rpc/measurements_in?select=id,value,cities(name),measurement_notes(note)', { ...service(), body: { city: 'Seoul' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 1, value: 10, cities: { name: 'Seoul' }, measurement_notes: [{ note: 'first' }] },
      { id: 2, value: 20, cities: { name: 'Seoul' }, measurement_notes: [{ note: 'second' }] },
    ]);
    const computed = await db.from('cities').select('name, city_measurements(id)').order('id');
    expect(computed.error).toBeNull();
    expect(computed.data).toEqual([
      { name: 'Seoul', city_measurements: [{ id: 1 }, { id: 2 }] },
      { name: 'Busan', city_measurements: [{ id: 3 }] },
      { name: 'Jeju', city_measurements: [] },
    ]);
  });

  test('a partition is not an API resource (404 PGRST205) nor embeddable (400 PGRST200)', async () => {
    const r = await rest(s, 'GET', '/measurements_2024', service());
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.measurements_2024' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.measurements'", // Error.hs tableNotFoundHint (fuzzyset)
    });
    const embed = await rest(s, 'GET', '/cities?select=name,measurements_2024(id)', service());
    expect(embed.status).toBe(400);
    expect(embed.body).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'cities' and 'measurements_2024' in the schema cache" });
  });
});

describe('configuration off, as on Supabase', () => {
  test('an aggregate inside a spread is refused like any other (400 PGRST123)', async () => {
    const r = await rest(s, 'GET', '/posts?select=status,...authors!author_id(age.max())', service());
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });
  });

  test('a plan media type is not offered: 406 PGRST107 naming it as PostgREST renders it', async () => {
    const r = await rest(s, 'GET', '/posts?select=id', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|analyze' } });
    expect(r.status).toBe(406);
    expect(r.body).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose',
      details: null,
      hint: null,
    });
    // supabase-js's explain() sends `options=;` when no option is chosen
    const js = await db.from('posts').select('id').explain();
    expect(js.status).toBe(406);
    expect(js.error).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"' });
  });

  test('count=planned with HEAD: the planner estimate in Content-Range (206 when it exceeds the page)', async () => {
    // 200 analysed rows, 4 equally frequent grp values: the planner expects 50 rows for grp=1
    const head = await rest(s, 'HEAD', '/planned_rows?grp=eq.1&limit=10', { ...service(), headers: { Prefer: 'count=planned' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe('0-9/50');
    expect(head.text).toBe('');
    const all = await rest(s, 'HEAD', '/planned_rows', { ...service(), headers: { Prefer: 'count=planned' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-199/200');
    // the estimate, not the rows: 50 rows match, the planner expects 200 / 4 / 4
    const under = await rest(s, 'HEAD', '/planned_rows?grp=eq.1&twin=eq.1', { ...service(), headers: { Prefer: 'count=planned' } });
    expect(under.status).toBe(200);
    expect(under.headers.get('content-range')).toBe('0-49/12');
  });
});

describe('configured in the database: pgrst.db_aggregates_enabled, db_plan_enabled, db_max_rows', () => {
  const set = (key: string, value: string | null) => s.db.query(value === null
    ? `alter role authenticator in database "${dbName}" reset pgrst.${key}`
    : `alter role authenticator in database "${dbName}" set pgrst.${key} = '${value}'`);

  beforeAll(async () => {
    await set('db_aggregates_enabled', 'true');
    await set('db_plan_enabled', 'true');
    await set('db_max_rows', '20');
    await s.db.query(`notify pgrst, 'reload config'`);
    const until = Date.now() + 10_000;
    while ((await rest(s, 'GET', '/posts?select=views.sum()', service())).status !== 200) {
      if (Date.now() > until) throw new Error('the in-database settings were not applied within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    for (const k of ['db_aggregates_enabled', 'db_plan_enabled', 'db_max_rows']) await set(k, null);
  });

  const byKey = (k: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => String(a[k]).localeCompare(String(b[k]));

  test('spread columns group an aggregate as if they were the top level\'s (docs: amount.sum(),...customers(city,state))', async () => {
    const r = await rest(s, 'GET', '/posts?select=views.sum(),...authors!author_id(country)', service());
    expect(r.status).toBe(200);
    expect((r.body as Record<string, unknown>[]).sort(byKey('country'))).toEqual([{ sum: 160, country: 'FR' }, { sum: 75, country: 'US' }]);
    // a star is expanded into grouping columns (Plan.hs expandStars), in a spread and at the top level
    const star = await rest(s, 'GET', '/posts?select=views.sum(),...authors!author_id(*)', service());
    expect(star.status).toBe(200);
    expect((star.body as Record<string, unknown>[]).sort(byKey('name'))).toEqual([
      { sum: 150, id: 1, name: 'Alice', email: 'alice@example.com', age: 30, country: 'FR' },
      { sum: 75, id: 2, name: 'Bob', email: 'bob@example.com', age: 45, country: 'US' },
      { sum: 10, id: 3, name: 'Carol', email: null, age: null, country: 'FR' },
    ]);
    const top = await rest(s, 'GET', '/cities?select=*,n:id.count()&order=id', service());
    expect(top.status).toBe(200);
    expect(top.body).toEqual([{ id: 1, name: 'Seoul', n: 1 }, { id: 2, name: 'Busan', n: 1 }, { id: 3, name: 'Jeju', n: 1 }]);
  });

  test('aggregates inside a spread are hoisted to the top level (docs: order_date,...customers(joined_date.max(),joined_date.min()))', async () => {
    const r = await rest(s, 'GET', '/posts?select=status,...authors!author_id(age.max(),age.min())', service());
    expect(r.status).toBe(200);
    expect((r.body as Record<string, unknown>[]).sort(byKey('status'))).toEqual([
      { status: 'archived', max: null, min: null },
      { status: 'draft', max: 45, min: 45 },
      { status: 'published', max: 45, min: 30 },
    ]);
    const aliased = await rest(s, 'GET', '/posts?select=status,...authors!author_id(n:count(),oldest:age.max()::text)', service());
    expect(aliased.status).toBe(200);
    expect((aliased.body as Record<string, unknown>[]).sort(byKey('status'))).toEqual([
      { status: 'archived', n: 1, oldest: null },
      { status: 'draft', n: 1, oldest: '45' },
      { status: 'published', n: 3, oldest: '45' },
    ]);
  });

  test('through nested to-one spreads: their columns group, their aggregates reach the top level', async () => {
    const grouped = await rest(s, 'GET', '/measurement_notes?select=...measurements(...cities(name)),measurement_id.count()', service());
    expect(grouped.status).toBe(200);
    expect(grouped.body).toEqual([{ name: 'Seoul', count: 2 }]);
    const hoisted = await rest(s, 'GET', '/measurement_notes?select=...measurements(city_id,...cities(top:id.max(),n:count()))', service());
    expect(hoisted.status).toBe(200);
    expect(hoisted.body).toEqual([{ city_id: 1, top: 1, n: 2 }]);
  });

  test('aggregates in a to-many spread: 400 PGRST127 (Plan.hs addToManyOrderSelects: no hoisting out of to-many spreads)', async () => {
    const r = await rest(s, 'GET', '/authors?select=name,...posts!author_id(views.sum())', service());
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'PGRST127', message: 'Feature not implemented', details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.', hint: null });
  });

  test('a to-one embed is a grouping column (docs: amount.sum(),customers(name))', async () => {
    const r = await rest(s, 'GET', '/posts?select=views.sum(),authors!author_id(name)', service());
    expect(r.status).toBe(200);
    expect((r.body as { sum: number; authors: { name: string } }[]).sort((a, b) => a.authors.name.localeCompare(b.authors.name))).toEqual([
      { sum: 150, authors: { name: 'Alice' } },
      { sum: 75, authors: { name: 'Bob' } },
      { sum: 10, authors: { name: 'Carol' } },
    ]);
  });

  test('count=estimated: exact up to max-rows, beyond it the larger of max-rows + 1 and the planner estimate', async () => {
    const few = await rest(s, 'GET', '/planned_rows?select=id&grp=eq.1&id=lte.40', { ...service(), headers: { Prefer: 'count=estimated' } });
    expect(few.status).toBe(200);
    expect(few.headers.get('content-range')).toBe('0-9/10');
    const many = await rest(s, 'HEAD', '/planned_rows', { ...service(), headers: { Prefer: 'count=estimated' } });
    expect(many.status).toBe(206);
    expect(many.headers.get('content-range')).toBe('0-19/200');
    // 50 rows match, the planner expects 12: past max-rows the count stops at max-rows + 1 = 21
    const under = await rest(s, 'HEAD', '/planned_rows?grp=eq.1&twin=eq.1', { ...service(), headers: { Prefer: 'count=estimated' } });
    expect(under.status).toBe(206);
    expect(under.headers.get('content-range')).toBe('0-19/21');
  });

  test('plans: options in PostgREST\'s order whatever the request\'s, unknown ones dropped; JSON and text', async () => {
    const r = await rest(s, 'GET', '/planned_rows?select=id&grp=eq.1', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|analyze|bogus' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose; charset=utf-8');
    const plan = r.body[0].Plan;
    expect(plan['Actual Rows']).toBeDefined(); // analyze
    expect(plan.Output).toBeDefined(); // verbose
    const text = await rest(s, 'GET', '/planned_rows?select=id', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan; options=analyze' } });
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('application/vnd.pgrst.plan+text; for="application/json"; options=analyze; charset=utf-8');
    expect(text.text).toMatch(/actual time=/);
  });

  test('plans: only when the plan is the first acceptable media type (Plan.hs negotiateContent)', async () => {
    const json = await rest(s, 'GET', '/cities?select=name&id=eq.1', { ...service(), headers: { Accept: 'application/json, application/vnd.pgrst.plan+json' } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.body).toEqual([{ name: 'Seoul' }]);
    const plan = await rest(s, 'GET', '/cities?select=name&id=eq.1', { ...service(), headers: { Accept: 'text/xml, application/vnd.pgrst.plan+json, application/json' } });
    expect(plan.status).toBe(200);
    expect(plan.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8');
  });

  test('plans: settings, buffers and wal (EXPLAIN options as PostgreSQL takes them)', async () => {
    const r = await rest(s, 'GET', '/planned_rows?select=id', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json; options=wal|buffers|settings|analyze' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=analyze|settings|buffers|wal; charset=utf-8');
    const plan = r.body[0].Plan;
    expect(plan['Shared Hit Blocks']).toBeDefined(); // buffers
    expect(plan['WAL Records']).toBeDefined(); // wal
  });

  test('plans: for a media type the resource does not produce, 406 PGRST107 naming the plan type', async () => {
    const r = await rest(s, 'GET', '/planned_rows', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json; for="text/xml"' } });
    expect(r.status).toBe(406);
    expect(r.body).toEqual({ code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan+json; for="text/xml"', details: null, hint: null });
  });

  test('plans: of a function call; EXPLAIN ANALYZE of a write runs it and commits, as PostgREST does not roll back', async () => {
    const call = await rest(s, 'POST', '/rpc/measurements_in?select=id,cities(name)', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json' }, body: { city: 'Seoul' } });
    expect(call.status).toBe(200);
    expect(call.body[0].Plan).toBeTruthy();
    const w = await rest(s, 'POST', '/cities', { ...service(), headers: { Accept: 'application/vnd.pgrst.plan+json; options=analyze' }, body: { id: 90, name: 'Daegu' } });
    expect(w.status).toBe(200);
    expect(w.body[0].Plan['Actual Rows']).toBeDefined();
    expect((await db.from('cities').select('name').eq('id', 90)).data).toEqual([{ name: 'Daegu' }]);
  });

});
