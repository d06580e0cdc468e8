// Realtime rooms and TOTP (issue 25): a REST broadcast into a private consultation room from anyone
// but its client and lawyer reaches nobody, and TOTP codes cannot be guessed at speed. Each check
// also shows that the rightful path works, so that silence or a refusal means something.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { book, describeError, Findings, freeSlots, notHeld, skipped, type Check, type Ctx, type Persona } from '../lib/context.ts';
import { otherLoopbackAddress, rawRequest, type RawResponse } from '../lib/http.ts';

const errorCode = (j: unknown): string => {
  const o = (j ?? {}) as { error_code?: unknown; code?: unknown };
  return String(o.error_code ?? o.code ?? '');
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- realtime/room-broadcast -------------------------------------------------------------------

/** A paid booking of `client` with `lawyerId` whose room is open now (room_access), or why there is none. */
async function openRoom(ctx: Ctx, client: Persona, lawyerId: string): Promise<{ id: string } | { none: string }> {
  const access = async (id: string) => {
    const r = await client.db.rpc('room_access', { booking_id: id });
    if (r.error) throw new Error(`room_access: ${describeError(r.error)}`);
    return r.data as { status: string; opens_at?: string };
  };
  const paid = await client.db.from('bookings').select('id')
    .eq('client_id', client.id).eq('lawyer_id', lawyerId).eq('payment_status', 'paid').in('status', ['pending', 'confirmed'])
    .limit(20);
  if (paid.error) throw new Error(`the client's bookings: ${describeError(paid.error)}`);
  for (const b of (paid.data ?? []) as { id: string }[]) if ((await access(b.id)).status === 'open') return { id: b.id };
  // none open: a booking of its own, paid as the site pays in test mode (cancelled at the end)
  const [slot] = await freeSlots(ctx, lawyerId, 1);
  const created = await book(ctx, client, lawyerId, slot!);
  if (created.error) throw new Error(`client A could not book: ${describeError(created.error)}`);
  const id = (created.data as { id: string }).id;
  const pay = await client.db.rpc('pay_booking_test_mode', { booking_id: id });
  if (pay.error) return { none: `no paid booking of client A has an open room, and a new one cannot be paid here (${describeError(pay.error)})` };
  const a = await access(id);
  if (a.status === 'open') return { id };
  return { none: `no consultation room is open (a booking ${slot!.date} ${slot!.time} opens ${a.opens_at ?? a.status}); rooms open room.opens_minutes_before the start (a local server: ROOM_OPENS_MINUTES_BEFORE=576000)` };
}

/** `p` in the room `room:<id>` (private channel), recording every broadcast; throws when it cannot join. */
async function joinRoom(ctx: Ctx, p: Persona, id: string, sockets: SupabaseClient[]): Promise<{ event: string; payload: Record<string, unknown> }[]> {
  const c = createClient(ctx.opts.api, ctx.opts.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, accessToken: async () => p.token });
  sockets.push(c);
  await c.realtime.setAuth(p.token);
  const got: { event: string; payload: Record<string, unknown> }[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('joining the room timed out')), 15_000);
    c.channel(`room:${id}`, { config: { private: true } })
      .on('broadcast', { event: '*' }, (m) => got.push(m as unknown as { event: string; payload: Record<string, unknown> }))
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') { clearTimeout(timer); resolve(); }
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') { clearTimeout(timer); reject(new Error(`the booking's lawyer could not join its room: ${err?.message ?? status}`)); }
      });
  });
  return got;
}

const roomBroadcast: Check = {
  id: 'realtime/room-broadcast',
  title: "nobody but the booking's client and lawyer can broadcast into its consultation room over REST (private broadcast): 202, nothing delivered",
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const b = await ctx.demo('clientB');
    const admin = await ctx.demo('admin');
    const lawyer = await ctx.demo('lawyer');
    const room = await openRoom(ctx, a, lawyer.id);
    if ('none' in room) return skipped(room.none);
    const sockets: SupabaseClient[] = [];
    try {
      const got = await joinRoom(ctx, lawyer, room.id, sockets);
      const nonce = crypto.randomBytes(4).toString('hex');
      const send = (token: string, from: string) => ctx.api('POST', '/realtime/v1/api/broadcast', {
        token, body: { messages: [{ topic: `room:${room.id}`, event: 'signal', payload: { attack: nonce, from }, private: true }] },
      });
      const f = new Findings();
      // Supabase Realtime accepts the request and drops what RLS refuses: 202 is the expected answer;
      // anything else (a 5xx above all) means the endpoint is not doing what Realtime does
      for (const [label, token] of [['anonymous (the anon key)', ctx.opts.anonKey], ['client B', b.token], ['an administrator', admin.token]] as const) {
        const r = await send(token, label);
        f.attempt(r.status === 202 ? null : `${label}: unexpected answer ${r.status} ${r.text.slice(0, 80)}`);
      }
      // the rightful sender: proves that the room carries REST broadcasts at all
      const own = await send(a.token, 'client');
      if (own.status !== 202) return notHeld(`the booking's client's broadcast was answered ${own.status} ${own.text.slice(0, 80)}, not 202`);
      const deadline = Date.now() + 10_000;
      const mine = () => got.some((m) => m.payload?.attack === nonce && m.payload.from === 'client');
      while (Date.now() < deadline && !mine()) await sleep(100);
      if (!mine()) return notHeld("the booking's client's broadcast did not reach the lawyer in 10 s: the room carries nothing, so what the others did not deliver proves nothing");
      await sleep(1000);
      const foreign = got.filter((m) => m.payload?.attack === nonce && m.payload.from !== 'client');
      for (const m of foreign) f.attempt(`a broadcast from ${String(m.payload.from)} reached the lawyer in the room`);
      return f.verdict(`anonymous, client B and an administrator: 202 and nothing delivered; the booking's client's broadcast reached the lawyer`);
    } finally {
      for (const c of sockets) {
        await c.removeAllChannels();
        c.realtime.disconnect();
      }
    }
  },
};

// ---- auth/totp-guessing ------------------------------------------------------------------------

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (30 s, 6 digits, SHA-1) for the `step` of the secret (base32). */
function totp(secret: string, step: number): string {
  let bits = 0;
  let value = 0;
  const key: number[] = [];
  for (const ch of secret.toUpperCase().replace(/=+$/, '')) {
    value = (value << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      key.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(step));
  const h = crypto.createHmac('sha1', Buffer.from(key)).update(msg).digest();
  const off = h[h.length - 1]! & 0xf;
  const code = ((h[off]! & 0x7f) << 24) | (h[off + 1]! << 16) | (h[off + 2]! << 8) | h[off + 3]!;
  return String(code % 1_000_000).padStart(6, '0');
}
const stepNow = () => Math.floor(Date.now() / 30_000);

/** A code that is wrong now and a step either side. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1, 2].map((d) => totp(secret, stepNow() + d)));
  for (let n = 0; ; n++) {
    const code = String((n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** POST to /auth/v1<path> as the user with `token`, from `localAddress` (or the suite's own address). */
function authPost(ctx: Ctx, path: string, token: string, body: unknown, localAddress?: string): Promise<RawResponse> {
  const u = new URL(ctx.opts.api);
  return rawRequest(u.origin, {
    method: 'POST', path: `${u.pathname.replace(/\/$/, '')}/auth/v1${path}`, localAddress, body: JSON.stringify(body),
    headers: { apikey: ctx.opts.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
}

const MAX_GUESSES = 40;

const totpGuessing: Check = {
  id: 'auth/totp-guessing',
  title: `TOTP codes cannot be guessed at speed: wrong codes from one address get 429 over_request_rate_limit within ${MAX_GUESSES} attempts`,
  flood: true,
  last: true,
  async run(ctx) {
    const user = await ctx.signUp('attack-totp');
    if (!user) return skipped('sign-up gives no session on this instance: no account of its own to enrol a factor on (the suite never guesses at real accounts)');
    const enrolled = await authPost(ctx, '/factors', user.token, { factor_type: 'totp', friendly_name: 'attack suite' });
    const secret = (enrolled.json as { totp?: { secret?: string } } | undefined)?.totp?.secret;
    const factorId = (enrolled.json as { id?: string } | undefined)?.id;
    if (enrolled.status === 422 && /enroll_not_enabled/.test(errorCode(enrolled.json))) return skipped(`TOTP is off on this instance (${errorCode(enrolled.json)})`);
    if (enrolled.status !== 200 || !secret || !factorId) throw new Error(`enrolling a TOTP factor: ${enrolled.status} ${enrolled.text.slice(0, 120)}`);
    // On a loopback server the guesser is another local address (a fresh one each run), so the
    // suite's own address is never throttled; elsewhere the suite is the guesser (this check runs last).
    const guesser = ctx.loopback ? otherLoopbackAddress() : undefined;
    const challenge = await authPost(ctx, `/factors/${factorId}/challenge`, user.token, {}, guesser);
    const challengeId = (challenge.json as { id?: string } | undefined)?.id;
    if (challenge.status !== 200 || !challengeId) throw new Error(`creating a challenge: ${challenge.status} ${challenge.text.slice(0, 120)}`);
    let throttledAt = 0;
    let retryAfter: string | undefined;
    for (let i = 1; i <= MAX_GUESSES && !throttledAt; i++) {
      const r = await authPost(ctx, `/factors/${factorId}/verify`, user.token, { challenge_id: challengeId, code: wrongCode(secret) }, guesser);
      if (r.status === 429 && errorCode(r.json) === 'over_request_rate_limit') {
        throttledAt = i;
        retryAfter = r.headers['retry-after'] as string | undefined;
      } else if (r.status === 200) {
        return notHeld(`wrong code #${i} was accepted`);
      } else if (!(r.status === 422 && errorCode(r.json) === 'mfa_verification_failed')) {
        // only GoTrue's answer to a wrong code is expected before the limit: a 5xx or another refusal proves nothing
        return notHeld(`wrong code #${i}: unexpected answer ${r.status} ${errorCode(r.json) || r.text.slice(0, 80)}`);
      }
    }
    if (!throttledAt) return notHeld(`${MAX_GUESSES} wrong codes from one address, all answered 422 mfa_verification_failed: never throttled`);
    const f = new Findings();
    const right = await authPost(ctx, `/factors/${factorId}/verify`, user.token, { challenge_id: challengeId, code: totp(secret, stepNow()) }, guesser);
    f.attempt(right.status === 429 && errorCode(right.json) === 'over_request_rate_limit' ? null : `the throttled guesser, now with the right code, got ${right.status} ${errorCode(right.json)}`);
    let owner = 'another address not tried (the suite has one address)';
    if (guesser) {
      // the account's owner, from its own address: a challenge and the right code work as usual
      const ch = await authPost(ctx, `/factors/${factorId}/challenge`, user.token, {});
      const id = (ch.json as { id?: string } | undefined)?.id;
      const ok = id ? await authPost(ctx, `/factors/${factorId}/verify`, user.token, { challenge_id: id, code: totp(secret, stepNow()) }) : ch;
      f.attempt(ok.status === 200 ? null : `the owner, from another address, could not verify (${ok.status} ${errorCode(ok.json)})`);
      owner = `the owner from another address: ${ok.status}`;
    }
    return f.verdict(`${throttledAt - 1} wrong codes answered 422, then 429 over_request_rate_limit (Retry-After ${retryAfter ?? 'none'}); the right code from the guesser 429 too; ${owner}`);
  },
};

export const realtimeChecks: Check[] = [roomBroadcast, totpGuessing];
