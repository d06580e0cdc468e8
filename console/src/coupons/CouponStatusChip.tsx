import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { CouponStatus } from './couponRules.ts';

const COLORS = { active: 'success', expired: 'default', inactive: 'warning' } as const;

export function CouponStatusChip({ status }: { status: CouponStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} variant={status === 'active' ? 'filled' : 'outlined'} label={translate(`klegal.coupons.status.${status}`)} data-status={status} />;
}
