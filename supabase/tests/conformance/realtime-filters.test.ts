// postgres_changes filter strings: the parser (unit) and each operator evaluated by the server
// with Postgres semantics (values cast to the column type).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseFilter } from '../../server/realtime/filters.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { RawSocket, Recorder, rtClient, subscribe, type ChangePayload, type RtClient } from './realtime-helpers.ts';

describe('filter parser', () => {
  test('operators, negation, quoting, lists', () => {
    expect(parseFilter('id=eq.5')).toEqual([{ col: 'id', op: 'eq', neg: false, val: '5' }]);
    expect(parseFilter('price=gte.1.5')).toEqual([{ col: 'price', op: 'gte', neg: false, val: '1.5' }]);
    expect(parseFilter('body=is.null')).toEqual([{ col: 'body', op: 'is', neg: false, val: null }]);
    expect(parseFilter('body=not.is.null')).toEqual([{ col: 'body', op: 'is', neg: true, val: null }]);
    expect(parseFilter('room=in.(a,"b, c",d)')).toEqual([{ col: 'room', op: 'in', neg: false, val: null, vals: ['a', 'b, c', 'd'] }]);
    expect(parseFilter('room=eq."x,y",n=lt.3')).toEqual([
      { col: 'room', op: 'eq', neg: false, val: 'x,y' },
      { col: 'n', op: 'lt', neg: false, val: '3' },
    ]);
    expect(parseFilter('area=eq.Oslo\\, Norway')).toEqual([{ col: 'area', op: 'eq', neg: false, val: 'Oslo, Norway' }]);
    expect(parseFilter('title=like.*abc*')).toEqual([{ col: 'title', op: 'like', neg: false, val: '%abc%' }]);
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter(undefined)).toEqual([]);
  });

  test('malformed filters are rejected', () => {
    expect(() => parseFilter('id')).toThrow(/missing '='/);
    expect(() => parseFilter('id=5')).toThrow(/expected/);
    expect(() => parseFilter('id=foo.5')).toThrow(/unsupported filter type 'foo'/);
    expect(() => parseFilter('id=in.1,2')).toThrow(/parentheses/);
    expect(() => parseFilter('id=is.maybe')).toThrow(/'is'/);
  });
});

let s: TestServer;
let c: RtClient;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
  c = await rtClient(s, s.serviceRoleKey);
});
afterAll(async () => {
  await c?.close();
  await s?.close();
});

describe(`filter operators on ${TEST_DB}`, () => {
  test('each operator selects the rows Postgres would', async () => {
    const filters: Record<string, string> = {
      neq: 'room=neq.a',
      lt: 'n=lt.2',
      lte: 'n=lte.2',
      gte: 'n=gte.10',
      like: 'body=like.*ell*',
      ilike: 'body=ilike.H*',
      isnull: 'body=is.null',
      notnull: 'body=not.is.null',
      noteq: 'n=not.eq.2',
      isdistinct: 'n=isdistinct.2',
      in: 'room=in.(a,"c, d")',
      notin: 'room=not.in.(a,b)',
      match: 'body=match.^h.l',
      imatch: 'body=imatch.^H.L',
      ts: 'created_at=gt.2000-01-01T00:00:00Z',
      tsFuture: 'created_at=gt.2999-01-01',
      uuid: 'id=eq.00000000-0000-0000-0000-00000000000a',
      multi: 'room=eq.b,n=gt.5',
    };
    const got: Record<string, Recorder<ChangePayload>> = {};
    const all = new Recorder<ChangePayload>();
    let ch = c.supabase.channel('ops');
    for (const [name, filter] of Object.entries(filters)) {
      got[name] = new Recorder<ChangePayload>();
      ch = ch.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages', filter }, got[name].push);
    }
    ch = ch.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages' }, all.push);
    await subscribe(ch);
    await s.db.query(`
      insert into public.rt_messages (id, room, body, n) values
        ('00000000-0000-0000-0000-00000000000a', 'a', 'hello', 1),
        ('00000000-0000-0000-0000-00000000000b', 'b', 'HELLO', 2),
        ('00000000-0000-0000-0000-00000000000c', 'c, d', null, 10),
        ('00000000-0000-0000-0000-00000000000d', 'b', 'bye', 20)`);
    await all.waitFor((p) => p.new.n === 20, 'last row');
    const rooms = (name: string) => got[name].items.map((p) => p.new.n);
    expect(rooms('neq')).toEqual([2, 10, 20]);
    expect(rooms('lt')).toEqual([1]);
    expect(rooms('lte')).toEqual([1, 2]);
    expect(rooms('gte')).toEqual([10, 20]);
    expect(rooms('like')).toEqual([1]);
    expect(rooms('ilike')).toEqual([1, 2]);
    expect(rooms('isnull')).toEqual([10]);
    expect(rooms('notnull')).toEqual([1, 2, 20]);
    expect(rooms('noteq')).toEqual([1, 10, 20]);
    expect(rooms('isdistinct')).toEqual([1, 10, 20]);
    expect(rooms('in')).toEqual([1, 10]);
    expect(rooms('notin')).toEqual([10]);
    expect(rooms('match')).toEqual([1]);
    expect(rooms('imatch')).toEqual([1, 2]);
    expect(rooms('ts')).toEqual([1, 2, 10, 20]);
    expect(rooms('tsFuture')).toEqual([]);
    expect(rooms('uuid')).toEqual([1]);
    expect(rooms('multi')).toEqual([20]);
    await c.supabase.removeChannel(ch);
  });

  test('a value that does not fit the column type is a subscription error', async () => {
    const r = await RawSocket.open(s);
    try {
      const pg = [{ event: '*', schema: 'public', table: 'rt_messages', filter: 'n=eq.abc' }];
      const plain = await r.push('realtime:badval', 'phx_join', { config: { postgres_changes: pg } });
      expect(plain.status).toBe('ok');
      const sys = (await r.frames.waitFor((f) => Array.isArray(f) && f[3] === 'system', 'system')) as unknown[];
      expect(sys[4]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
      // with postgres_changes_options.wait the join itself fails, as on Realtime
      const waited = await r.push('realtime:badval-wait', 'phx_join', { config: { postgres_changes: pg, postgres_changes_options: { wait: true } } });
      expect(waited.status).toBe('error');
      expect(String(waited.response.reason)).toMatch(/^RealtimeDisabledForConfiguration: /);
      const missing = await r.push('realtime:nosuch', 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'no_such_table' }], postgres_changes_options: { wait: true } } });
      expect(missing.status).toBe('error');
    } finally {
      r.close();
    }
  });

  test('select limits the columns (primary key always included)', async () => {
    const r = await RawSocket.open(s, `apikey=${s.serviceRoleKey}&vsn=2.0.0`);
    try {
      const join = await r.push('realtime:select', 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_messages', select: ['room'] }] } });
      expect(join.status).toBe('ok');
      await s.db.query(`insert into public.rt_messages (room, body, n) values ('sel', 'b', 1)`);
      const frame = (await r.frames.waitFor((f) => Array.isArray(f) && f[3] === 'postgres_changes', 'change')) as unknown[];
      const data = (frame[4] as { data: { record: Record<string, unknown>; columns: { name: string }[] } }).data;
      expect(Object.keys(data.record).sort()).toEqual(['id', 'room']);
      expect(data.columns.map((x) => x.name)).toEqual(['id', 'room']);
    } finally {
      r.close();
    }
  });
});
