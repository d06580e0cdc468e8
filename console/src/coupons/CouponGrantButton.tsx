// A coupon card's '사용자에게 지급' button; the grant dialog (CouponGrantDialog.tsx) loads when first
// opened.
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { CouponRecord } from '../types.ts';

const GrantDialog = lazy(() => import('./CouponGrantDialog.tsx'));

export function CouponGrantButton({ coupon, disabled }: { coupon: CouponRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<CardGiftcardIcon aria-hidden />} onClick={() => setOpen(true)} disabled={disabled}>
        {translate('klegal.coupons.grant')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GrantDialog coupon={coupon} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
