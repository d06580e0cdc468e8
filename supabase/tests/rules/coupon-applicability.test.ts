// The booking page's coupon rule (packages/shared/src/couponRules.ts) against the database's
// (create_booking): every case of the shared table is held by a client and booked with, and
// create_booking must accept it or refuse it with the hint of the reason the shared function gives
// for the same row at the same moment (issue 25). A change to either side that the other does not
// follow fails here.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COUPON_REFUSAL_HINTS, couponApplicability, type CouponRuleTerms } from '../../../packages/shared/src/couponRules.ts';
import { CASE_FEES, COUPON_RULE_CASES } from '../../../packages/shared/src/couponRules.cases.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectError, expectOk, futureSlots, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  slots = await futureSlots(s, COUPON_RULE_CASES.length);
});
afterAll(async () => { await s?.close(); });

describe(`coupon applicability: the shared rule and create_booking agree on ${TEST_DB}`, () => {
  test("the booked lawyer's fees are the table's", async () => {
    const [fees] = await sql<{ f20: number; f40: number; f60: number }>(s,
      `select fee_20min as f20, fee_40min as f40, fee_60min as f60 from public.lawyers where id = $1`, [P.lawyer.id]);
    expect(fees).toEqual({ f20: CASE_FEES[20], f40: CASE_FEES[40], f60: CASE_FEES[60] });
  });

  COUPON_RULE_CASES.forEach((c, i) => {
    test(c.name, async () => {
      const issuer = c.issuer === 'admin' ? null : c.issuer === 'this_lawyer' ? P.lawyer.id : P.unapprovedLawyer.id;
      // written as the database owner: the table's own constraints still apply
      const [coupon] = await sql<CouponRuleTerms & { id: string }>(s,
        `insert into public.coupons (code, name_korean, name_english, discount_type, discount_value, min_amount,
                                     valid_from, valid_until, max_uses, current_uses, is_active, issuer_lawyer_id)
         values ($1, '규칙', 'Rule', 'fixed', 10000, $2, now() + make_interval(days => $3::int), now() + make_interval(days => $4::int),
                 $5, $6, $7, $8)
         returning id, is_active, valid_from, valid_until, issuer_lawyer_id, max_uses, current_uses, min_amount`,
        [`RULE${i}X${Date.now().toString(36).toUpperCase()}`.slice(0, 20), c.min_amount ?? null, c.from_days ?? -1, c.until_days ?? 30,
         c.max_uses ?? null, c.current_uses ?? 0, c.is_active ?? true, issuer]);
      const used = c.is_used ?? false;
      const [held] = await sql<{ id: string }>(s,
        `insert into public.user_coupons (user_id, coupon_id, is_used, used_at) values ($1, $2, $3, case when $3 then now() end) returning id`,
        [P.clientA.id, coupon.id, used]);

      const valid_from = new Date(coupon.valid_from).toISOString();
      const valid_until = new Date(coupon.valid_until).toISOString();
      const shared = couponApplicability({ is_used: used, coupon: { ...coupon, valid_from, valid_until } },
        { lawyerId: P.lawyer.id, fee: CASE_FEES[c.duration], now: new Date() });
      expect(shared).toEqual(c.expect ? { ok: false, reason: c.expect } : { ok: true });

      const res = await book(P.clientA, P.lawyer.id, slots[i], c.duration, { user_coupon_id: held.id });
      if (c.expect) {
        expectError(res, 'P0001', COUPON_REFUSAL_HINTS[c.expect]);
        // nothing half-written: the coupon is neither used nor counted
        const [after] = await sql<{ is_used: boolean; current_uses: number }>(s,
          `select uc.is_used, c.current_uses from public.user_coupons uc join public.coupons c on c.id = uc.coupon_id where uc.id = $1`, [held.id]);
        expect(after).toEqual({ is_used: used, current_uses: c.current_uses ?? 0 });
      } else {
        const booking = expectOk(res);
        expect(booking).toMatchObject({ list_fee: CASE_FEES[c.duration], discount_amount: 10000, fee_amount: CASE_FEES[c.duration] - 10000, user_coupon_id: held.id });
        // the hold ends at once, so the client's cap of 3 unpaid holds never refuses a later case
        await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
      }
    });
  });
});
