// Absurd coupons (issue 14): valid until the year 9999, discounts and limits in the billions —
// refused for the admins' table writes and the lawyers' issue_lawyer_coupon; nobody else writes.
import crypto from 'node:crypto';
import { describeError, Findings, type Check } from '../lib/context.ts';

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
    const absurd: Record<string, unknown>[] = [
      { valid_until: '9999-12-31T23:59:59Z' },
      { valid_until: '2999-01-01T00:00:00Z' },
      { discount_value: 2_000_000_000 },
      { discount_value: 10_000_001 },
      { min_amount: 2_000_000_000 },
      { max_discount: 2_000_000_000 },
      { max_uses: 2_000_000_000 },
    ];
    for (const over of absurd) {
      const r = await admin.db.from('coupons').insert(coupon(over)).select('id');
      if (!r.error) {
        const id = (r.data as { id: string }[])[0]?.id;
        if (id) ctx.cleanup(`delete coupon ${id}`, async () => { await admin.db.from('coupons').delete().eq('id', id); });
        f.attempt(`the admin inserted a coupon with ${JSON.stringify(over)}`);
      } else {
        if (r.error.hint) hints.add(r.error.hint);
        f.attempt(null);
      }
    }
    // an ordinary coupon (inactive), then pushed out of bounds
    const ok = await admin.db.from('coupons').insert(coupon()).select('id');
    const id = (ok.data as { id: string }[] | null)?.[0]?.id;
    if (id) {
      ctx.cleanup(`delete coupon ${id}`, async () => { await admin.db.from('coupons').delete().eq('id', id); });
      for (const over of absurd) {
        const r = await admin.db.from('coupons').update(over).eq('id', id).select('id');
        f.attempt(!r.error && (r.data ?? []).length ? `the admin updated a coupon to ${JSON.stringify(over)}` : null);
      }
    } else {
      f.attempt(`the admin could not create an ordinary coupon to update: ${describeError(ok.error)}`);
    }
    // the lawyer's coupon: bounds come before the bookmark lookup, so any bookmark id will do
    const before = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    for (const [type, value, until] of [['fixed', 10_000, '9999-12-31'], ['fixed', 2_000_000_000, '2027-01-31'], ['fixed', 10_010_000, '2027-01-31']] as const) {
      const r = await lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: crypto.randomUUID(), discount_type: type, discount_value: value, valid_until: until });
      const bounded = r.error?.code === '22023' && ['valid_until_too_far', 'discount_too_large', 'valid_until_past'].includes(r.error.hint ?? '');
      if (bounded) hints.add(r.error!.hint!);
      f.attempt(bounded ? null : `issue_lawyer_coupon(${value} won until ${until}): ${describeError(r.error)} (not the bounds)`);
    }
    const after = (await lawyer.db.from('lawyers').select('credits').eq('id', lawyer.id).single()).data as { credits: number } | null;
    f.attempt(before?.credits === after?.credits ? null : `the lawyer's credits changed: ${before?.credits} → ${after?.credits}`);
    // nobody else writes coupons at all
    for (const [who, db] of [['client', client.db], ['lawyer', lawyer.db], ['anonymous', ctx.anon]] as const) {
      const r = await db.from('coupons').insert(coupon({ valid_until: '9999-12-31T00:00:00Z', discount_value: 1_000_000 }));
      f.attempt(r.error ? null : `a ${who} inserted a coupon`);
    }
    return f.verdict(`${f.tried} attempts refused (${[...hints].join(', ')})`);
  },
};

export const couponChecks: Check[] = [couponBounds];
