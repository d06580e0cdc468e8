// Bookings (the matrix's price tampering, issue 14's slot squatting): the fee is the server's, and
// one client holds at most 3 unpaid bookings.
import { book, describeError, Findings, freeSlots, held, notHeld, skipped, type Check } from '../lib/context.ts';
import { unlessDbRefused } from '../lib/expect.ts';
import { otherLoopbackAddress, rawRequest } from '../lib/http.ts';

/** The spec's default fee for 20 minutes when a lawyer sets none. */
const DEFAULT_FEE_20 = 50_000;

const priceTampering: Check = {
  id: 'bookings/price-tampering',
  title: 'a client cannot choose the fee: extra price arguments, direct inserts and updates of fee columns are refused',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const lawyer = await ctx.demo('lawyer');
    const dir = await ctx.anon.from('lawyer_directory').select('fee_20min').eq('id', lawyer.id).maybeSingle();
    if (dir.error || !dir.data) return notHeld(`the demo lawyer's fee could not be read from the directory: ${dir.error ? describeError(dir.error) : 'not listed'}`);
    const expected = (dir.data as { fee_20min?: number | null } | null)?.fee_20min ?? DEFAULT_FEE_20;
    const slots = await freeSlots(ctx, lawyer.id, 6);
    const f = new Findings();
    // create_booking with price arguments it does not take: no such function (PGRST202), or the
    // argument is ignored and the booking costs the lawyer's fee
    for (const [i, extra] of [{ fee_amount: 1 }, { list_fee: 1, discount_amount: 0, fee_amount: 1 }, { discount_amount: 1_000_000 }, { price: 1 }].entries()) {
      const r = await book(ctx, a, lawyer.id, slots[i]!, extra);
      const b = r.data as { fee_amount: number } | null;
      if (r.error) f.attempt(unlessDbRefused(`create_booking with ${JSON.stringify(extra)}`, r, 'PGRST202', undefined, 404));
      else f.attempt(b && b.fee_amount !== expected ? `create_booking with ${JSON.stringify(extra)} booked at ${b.fee_amount} won` : null);
    }
    const odd = await book(ctx, a, lawyer.id, slots[4]!, { duration_minutes: 1 });
    f.attempt(unlessDbRefused('a 1-minute booking', odd, '22023', 'invalid_duration', 400));
    // straight into the table
    const ins = await a.db.from('bookings').insert({
      client_id: a.id, lawyer_id: lawyer.id, booking_date: slots[5]!.date, booking_time: slots[5]!.time, duration_minutes: 60,
      list_fee: 1, discount_amount: 0, fee_amount: 1, status: 'confirmed', payment_status: 'paid',
    }).select('id');
    f.attempt(unlessDbRefused('a booking inserted straight into bookings with a fee of 1 won, confirmed and paid', ins, '42501', undefined, 403));
    // a real booking, then its price columns
    const real = await book(ctx, a, lawyer.id, slots[5]!);
    if (real.error) return notHeld(`client A could not book to set up the check: ${describeError(real.error)}`);
    const b = real.data as { id: string; fee_amount: number };
    f.attempt(b.fee_amount === expected ? null : `booked at ${b.fee_amount} won, the lawyer's fee is ${expected}`);
    // clients have no UPDATE privilege on bookings (they change them only through the functions)
    for (const patch of [{ fee_amount: 1 }, { list_fee: 1 }, { discount_amount: expected }, { payment_status: 'paid' }, { status: 'confirmed' }]) {
      f.attempt(unlessDbRefused(`the client updates its booking with ${JSON.stringify(patch)}`, await a.db.from('bookings').update(patch).eq('id', b.id).select('id'), '42501', undefined, 403));
    }
    const after = (await a.db.from('bookings').select('fee_amount, payment_status, status').eq('id', b.id).single()).data as { fee_amount: number; payment_status: string; status: string } | null;
    f.attempt(after && after.fee_amount === expected && after.payment_status === 'pending' && after.status === 'pending' ? null : `the booking is now ${JSON.stringify(after)}`);
    return f.verdict(`${f.tried} attempts refused; the booking costs the lawyer's ${expected} won, pending and unpaid`);
  },
};

const holdCap: Check = {
  id: 'bookings/hold-cap',
  title: 'one client cannot hold more than 3 unpaid bookings (too_many_holds)',
  flood: true,
  async run(ctx) {
    const b = await ctx.demo('clientB');
    const lawyer = await ctx.demo('lawyer');
    const slots = await freeSlots(ctx, lawyer.id, 8);
    let made = 0;
    for (const slot of slots) {
      const r = await book(ctx, b, lawyer.id, slot);
      if (!r.error) {
        made++;
        continue;
      }
      if (r.error.code === '23505' && r.error.hint === 'slot_taken') continue;
      const live = await b.db.from('bookings').select('id', { count: 'exact', head: true })
        .eq('status', 'pending').eq('payment_status', 'pending').gt('hold_expires_at', new Date().toISOString());
      if (r.error.code !== 'PT429' || r.error.hint !== 'too_many_holds') return notHeld(`refused for another reason after ${made} new holds: ${describeError(r.error)}`);
      if ((live.count ?? 0) > 3) return notHeld(`too_many_holds only after ${live.count} live holds`);
      return held(`refused with too_many_holds after ${made} new holds (${live.count ?? '?'} live unpaid holds)`);
    }
    return notHeld(`${made} unpaid bookings held by one client, none refused`);
  },
};

