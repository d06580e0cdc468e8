// 'Create new coupon' button and its dialog.
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

// the form (react-admin's Form with react-hook-form) loads when the dialog is first opened
const CouponFormDialog = lazy(() => import('./CouponFormDialog.tsx'));

export function CouponCreateButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<AddIcon aria-hidden />} onClick={() => setOpen(true)}>
        {translate('klegal.coupons.create')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CouponFormDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
