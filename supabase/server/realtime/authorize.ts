// Realtime Authorization for private channels, as supabase/realtime does it
// (lib/realtime/tenants/authorization.ex): inside a transaction that is always rolled back, as the
// user's role with their claims, `realtime.topic()` set to the channel's topic:
//   read   two rows (broadcast, presence) are inserted for the topic as the owner, then selected
//          back as the user: what RLS lets them see is what they may receive;
//   write  a row per extension is inserted as the user (each in a savepoint): what RLS lets them
//          insert is what they may send.
// A REST broadcast to a private topic (`POST /api/broadcast` with `private: true`) takes the write
// check for broadcast only, once per topic per request (Realtime.Tenants.BatchBroadcast).
// The policies are the project's own, on realtime.messages, so they hold on a hosted project too.
import { sqlLiteral, type Db, type Queryable } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';
import { callerSettingsSql } from '../http/context.ts';

export interface ChannelPolicies {
  broadcast: { read: boolean; write: boolean };
  presence: { read: boolean; write: boolean };
}

const ROLLBACK = Symbol('rollback');

async function canInsert(tx: Queryable, topic: string, extension: string): Promise<boolean> {
  await tx.exec('savepoint realtime_write_check');
  try {
    await tx.query(`insert into realtime.messages (topic, extension, private) values ($1, $2, true)`, [topic, extension]);
    await tx.exec('release savepoint realtime_write_check');
    return true;
  } catch (e) {
    await tx.exec('rollback to savepoint realtime_write_check');
    if ((e as { code?: string }).code === '42501') return false;
    throw e;
  }
}

/** What the holder of `auth` may do on the private channel `topic` (without the `realtime:` prefix). */
export async function authorizeTopic(db: Db, auth: { role: string; claims: JwtClaims }, topic: string): Promise<ChannelPolicies> {
  let policies: ChannelPolicies | null = null;
  try {
    await db.transaction(async (tx) => {
      const seeded = await tx.query<{ id: string; extension: string }>(
        `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
         returning id::text, extension`, [topic]);
      const ids = seeded.rows.map((r) => r.id);
      await tx.exec(`${callerSettingsSql(auth)}, set_config('realtime.topic', ${sqlLiteral(topic)}, true)`);
      let visible: string[] = [];
      try {
        await tx.exec('savepoint realtime_read_check');
        const seen = await tx.query<{ extension: string }>(
          `select extension from realtime.messages where topic = $1 and id = any($2::uuid[])`, [topic, ids]);
        visible = seen.rows.map((r) => r.extension);
        await tx.exec('release savepoint realtime_read_check');
      } catch (e) {
        await tx.exec('rollback to savepoint realtime_read_check');
        if ((e as { code?: string }).code !== '42501') throw e;
      }
      policies = {
        broadcast: { read: visible.includes('broadcast'), write: await canInsert(tx, topic, 'broadcast') },
        presence: { read: visible.includes('presence'), write: await canInsert(tx, topic, 'presence') },
      };
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
  return policies!;
}

/**
 * May the holder of `auth` send broadcasts on the private topic `topic`? Realtime's write check for
 * the REST endpoint (Authorization.get_write_authorizations for broadcast): as the caller, with
 * `realtime.topic()` set, in a transaction that is always rolled back.
 */
export async function canBroadcast(db: Db, auth: { role: string; claims: JwtClaims }, topic: string): Promise<boolean> {
  let allowed = false;
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`${callerSettingsSql(auth)}, set_config('realtime.topic', ${sqlLiteral(topic)}, true)`);
      allowed = await canInsert(tx, topic, 'broadcast');
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
  return allowed;
}
