// Who sees what: RLS evaluated as each subscriber (role + JWT claims), column privileges,
// DELETE visibility, access_token refresh, invalid tokens, many subscribers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withRole } from '../../server/http/context.ts';
import { signJwt } from '../../server/jwt.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createUser, Recorder, rtClient, subscribe, syncSocket, userToken, type RtClient } from './realtime-helpers.ts';
import type { ChangePayload } from './realtime-helpers.ts';

type Payload = ChangePayload;

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const clients: RtClient[] = [];
const client = async (token?: string) => {
  const c = await rtClient(s, token);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
  alice = await createUser(s, 'alice@example.com');
  bob = await createUser(s, 'bob@example.com');
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await s?.close();
});

async function watchItems(c: RtClient, name: string, event: '*' | 'INSERT' | 'UPDATE' | 'DELETE' = '*'): Promise<Recorder<Payload>> {
  const got = new Recorder<Payload>();
  await subscribe(c.supabase.channel(name).on('postgres_changes', { event, schema: 'public', table: 'rt_items' }, got.push));
  return got;
}

async function insertItem(title: string, opts: { isPublic?: boolean; owner?: string | null } = {}): Promise<number> {
  const r = await s.db.query<{ id: string }>(
    `insert into public.rt_items (title, is_public, owner_id, secret_note) values ($1, $2, $3, 'shh') returning id`,
    [title, opts.isPublic ?? false, opts.owner ?? null],
  );
  return Number(r.rows[0].id);
}

