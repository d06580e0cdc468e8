// The create/edit dialog (one dialog for both, spec §2 "Coupon management"). Writes the coupons
// table directly (the admin's INSERT/UPDATE policies; every change is audited by a trigger).
import { useState } from 'react';
import { Form, useDataProvider, useRefresh, useTranslate, HttpError } from 'react-admin';
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
  type CouponFormValues,
} from './couponRules.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** absent: create */
  coupon?: CouponRecord;
}

export function CouponFormDialog({ open, onClose, coupon }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  const editing = !!coupon;

  async function save(values: Record<string, unknown>) {
    const data = couponPayload(values as unknown as CouponFormValues);
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
    } catch (e) {
      errorToast('klegal.coupons.save_failed', e, couponSaveErrorKey(e));
    } finally {
      setBusy(false);
    }
  }

  const defaults = coupon ? couponFormValues(coupon) : COUPON_FORM_DEFAULTS;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="coupon-form-title">
      <Form
        defaultValues={defaults as unknown as Record<string, unknown>}
        resource="coupons"
        validate={(values) =>
          validateCouponForm(values as Partial<CouponFormValues>, {
            validFrom: coupon?.valid_from ?? null,
            currentUses: coupon?.current_uses ?? 0,
            savedValidUntil: coupon ? kstDay(coupon.valid_until) : null,
          }) as Record<string, string>
        }
        onSubmit={save}
        noValidate
      >
        <DialogTitle id="coupon-form-title">{translate(editing ? 'klegal.coupons.edit_title' : 'klegal.coupons.create_title')}</DialogTitle>
        <DialogContent dividers>
          <CouponInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate('klegal.common.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
