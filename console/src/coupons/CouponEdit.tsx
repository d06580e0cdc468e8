// The card's edit button and its dialog (the same dialog as create).
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { CouponRecord } from '../types.ts';

// the form (react-admin's Form with react-hook-form) loads when the dialog is first opened
const CouponFormDialog = lazy(() => import('./CouponFormDialog.tsx'));

export function CouponEditButton({ coupon, disabled }: { coupon: CouponRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<EditIcon aria-hidden />} onClick={() => setOpen(true)} disabled={disabled} aria-label={`${translate('klegal.coupons.edit')}: ${coupon.code}`}>
        {translate('klegal.coupons.edit')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CouponFormDialog open={open} onClose={() => setOpen(false)} coupon={coupon} />
        </Suspense>
      ) : null}
    </>
  );
}