describe(`realtime RLS on ${TEST_DB}`, () => {
  test('INSERT: anon gets public rows without unreadable columns; the owner gets their private row; others do not', async () => {
    const anon = await watchItems(await client(), 'ins-anon');
    const own = await watchItems(await client(alice.token), 'ins-alice');
    const other = await watchItems(await client(bob.token), 'ins-bob');
    const svc = await watchItems(await client(s.serviceRoleKey), 'ins-svc');

    const privateId = await insertItem('alice private', { owner: alice.id });
    const publicId = await insertItem('public marker', { isPublic: true });

    for (const r of [anon, own, other, svc]) await r.waitFor((p) => p.new.id === publicId, 'public marker');
    expect(anon.items.map((p) => p.new.id)).toEqual([publicId]);
    expect(other.items.map((p) => p.new.id)).toEqual([publicId]);
    expect(own.items.map((p) => p.new.id)).toEqual([privateId, publicId]);
    expect(svc.items.map((p) => p.new.id)).toEqual([privateId, publicId]);

    // anon has no SELECT on secret_note: left out of its payload, present for authenticated
    expect(anon.items[0].new).not.toHaveProperty('secret_note');
    expect(anon.items[0].new).toMatchObject({ id: publicId, title: 'public marker', is_public: true });
    expect(own.items[0].new).toMatchObject({ id: privateId, owner_id: alice.id, secret_note: 'shh' });
  });

  test('UPDATE: visible to those who can read the new row', async () => {
    const id = await insertItem('flip', { isPublic: true, owner: alice.id });
    const anon = await watchItems(await client(), 'upd-anon', 'UPDATE');
    const own = await watchItems(await client(alice.token), 'upd-alice', 'UPDATE');
    await s.db.query(`update public.rt_items set is_public = false, title = 'now private' where id = $1`, [id]);
    await s.db.query(`update public.rt_items set title = 'marker' where id = (select min(id) from public.rt_items where is_public)`);
    await anon.waitFor((p) => p.new.title === 'marker', 'marker update (anon)');
    await own.waitFor((p) => p.new.title === 'marker', 'marker update (alice)');
    expect(anon.items.map((p) => p.new.title)).toEqual(['marker']);
    expect(own.items.map((p) => p.new.title)).toEqual(['now private', 'marker']);
    // RLS on, default replica identity: old_record is the primary key
    expect(own.items[0].old).toEqual({ id });
  });

  test('DELETE on an RLS table: delivered to roles that can read the key, old_record = primary key only', async () => {
    const id = await insertItem('to delete', { owner: alice.id });
    const anon = await watchItems(await client(), 'del-anon', 'DELETE');
    const own = await watchItems(await client(alice.token), 'del-alice', 'DELETE');
    await s.db.query(`delete from public.rt_items where id = $1`, [id]);
    const a = await anon.waitFor(() => true, 'delete (anon)');
    const o = await own.waitFor(() => true, 'delete (alice)');
    expect(a.old).toEqual({ id });
    expect(o.old).toEqual({ id });
    expect(a.new).toEqual({});
  });

  test('filter on owner_id with RLS', async () => {
    const got = new Recorder<Payload>();
    const c = await client(alice.token);
    await subscribe(c.supabase.channel('alice-own').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items', filter: `owner_id=eq.${alice.id}` }, got.push));
    await insertItem('bob thing', { owner: bob.id, isPublic: true });
    const mine = await insertItem('alice thing', { owner: alice.id });
    await got.waitFor((p) => p.new.id === mine, 'own insert');
    expect(got.items.map((p) => p.new.id)).toEqual([mine]);
  });

  test('a filter on a column the role cannot read matches nothing', async () => {
    const anonGot = new Recorder<Payload>();
    const aliceGot = new Recorder<Payload>();
    const anon = await client();
    const al = await client(alice.token);
    const binding = { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'secret_note=eq.shh' } as const;
    await subscribe(anon.supabase.channel('probe-anon').on('postgres_changes', binding, anonGot.push));
    await subscribe(al.supabase.channel('probe-alice').on('postgres_changes', binding, aliceGot.push));
    const id = await insertItem('public with secret', { isPublic: true });
    await aliceGot.waitFor((p) => p.new.id === id, 'alice sees it');
    await syncSocket(anon);
    expect(anonGot.items).toHaveLength(0);
  });

  test('access_token updates change what a channel receives', async () => {
    const c = await client(bob.token);
    const got = await watchItems(c, 'token-switch', 'INSERT');
    const first = await insertItem('alice 1', { owner: alice.id });
    const m1 = await insertItem('marker 1', { isPublic: true });
    await got.waitFor((p) => p.new.id === m1, 'marker 1');

    await c.setToken(alice.token);
    await syncSocket(c);
    const second = await insertItem('alice 2', { owner: alice.id });
    await got.waitFor((p) => p.new.id === second, 'alice 2 after switching to alice');

    await c.setToken(s.anonKey);
    await syncSocket(c);
    await insertItem('alice 3', { owner: alice.id });
    const m3 = await insertItem('marker 3', { isPublic: true });
    await got.waitFor((p) => p.new.id === m3, 'marker 3');

    const ids = got.items.map((p) => p.new.id);
    expect(ids).toEqual([m1, second, m3]);
    expect(ids).not.toContain(first);
    // back to anon: column privileges apply again
    expect(got.items[2].new).not.toHaveProperty('secret_note');
  });

  test('join with an invalid or expired token is refused like Realtime does', async () => {
    const forged = signJwt({ sub: alice.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret-not-the-secret-not-the-secret');
    const expired = userToken(s, alice.id, undefined, -120);
    const noExp = signJwt({ sub: alice.id, role: 'authenticated' }, s.cfg.jwtSecret);
    const cases: [string, string][] = [
      [forged, 'JwtSignatureError: Failed to validate JWT signature'],
      [expired, 'InvalidJWTToken: Token has expired'],
      [noExp, 'InvalidJWTToken: Fields `role` and `exp` are required in JWT'],
      ['not-a-jwt', 'MalformedJWT: The token provided is not a valid JWT'],
    ];
    for (const [token, reason] of cases) {
      const c = await client(token);
      await c.supabase.realtime.setAuth(token);
      const ch = c.supabase.channel('bad-token').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items' }, () => {});
      const err = await subscribe(ch).then(
        () => null,
        (e: Error) => e,
      );
      expect(err?.message).toContain(reason);
      await c.close();
    }
  });

  test('an invalid access_token update closes the channel with a system error', async () => {
    const c = await client(alice.token);
    const sys = new Recorder<{ extension: string; status: string; message: string }>();
    const statuses = new Recorder<string>();
    const ch = c.supabase.channel('bad-update').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items' }, () => {}).on('system', {}, sys.push);
    await new Promise<void>((resolve, reject) => {
      ch.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR') reject(new Error(status));
      });
    });
    await c.setToken(userToken(s, alice.id, undefined, -5));
    const m = await sys.waitFor((x) => x.extension === 'system', 'system error');
    expect(m.status).toBe('error');
    expect(m.message).toMatch(/Token has expired/);
    await statuses.waitFor((x) => x === 'CLOSED', 'CLOSED');
  });

  test('a channel is closed when its token expires', async () => {
    const token = userToken(s, alice.id, undefined, 4);
    const c = await client(token);
    const sys = new Recorder<{ extension: string; status: string; message: string }>();
    const statuses = new Recorder<string>();
    const ch = c.supabase.channel('expiring').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items' }, () => {}).on('system', {}, sys.push);
    ch.subscribe((status) => statuses.push(status));
    await statuses.waitFor((x) => x === 'SUBSCRIBED', 'SUBSCRIBED');
    const m = await sys.waitFor((x) => x.extension === 'system', 'expiry', 10_000);
    expect(m).toMatchObject({ status: 'error', channel: 'expiring' });
    expect(m.message).toMatch(/^Token has expired/);
    await statuses.waitFor((x) => x === 'CLOSED', 'CLOSED');
  });

  test('writes made as API roles are captured; API roles cannot reach the capture internals', async () => {
    const c = await client(s.serviceRoleKey);
    const got = new Recorder<Payload>();
    await subscribe(c.supabase.channel('api-writes').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages' }, got.push));
    const asAlice = { role: 'authenticated', claims: { sub: alice.id, role: 'authenticated' } };
    await withRole(s.db, asAlice, (tx) => tx.query(`insert into public.rt_messages (room) values ('written by alice')`));
    await got.waitFor((p) => p.new.room === 'written by alice', 'insert made as authenticated');

    const attempts = [
      'select * from _local.realtime_changes',
      'insert into _local.realtime_active (relid) values (1)',
      `select _local.realtime_check('public.rt_items'::regclass, 'INSERT', '{}', '[]', '[]')`,
      `insert into _local.realtime_changes (relid, schema_name, table_name, action, commit_timestamp) values (1, 'public', 'x', 'INSERT', '')`,
    ];
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const sql of attempts) {
        await expect(withRole(s.db, { role, claims: { role } }, (tx) => tx.query(sql)), `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
      }
    }
  });

  test('50 subscribers with different identities: each gets exactly what RLS allows', async () => {
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await createUser(s));
    const subs = await Promise.all(
      users.map(async (u, i) => {
        const c = await client(u.token);
        return { u, got: await watchItems(c, `many-${i}`, 'INSERT') };
      }),
    );
    const target = users[17];
    const started = Date.now();
    const privateId = await insertItem('for 17', { owner: target.id });
    const publicId = await insertItem('for all', { isPublic: true });
    await Promise.all(subs.map(({ got }) => got.waitFor((p) => p.new.id === publicId, 'public insert')));
    const elapsed = Date.now() - started;
    for (const { u, got } of subs) {
      expect(got.items.map((p) => p.new.id)).toEqual(u === target ? [privateId, publicId] : [publicId]);
    }
    expect(elapsed).toBeLessThan(5000);
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
});
