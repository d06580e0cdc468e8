// The create/edit dialog (one dialog for both, spec §2 "Coupon management"). Writes the coupons
// table directly (the admin's INSERT/UPDATE policies; every change is audited by a trigger).
// The form is the dialog's own state checked by couponRules' validateCouponForm, as react-admin's
// <Form> did it (without react-hook-form, issue 16): nothing is flagged before the first "저장";
// from then on the messages follow every change, and a refused save puts the focus on the first
// wrong field and says so.
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { CouponRecord } from '../types.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';
import { CouponInputs } from './CouponInputs.tsx';
import {
  COUPON_FORM_DEFAULTS,
  couponFormValues,
  couponPayload,
  couponSaveErrorKey,
  kstDay,
  validateCouponForm,
  type CouponField,
  type CouponFormValues,
} from './couponRules.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** absent: create */
  coupon?: CouponRecord;
}

/** Field order of the form (the first wrong one gets the focus). */
const FIELDS: CouponField[] = ['code', 'name_korean', 'name_english', 'description', 'discount_type', 'discount_value', 'valid_until', 'min_amount', 'max_discount', 'max_uses', 'is_active'];

export default function CouponFormDialog({ open, onClose, coupon }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<CouponFormValues>(() => (coupon ? couponFormValues(coupon) : COUPON_FORM_DEFAULTS));
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const editing = !!coupon;

  const validate = (v: CouponFormValues) =>
    validateCouponForm(v, {
      validFrom: coupon?.valid_from ?? null,
      currentUses: coupon?.current_uses ?? 0,
      savedValidUntil: coupon ? kstDay(coupon.valid_until) : null,
    });
  const found = submitted ? validate(values) : {};
  const errors: Partial<Record<CouponField, string>> = {};
  for (const [f, m] of Object.entries(found) as [CouponField, NonNullable<(typeof found)[CouponField]>][]) {
    errors[f] = typeof m === 'string' ? translate(m, { _: m }) : translate(m.message, { _: m.message, ...m.args });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const wrong = FIELDS.filter((f) => validate(values)[f]);
    if (wrong.length) {
      form.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    const data = couponPayload(values);
    setBusy(true);
    try {
      if (coupon) {
        await dataProvider.update('coupons', { id: coupon.id, data, previousData: coupon });
        toast('klegal.coupons.saved_updated');
      } else {
        await dataProvider.create('coupons', { data });
        toast('klegal.coupons.saved_created');
      }
      refresh();
      onClose();
    } catch (err) {
      errorToast('klegal.coupons.save_failed', err, couponSaveErrorKey(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="coupon-form-title">
      <form ref={form} onSubmit={submit} noValidate>
        <DialogTitle id="coupon-form-title">{translate(editing ? 'klegal.coupons.edit_title' : 'klegal.coupons.create_title')}</DialogTitle>
        <DialogContent dividers>
          <CouponInputs values={values} errors={errors} onChange={(f, v) => setValues((prev) => ({ ...prev, [f]: v }))} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate('klegal.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
