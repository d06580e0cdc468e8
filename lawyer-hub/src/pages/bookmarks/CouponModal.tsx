// 'Issue coupon': a fixed-amount coupon (lawyers issue no other type: docs/coupons.md), its
// amount (parsed strictly, the problem shown at the field), valid-until (today at the earliest),
// credits held vs needed, Purchase. Checks in the spec's order before the database function,
// which checks them again and deducts the credits atomically.
import { useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { describe, Field } from '../../components/form/fields.tsx';
import { useIssueCoupon, type BookmarkDetail } from '../../data/bookmarks.ts';
import { checkCoupon, couponProblemFromHint, couponProblemMessage, couponValueFieldError, creditsNeeded, draftAmount, latestValidUntil } from '../../domain/coupon.ts';
import { kstDate } from '../../domain/dates.ts';
import { formatNumber } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';
import { koreanError } from '../../domain/errors.ts';
import { useToast } from '../../providers/notificationProvider.tsx';

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
  const [raw, setRaw] = useState('');
  const value = draftAmount(raw);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [validUntil, setValidUntil] = useState<string>('');
  const { issue, isPending } = useIssueCoupon();
  const { open } = useNotification();
  const toast = useToast();
  const today = kstDate();

  useEffect(() => {
    if (bookmark) {
      setRaw('');
      setFieldError(null);
      setValidUntil('');
    }
  }, [bookmark]);

  const needed = value && value > 0 ? creditsNeeded(value) : 0;
  const short = needed > creditsHeld;

  const onPurchase = async () => {
    if (!bookmark) return;
    const draft = { value: raw, validUntil: validUntil || null };
    const problem = checkCoupon(draft, creditsHeld, today);
    setFieldError(couponValueFieldError(problem, m));
    if (problem) {
      const msg = couponProblemMessage(problem, m);
      open?.({ key: 'coupon', type: 'error', message: msg.title, description: msg.description });
      return;
    }
    try {
      await issue({ bookmarkId: bookmark.id, discountValue: value!, validUntil: draft.validUntil! });
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
      } else if (couponProblemFromHint(err.hint)) {
        const msg = couponProblemMessage(couponProblemFromHint(err.hint)!, m);
        open?.({ key: 'coupon', type: 'error', message: msg.title, description: msg.description });
      } else if (err.hint === 'coupon_already_issued') {
        open?.({ key: 'coupon', type: 'error', message: m.failed, description: m.errors.alreadyIssued });
      } else {
        const k = koreanError(e);
        toast({ key: 'coupon', type: 'error', message: m.failed, description: k.message, detail: k.detail });
      }
    }
  };

  const valueId = 'coupon-value';
  const valueHint = m.fixedHint;
  return (
    <Dialog
      open={Boolean(bookmark)}
      title={m.title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.common.cancel}</Button>
          <Button type="primary" loading={isPending} onClick={() => void onPurchase()}>
            {m.purchase}
          </Button>
        </>
      }
    >
      <p className="lh-muted" style={{ marginTop: 0 }}>
        {m.to(memberName)}
      </p>
      <p className="lh-muted" data-testid="coupon-type" style={{ margin: '0 0 16px' }}>
        <strong>
          {m.discountType}: {m.fixed}
        </strong>
        <br />
        {m.fixedOnlyNote}
      </p>
      <Field id={valueId} label={m.valueFixed} hint={valueHint} error={fieldError} required>
        <input
          id={valueId}
          className="lh-input"
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(e) => {
            setRaw(e.target.value);
            if (fieldError) setFieldError(null);
          }}
          onBlur={() => {
            if (raw.trim() !== '') setFieldError(couponValueFieldError(checkCoupon({ value: raw, validUntil: today }, Number.MAX_SAFE_INTEGER, today), m));
          }}
          placeholder="10000"
          {...describe(valueId, { hint: valueHint, error: fieldError })}
        />
      </Field>
      <Field id="coupon-valid-until" label={m.validUntil}>
        <input id="coupon-valid-until" className="lh-input" type="date" min={today} max={latestValidUntil(today)} value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
      </Field>
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
    </Dialog>
  );
}
