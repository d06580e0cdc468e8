// Absurd coupons (issue 14): valid until the year 9999, discounts and limits in the billions —
// refused for the admins' table writes and the lawyers' issue_lawyer_coupon; nobody else writes.
import crypto from 'node:crypto';
import { describeError, Findings, type Check } from '../lib/context.ts';
import { unlessDbRefused } from '../lib/expect.ts';

const code = () => `ATK${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const coupon = (over: Record<string, unknown> = {}) => ({
  code: code(), name_korean: '공격 점검', name_english: 'Attack suite', discount_type: 'fixed', discount_value: 10_000,
  min_amount: 0, max_discount: 0, valid_until: inAMonth(), max_uses: 10, is_active: false, ...over,
});

const couponBounds: Check = {
  id: 'coupons/absurd-values',
  title: 'coupons valid until 9999 or with huge amounts are refused (admin table writes, lawyer issue)',
  async run(ctx) {
    const admin = await ctx.demo('admin');
    const lawyer = await ctx.demo('lawyer');
    const client = await ctx.demo('clientA');
    const f = new Findings();
    const hints = new Set<string>();
    // each refused by the bounds rule with its own hint (23514), not by any error
    const absurd: [Record<string, unknown>, string][] = [
      [{ valid_until: '9999-12-31T23:59:59Z' }, 'valid_until_too_far'],
      [{ valid_until: '2999-01-01T00:00:00Z' }, 'valid_until_too_far'],
      [{ discount_value: 2_000_000_000 }, 'discount_too_large'],
      [{ discount_value: 10_000_001 }, 'discount_too_large'],
      [{ min_amount: 2_000_000_000 }, 'min_amount_too_large'],
      [{ max_discount: 2_000_000_000 }, 'max_discount_too_large'],
      [{ max_uses: 2_000_000_000 }, 'max_uses_too_large'],
    ];
    for (const [over, hint] of absurd) {
      const r = await admin.db.from('coupons').insert(coupon(over)).select('id');
      if (!r.error) {
        const id = (r.data as { id: string }[])[0]?.id;
        if (id) ctx.cleanup(`delete coupon ${id}`, async () => { await admin.db.from('coupons').delete().eq('id', id); });
      }
      const miss = unlessDbRefused(`the admin inserts a coupon with ${JSON.stringify(over)}`, r, '23514', hint, 400);
      if (!miss) hints.add(hint);
      f.attempt(miss);
    }
    // an ordinary coupon (inactive), then pushed out of bounds
    const ok = await admin.db.from('coupons').insert(coupon()).select('id');
    const id = (ok.data as { id: string }[] | null)?.[0]?.id;
    if (id) {
      ctx.cleanup(`delete coupon ${id}`, async () => { await admin.db.from('coupons').delete().eq('id', id); });
      for (const [over, hint] of absurd) {
        f.attempt(unlessDbRefused(`the admin updates a coupon to ${JSON.stringify(over)}`, await admin.db.from('coupons').update(over).eq('id', id).select('id'), '23514', hint, 400));
      }
    } else {
      f.attempt(`the admin could not create an ordinary coupon to update: ${describeError(ok.error)}`);
    }
    // the lawyer's coupon: bounds come before the bookmark lookup, so any bookmark id will do
    const before = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    const soon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    for (const [value, until, hint] of [[10_000, '9999-12-31', 'valid_until_too_far'], [2_000_000_000, soon, 'discount_too_large'], [10_010_000, soon, 'discount_too_large']] as const) {
      const r = await lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: crypto.randomUUID(), discount_type: 'fixed', discount_value: value, valid_until: until });
      const miss = unlessDbRefused(`issue_lawyer_coupon(${value} won until ${until})`, r, '22023', hint, 400);
      if (!miss) hints.add(hint);
      f.attempt(miss);
    }
    const after = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    f.attempt(before?.credits === after?.credits ? null : `the lawyer's credits changed: ${before?.credits} → ${after?.credits}`);
    // nobody else writes coupons at all
    // (signed in: no insert policy matches, 403; anonymous: no privilege, 401). The coupon is within
    // the bounds, so that the bounds rule, which runs first, does not answer instead.
    for (const [who, db, status] of [['client', client.db, 403], ['lawyer', lawyer.db, 403], ['anonymous', ctx.anon, 401]] as const) {
      const r = await db.from('coupons').insert(coupon({ discount_value: 1_000_000, is_active: true }));
      f.attempt(unlessDbRefused(`a ${who} inserts a coupon`, r, '42501', undefined, status));
    }
    return f.verdict(`${f.tried} attempts refused (${[...hints].join(', ')})`);
  },
};

export const couponChecks: Check[] = [couponBounds];