const holdCapPerAddress: Check = {
  id: 'bookings/hold-cap-per-address',
  title: 'many free accounts behind one address cannot hold a calendar: open holds per address are capped',
  flood: true,
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    // the squatter: a fresh loopback address on a local server, else the suite's own
    const from = ctx.loopback ? otherLoopbackAddress() : undefined;
    const u = new URL(ctx.opts.api);
    const slots = await freeSlots(ctx, lawyer.id, 40);
    let next = 0;
    let made = 0;
    for (let n = 1; n <= 12; n++) {
      const p = await ctx.signUp('attack-squatter');
      if (!p) return skipped('sign-up gives no session on this instance: no accounts of its own to squat with');
      await p.db.from('user_roles').insert({ user_id: p.id, role: 'client' });
      for (let i = 0; i < 3; i++) {
        const slot = slots[next++];
        if (!slot) return notHeld(`ran out of free slots after ${made} holds from one address`);
        const r = await rawRequest(u.origin, {
          method: 'POST', path: `${u.pathname.replace(/\/$/, '')}/rest/v1/rpc/create_booking`, localAddress: from,
          headers: { apikey: ctx.opts.anonKey, authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ lawyer_id: lawyer.id, booking_date: slot.date, booking_time: slot.time, duration_minutes: 20 }),
        });
        const body = r.json as { id?: string; code?: string; hint?: string; details?: string } | undefined;
        if (r.status < 300 && body?.id) {
          made++;
          const id = body.id;
          ctx.cleanup(`cancel booking ${id}`, async () => { await p.db.rpc('client_cancel_booking', { booking_id: id }); });
          continue;
        }
        if (r.status === 409 && body?.code === '23505' && body.hint === 'slot_taken') continue;
        // HTTP 429 PT429 too_many_holds with Retry-After (issue 28: the cap is a rate limit)
        if (r.status !== 429 || body?.code !== 'PT429' || body.hint !== 'too_many_holds') return notHeld(`refused for another reason after ${made} holds: ${r.status} ${r.text.slice(0, 100)}`);
        if (!/^[1-9][0-9]*$/.test(String(r.headers['retry-after'] ?? ''))) return notHeld(`too_many_holds answered without Retry-After after ${made} holds`);
        const details = (() => { try { return JSON.parse(body.details ?? '{}') as { scope?: string; max_unpaid?: number }; } catch { return {}; } })();
        if (details.scope === 'address') return held(`open hold number ${made + 1} from one address (account ${n}) refused: too_many_holds, scope address, max ${details.max_unpaid}`);
        // the per-client cap (3) of this account: on to the next account
        break;
      }
    }
    return notHeld(`${made} open holds from one address with 12 accounts, none refused for the address`);
  },
};

const followUp: Check = {
  id: 'bookings/follow-up',
  title: "the lawyer's written follow-up (issue 29): only the booking's own lawyer writes it, only after a completed consultation; nobody writes the table directly or reads it unsigned",
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const b = await ctx.demo('clientB');
    const lawyer = await ctx.demo('lawyer');
    const [slot] = await freeSlots(ctx, lawyer.id, 1);
    if (!slot) return notHeld('no open slot of the demo lawyer to set up the check');
    const r = await book(ctx, a, lawyer.id, slot);
    if (r.error) return notHeld(`client A could not book to set up the check: ${describeError(r.error)}`);
    const id = (r.data as { id: string }).id;
    const body = '상담 요약: 공격 점검용 글입니다.';
    const f = new Findings();
    f.attempt(unlessDbRefused('the lawyer writes a follow-up on a booking not completed', await lawyer.db.rpc('lawyer_write_follow_up', { booking_id: id, body }), 'P0001', 'not_completed', 400));
    f.attempt(unlessDbRefused('the booking\'s client writes its follow-up', await a.db.rpc('lawyer_write_follow_up', { booking_id: id, body }), 'PT404', 'not_found', 404));
    f.attempt(unlessDbRefused('another client writes its follow-up', await b.db.rpc('lawyer_write_follow_up', { booking_id: id, body }), 'PT404', 'not_found', 404));
    f.attempt(unlessDbRefused('anon writes its follow-up', await ctx.anon.rpc('lawyer_write_follow_up', { booking_id: id, body }), '42501', undefined, 401));
    f.attempt(unlessDbRefused('the lawyer inserts a follow-up straight into booking_follow_ups', await lawyer.db.from('booking_follow_ups').insert({ booking_id: id, version: 1, body }).select('id'), '42501', undefined, 403));
    f.attempt(unlessDbRefused('anon reads booking_follow_ups', await ctx.anon.from('booking_follow_ups').select('body').limit(1), '42501', undefined, 401));
    return f.verdict(`${f.tried} attempts refused with their exact refusals`);
  },
};

export const bookingChecks: Check[] = [priceTampering, holdCap, holdCapPerAddress, followUp];
