// 'Issue coupon': discount type, value (label and hint per type), valid-until (today at the
// earliest), credits held vs needed, Purchase. Checks in the spec's order before the database
// function, which checks them again and deducts the credits atomically.
import { useNotification } from '@refinedev/core';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useIssueCoupon, type BookmarkDetail } from '../../data/bookmarks.ts';
import { checkCoupon, couponProblemMessage, creditsNeeded, type DiscountType } from '../../domain/coupon.ts';
import { kstDate } from '../../domain/dates.ts';
import { formatNumber } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';

const m = t.bookmarks.coupon;

interface ServerError {
  message?: string;
  hint?: string;
  details?: string;
}

export function CouponModal({
  bookmark,
  memberName,
  creditsHeld,
  onClose,
}: {
  bookmark: BookmarkDetail | null;
  memberName: string;
  creditsHeld: number;
  onClose: () => void;
}) {
  const [discountType, setDiscountType] = useState<DiscountType>('fixed');
  const [value, setValue] = useState<number | null>(null);
  const [validUntil, setValidUntil] = useState<string>('');
  const { issue, isPending } = useIssueCoupon();
  const { open } = useNotification();
  const today = kstDate();

  useEffect(() => {
    if (bookmark) {
      setDiscountType('fixed');
      setValue(null);
      setValidUntil('');
    }
  }, [bookmark]);

  const needed = value && value > 0 ? creditsNeeded(value) : 0;
  const short = needed > creditsHeld;

  const onPurchase = async () => {
    if (!bookmark) return;
    const draft = { discountType, discountValue: value, validUntil: validUntil || null };
    const problem = checkCoupon(draft, creditsHeld, today);
    if (problem) {
      const msg = couponProblemMessage(problem, m);
      open?.({ key: 'coupon', type: 'error', message: msg.title, description: msg.description });
      return;
    }
    try {
      await issue({ bookmarkId: bookmark.id, discountType, discountValue: value!, validUntil: draft.validUntil! });
      open?.({ key: 'coupon', type: 'success', message: m.issuedTitle, description: m.issued(formatNumber(creditsNeeded(value!))) });
      onClose();
    } catch (e) {
      const err = e as ServerError;
      if (err.hint === 'insufficient_credits') {
        let detail: { needed?: number; held?: number } = {};
        try {
          detail = JSON.parse(err.details ?? '{}') as typeof detail;
        } catch {
          /* keep the message below */
        }
        open?.({ key: 'coupon', type: 'error', message: m.errors.insufficientTitle, description: m.errors.insufficient(detail.needed ?? needed, detail.held ?? creditsHeld) });
      } else if (err.hint === 'coupon_already_issued') {
        open?.({ key: 'coupon', type: 'error', message: m.failed, description: m.errors.alreadyIssued });
      } else {
        open?.({ key: 'coupon', type: 'error', message: m.failed, description: err.message });
      }
    }
  };

  return (
    <Modal
      open={Boolean(bookmark)}
      title={m.title}
      onCancel={onClose}
      onOk={() => void onPurchase()}
      okText={m.purchase}
      cancelText={t.common.cancel}
      confirmLoading={isPending}
      destroyOnHidden
    >
      <p className="lh-muted" style={{ marginTop: 0 }}>
        {m.to(memberName)}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={m.discountType}>
          <Radio.Group value={discountType} onChange={(e) => setDiscountType(e.target.value as DiscountType)} optionType="button" buttonStyle="solid">
            <Radio.Button value="fixed">{m.fixed}</Radio.Button>
            <Radio.Button value="percentage">{m.percentage}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={discountType === 'fixed' ? m.valueFixed : m.valuePercentage} extra={discountType === 'fixed' ? m.fixedHint : undefined} htmlFor="coupon-value">
          <InputNumber
            id="coupon-value"
            value={value}
            onChange={(v) => setValue(typeof v === 'number' ? v : null)}
            min={0}
            step={discountType === 'fixed' ? 10000 : 1}
            precision={0}
            style={{ width: '100%' }}
            formatter={(v) => (v === undefined || v === null || String(v) === '' ? '' : Number(v).toLocaleString('ko-KR'))}
            parser={(v) => {
              const digits = (v ?? '').replace(/[^\d]/g, '');
              return (digits === '' ? '' : Number(digits)) as unknown as number;
            }}
          />
        </Form.Item>
        <Form.Item label={m.validUntil} htmlFor="coupon-valid-until">
          <Input id="coupon-valid-until" type="date" min={today} value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        </Form.Item>
      </Form>
      <div className="lh-credit-panel" aria-live="polite">
        <div>
          <span>{m.held}</span>
          <strong data-testid="coupon-credits-held">{formatNumber(creditsHeld)}</strong>
        </div>
        <div>
          <span>{m.needed}</span>
          <strong data-testid="coupon-credits-needed" className={short ? 'lh-bad' : undefined}>
            {formatNumber(needed)}
          </strong>
        </div>
        <div>
          <span>{m.after}</span>
          <strong className={short ? 'lh-bad' : undefined}>{formatNumber(creditsHeld - needed)}</strong>
        </div>
      </div>
    </Modal>
  );
}
