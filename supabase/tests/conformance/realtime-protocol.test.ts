// Protocol level: Phoenix framing (vsn 2.0.0 arrays and 1.0.0 objects), heartbeats, join
// replies, connection auth, garbage on the socket, broadcast and presence.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { RawSocket, Recorder, rtClient, subscribe, type ChangePayload, type RtClient } from './realtime-helpers.ts';

let s: TestServer;
const sockets: RawSocket[] = [];
const clients: RtClient[] = [];
const open = async (query?: string) => {
  const r = await RawSocket.open(s, query);
  sockets.push(r);
  return r;
};
const client = async (token?: string) => {
  const c = await rtClient(s, token);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
});
afterAll(async () => {
  for (const r of sockets) r.close();
  for (const c of clients) await c.close();
  await s?.close();
});

const joinPayload = (pg: unknown[], extra: Record<string, unknown> = {}) => ({
  config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: pg, private: false },
  ...extra,
});

function upgradeStatus(query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', (e) => {
      if (!String(e.message).includes('Unexpected server response')) reject(e);
    });
  });
}

describe(`realtime protocol on ${TEST_DB}`, () => {
  test('heartbeat is answered on the phoenix topic', async () => {
    const r = await open();
    const reply = await r.push('phoenix', 'heartbeat', {});
    expect(reply).toEqual({ status: 'ok', response: {} });
  });

  test('join reply echoes the bindings in order with ids, then the system message', async () => {
    const r = await open();
    const bindings = [
      { event: '*', schema: 'public', table: 'rt_messages' },
      { event: 'INSERT', schema: 'public', table: 'rt_posts', filter: 'id=eq.5' },
    ];
    const reply = await r.push('realtime:room1', 'phx_join', joinPayload(bindings, { access_token: s.anonKey }));
    expect(reply.status).toBe('ok');
    const echoed = reply.response.postgres_changes as Record<string, unknown>[];
    expect(echoed).toHaveLength(2);
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const b of echoed) expect(Number.isInteger(b.id) && (b.id as number) > 0).toBe(true);
    expect(echoed[0].id).not.toBe(echoed[1].id);
    const sys = (await r.frames.waitFor((f) => Array.isArray(f) && f[3] === 'system', 'system')) as unknown[];
    expect(sys[2]).toBe('realtime:room1');
    expect(sys[4]).toEqual({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'room1' });

    // the change frame carries the matching binding ids and Realtime's data shape
    await s.db.query(`insert into public.rt_messages (room, body, n) values ('raw', 'x', 3)`);
    const frame = (await r.frames.waitFor((f) => Array.isArray(f) && f[3] === 'postgres_changes', 'change')) as unknown[];
    const { ids, data } = frame[4] as { ids: number[]; data: Record<string, unknown> };
    expect(frame[2]).toBe('realtime:room1');
    expect(ids).toEqual([echoed[0].id]);
    expect(data).toMatchObject({ schema: 'public', table: 'rt_messages', type: 'INSERT', errors: null, record: { room: 'raw', body: 'x', n: 3 } });
    expect(data.columns).toEqual([
      { name: 'id', type: 'uuid' },
      { name: 'room', type: 'text' },
      { name: 'body', type: 'text' },
      { name: 'n', type: 'int4' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
    expect(data).not.toHaveProperty('old_record');
  });

  test('vsn 1.0.0 speaks JSON objects', async () => {
    const r = await open(`apikey=${s.anonKey}&vsn=1.0.0`);
    r.sendRaw(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null }));
    const hb = await r.frames.waitFor((f) => !Array.isArray(f) && (f as { ref?: string }).ref === '1', 'heartbeat reply');
    expect(hb).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null });
    r.sendRaw(JSON.stringify({ topic: 'realtime:v1', event: 'phx_join', payload: joinPayload([{ event: 'INSERT', schema: 'public', table: 'rt_posts' }]), ref: '2', join_ref: '2' }));
    const join = (await r.frames.waitFor((f) => (f as { ref?: string }).ref === '2', 'join reply')) as { payload: { status: string } };
    expect(join.payload.status).toBe('ok');
    await s.db.query(`insert into public.rt_posts (title) values ('v1')`);
    const change = (await r.frames.waitFor((f) => (f as { event?: string }).event === 'postgres_changes', 'change')) as { topic: string; payload: { data: { record: { title: string } } } };
    expect(change.topic).toBe('realtime:v1');
    expect(change.payload.data.record.title).toBe('v1');
  });

  test('connection auth: apikey required and must be a valid key', async () => {
    expect(await upgradeStatus('vsn=2.0.0')).toBe(401);
    expect(await upgradeStatus('apikey=nonsense&vsn=2.0.0')).toBe(403);
    expect(await upgradeStatus(`apikey=${s.cfg.publishableKey}&vsn=2.0.0`)).toBe(101);
    expect(await upgradeStatus(`apikey=${s.anonKey}&vsn=2.0.0`)).toBe(101);
  });

  test('topic rules: unmatched topics and an empty realtime topic are refused', async () => {
    const r = await open();
    expect(await r.push('room:lobby', 'phx_join', joinPayload([]))).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect(await r.push('realtime:', 'phx_join', joinPayload([]))).toEqual({ status: 'error', response: { reason: 'TopicNameRequired: You must provide a topic name' } });
    expect(await r.push('realtime:never-joined', 'access_token', { access_token: s.anonKey })).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  test('phx_leave is acknowledged and stops delivery', async () => {
    const r = await open();
    const join = await r.push('realtime:leaving', 'phx_join', joinPayload([{ event: '*', schema: 'public', table: 'rt_posts' }]));
    expect(join.status).toBe('ok');
    expect(await r.push('realtime:leaving', 'phx_leave', {})).toEqual({ status: 'ok', response: {} });
    const watcher = await open();
    await watcher.push('realtime:watch', 'phx_join', joinPayload([{ event: '*', schema: 'public', table: 'rt_posts' }]));
    await s.db.query(`insert into public.rt_posts (title) values ('after leave')`);
    await watcher.frames.waitFor((f) => Array.isArray(f) && f[3] === 'postgres_changes', 'watcher change');
    expect((r.frames.items as unknown[][]).filter((f) => f[3] === 'postgres_changes')).toHaveLength(0);
  });

  test('garbage on the socket is ignored: the connection and the server keep working', async () => {
    const r = await open();
    const join = await r.push('realtime:garbage', 'phx_join', joinPayload([{ event: 'INSERT', schema: 'public', table: 'rt_messages' }]));
    expect(join.status).toBe('ok');
    r.sendRaw('{not json');
    r.sendRaw('"just a string"');
    r.sendRaw('[1,2,3]');
    r.sendRaw('[null, "9", 42, "phx_join", {}]');
    r.sendRaw(JSON.stringify({ topic: 'realtime:garbage', event: 'phx_join', payload: {}, ref: '1' }));
    r.sendRaw(Buffer.from([0xff, 0x00, 0x13, 0x37]));
    r.sendRaw(Buffer.from([3, 200, 200, 200, 200, 200, 1, 65]));
    r.sendRaw(Buffer.alloc(0));
    r.sendRaw(JSON.stringify([null, '10', 'realtime:garbage', 'no_such_event', { x: 1 }]));
    r.sendRaw(JSON.stringify([null, '11', 'realtime:garbage', 'phx_join', 'not an object']));
    // the last one was a (bad) re-join of the same topic: it is answered, then join again properly
    expect(await r.push('phoenix', 'heartbeat', {})).toEqual({ status: 'ok', response: {} });
    const rejoin = await r.push('realtime:garbage2', 'phx_join', joinPayload([{ event: 'INSERT', schema: 'public', table: 'rt_messages' }]));
    expect(rejoin.status).toBe('ok');
    await s.db.query(`insert into public.rt_messages (room) values ('after garbage')`);
    const frame = (await r.frames.waitFor((f) => Array.isArray(f) && f[2] === 'realtime:garbage2' && f[3] === 'postgres_changes', 'change after garbage')) as unknown[];
    expect((frame[4] as { data: { record: { room: string } } }).data.record.room).toBe('after garbage');

    // an oversized frame closes that connection only
    const big = await open();
    const closed = new Promise<number>((resolve) => big.ws.once('close', (code) => resolve(code)));
    big.sendRaw('x'.repeat(5 * 1024 * 1024));
    expect(await closed).toBe(1009);
    const other = await open();
    expect(await other.push('phoenix', 'heartbeat', {})).toEqual({ status: 'ok', response: {} });
  });

  test('supabase-js broadcast reaches other subscribers (JSON and binary payloads), not the sender by default', async () => {
    const a = await client();
    const b = await client();
    const gotA = new Recorder<{ event: string; payload: unknown }>();
    const gotB = new Recorder<{ event: string; payload: unknown }>();
    const chA = a.supabase.channel('chat').on('broadcast', { event: '*' }, gotA.push);
    const chB = b.supabase.channel('chat', { config: { broadcast: { ack: true } } }).on('broadcast', { event: '*' }, gotB.push);
    await subscribe(chA);
    await subscribe(chB);
    expect(await chB.send({ type: 'broadcast', event: 'hello', payload: { text: 'hi' } })).toBe('ok');
    const m = await gotA.waitFor((x) => x.event === 'hello', 'broadcast');
    expect(m.payload).toEqual({ text: 'hi' });
    const bytes = new Uint8Array([1, 2, 3, 250]).buffer;
    expect(await chB.send({ type: 'broadcast', event: 'bin', payload: bytes })).toBe('ok');
    const bin = await gotA.waitFor((x) => x.event === 'bin', 'binary broadcast');
    expect([...new Uint8Array(bin.payload as ArrayBuffer)]).toEqual([1, 2, 3, 250]);
    // REST broadcast endpoint (what send() falls back to when not joined)
    const res = await fetch(`${s.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'chat', event: 'rest', payload: { n: 1 } }] }),
    });
    expect(res.status).toBe(202);
    await gotA.waitFor((x) => x.event === 'rest', 'REST broadcast');
    await gotB.waitFor((x) => x.event === 'rest', 'REST broadcast (b)');
    expect(gotB.items.map((x) => x.event)).toEqual(['rest']);
  });

  test('presence: tracked clients see each other, untrack leaves', async () => {
    const a = await client();
    const b = await client();
    const chA = a.supabase.channel('lobby-presence', { config: { presence: { key: 'alice' } } });
    const chB = b.supabase.channel('lobby-presence', { config: { presence: { key: 'bob' } } });
    const syncA = new Recorder<string[]>();
    const leavesA = new Recorder<string>();
    chA.on('presence', { event: 'sync' }, () => syncA.push(Object.keys(chA.presenceState()).sort()));
    chA.on('presence', { event: 'leave' }, ({ key }) => leavesA.push(key));
    chB.on('presence', { event: 'sync' }, () => {});
    await subscribe(chA);
    await subscribe(chB);
    expect(await chA.track({ status: 'online' })).toBe('ok');
    expect(await chB.track({ status: 'away' })).toBe('ok');
    await syncA.waitFor((keys) => keys.join() === 'alice,bob', 'both present');
    expect(chA.presenceState().bob[0]).toMatchObject({ status: 'away' });
    expect(await chB.untrack()).toBe('ok');
    await leavesA.waitFor((k) => k === 'bob', 'bob left');
    expect(Object.keys(chA.presenceState())).toEqual(['alice']);
  });

  test('postgres_changes through supabase-js keep flowing on a socket that also carries broadcast', async () => {
    const c = await client(s.serviceRoleKey);
    const got = new Recorder<ChangePayload>();
    const ch = c.supabase
      .channel('mixed-use')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_posts' }, got.push)
      .on('broadcast', { event: 'x' }, () => {});
    await subscribe(ch);
    await ch.send({ type: 'broadcast', event: 'x', payload: {} });
    await s.db.query(`insert into public.rt_posts (title) values ('mixed')`);
    const p = await got.waitFor((x) => x.new.title === 'mixed', 'insert');
    expect(p.eventType).toBe('INSERT');
  });
});
