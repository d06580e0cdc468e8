import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { bulkCounts, bulkErrorMessage, runBulk } from './bulk.ts';
import { koreanHttpError } from './errors.ts';
import { lawyerBulkSpecs } from '../lawyers/LawyerBulkActions.tsx';
import { couponDeactivateSpec } from '../coupons/CouponBulkActions.tsx';
import type { CouponRecord, LawyerRecord } from '../types.ts';

const dbError = (code: string, hint: string | null, message = 'x') => koreanHttpError(new HttpError(message, 400, { code, hint, message }));

const lawyer = (id: string, is_approved: boolean, is_visible: boolean) =>
  ({ id, is_approved, is_visible, profiles: { name_korean: `변호사${id}`, name_english: null, email: null, phone: null } }) as unknown as LawyerRecord;

describe('runBulk', () => {
  it('runs every row in order, one failure does not stop the rest', async () => {
    const seen: string[] = [];
    const out = await runBulk([{ id: 'a' }, { id: 'b' }, { id: 'c' }], {
      label: (r) => r.id,
      skip: (r) => (r.id === 'b' ? 'klegal.bulk.already_approved' : null),
      run: async (r) => {
        seen.push(r.id);
        if (r.id === 'c') throw dbError('P0001', 'not_approved');
      },
      hints: { not_approved: 'klegal.bulk.not_approved' },
    });
    expect(seen).toEqual(['a', 'c']);
    expect(out.map((o) => [o.id, o.status, o.message])).toEqual([
      ['a', 'done', null],
      ['b', 'skipped', 'klegal.bulk.already_approved'],
      ['c', 'failed', 'klegal.bulk.not_approved'],
    ]);
    expect(bulkCounts(out)).toEqual({ done: 1, skipped: 1, failed: 1 });
  });

  it('errors without their own hint get the shared Korean mapping', () => {
    expect(bulkErrorMessage(dbError('42501', null)).message).toBe('klegal.errors.forbidden');
    expect(bulkErrorMessage(dbError('PGRST116', null), { PGRST116: 'klegal.bulk.not_found' }).message).toBe('klegal.bulk.not_found');
    const unknown = bulkErrorMessage(new Error('boom'));
    expect(unknown.message).toMatch(/^klegal\.errors\./);
  });
});

describe('lawyer bulk actions', () => {
  it('approve skips approved lawyers and calls admin_set_lawyer_approval for the others', async () => {
    const dp = { setLawyerApproval: vi.fn(async () => ({ data: { id: 'x' } })), setLawyerVisibility: vi.fn(async () => ({ data: { id: 'x' } })) };
    const out = await runBulk([lawyer('1', false, false), lawyer('2', true, true)], lawyerBulkSpecs(dp).approve);
    expect(dp.setLawyerApproval).toHaveBeenCalledExactlyOnceWith('1', true);
    expect(out.map((o) => o.status)).toEqual(['done', 'skipped']);
  });
  it('show asks the database even for an unapproved lawyer (its refusal is the row result)', async () => {
    const dp = {
      setLawyerApproval: vi.fn(),
      setLawyerVisibility: vi.fn(async (id: unknown) => {
        if (id === '1') throw dbError('P0001', 'not_approved');
        return { data: { id: 'x' } };
      }),
    };
    const out = await runBulk([lawyer('1', false, false), lawyer('2', true, false), lawyer('3', true, true)], lawyerBulkSpecs(dp).show);
    expect(out.map((o) => [o.status, o.message])).toEqual([['failed', 'klegal.bulk.not_approved'], ['done', null], ['skipped', 'klegal.bulk.already_visible']]);
  });
  it('hide skips hidden lawyers', async () => {
    const dp = { setLawyerApproval: vi.fn(), setLawyerVisibility: vi.fn(async () => ({ data: { id: 'x' } })) };
    const out = await runBulk([lawyer('1', true, true), lawyer('2', false, false)], lawyerBulkSpecs(dp).hide);
    expect(dp.setLawyerVisibility).toHaveBeenCalledExactlyOnceWith('1', false);
    expect(out.map((o) => o.status)).toEqual(['done', 'skipped']);
  });
});

describe('coupon bulk deactivation', () => {
  const coupon = (id: string, code: string, is_active: boolean, issuer: string | null = null) =>
    ({ id, code, name_korean: '쿠폰', is_active, issuer_lawyer_id: issuer }) as unknown as CouponRecord;
  it('deactivates active admin coupons; skips inactive and lawyer-issued ones', async () => {
    const dp = { setCouponActive: vi.fn(async () => ({ data: { id: 'x' } })) };
    const out = await runBulk(
      [coupon('1', 'WELCOME', true), coupon('2', 'OLD', false), coupon('3', 'LAWYER_1732500000000', true, 'l1')],
      couponDeactivateSpec(dp),
    );
    expect(dp.setCouponActive).toHaveBeenCalledExactlyOnceWith('1', false);
    expect(out.map((o) => [o.label, o.status, o.message])).toEqual([
      ['WELCOME · 쿠폰', 'done', null],
      ['OLD · 쿠폰', 'skipped', 'klegal.bulk.already_inactive'],
      ['LAWYER_1732500000000 · 쿠폰', 'skipped', 'klegal.bulk.lawyer_coupon'],
    ]);
  });
});
