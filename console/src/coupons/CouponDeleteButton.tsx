// Delete after the browser confirmation 'Really delete this coupon?' (spec §2).
import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CouponRecord } from '../types.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';

export function CouponDeleteButton({ coupon, disabled }: { coupon: CouponRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!window.confirm(translate('klegal.coupons.delete_confirm'))) return;
    setBusy(true);
    try {
      await dataProvider.delete('coupons', { id: coupon.id, previousData: coupon });
      toast('klegal.coupons.deleted');
      refresh();
    } catch (e) {
      errorToast('klegal.coupons.delete_failed', e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteIcon aria-hidden />}
      onClick={() => void remove()}
      disabled={disabled || busy}
      aria-label={`${translate('klegal.coupons.delete')}: ${coupon.code}`}
    >
      {translate('klegal.coupons.delete')}
    </Button>
  );
}
