// 'Create new coupon' button and its dialog.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CouponFormDialog } from './CouponFormDialog.tsx';

export function CouponCreateButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<AddIcon aria-hidden />} onClick={() => setOpen(true)}>
        {translate('klegal.coupons.create')}
      </Button>
      {open ? <CouponFormDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
