// Bulk deactivation of coupons (issue 16): the selected coupons are set inactive one by one through
// the coupon table under the administrators' RLS, as the edit form does (audited by trigger), with
// the outcome per coupon. Coupons already inactive are skipped, and so are lawyer-issued ones (a
// lawyer paid credits for them; the console never changes them, as with edit and delete).
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { Button, Paper, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { CouponRecord } from '../types.ts';
import type { BulkSpec } from '../common/bulk.ts';
import { BulkActionButton } from '../common/BulkActionButton.tsx';
import { isLawyerIssued } from './couponRules.ts';

export function couponDeactivateSpec(dp: Pick<ConsoleDataProvider, 'setCouponActive'>): BulkSpec<CouponRecord> {
  return {
    label: (c) => `${c.code} · ${c.name_korean}`,
    skip: (c) => (isLawyerIssued(c) ? 'klegal.bulk.lawyer_coupon' : !c.is_active ? 'klegal.bulk.already_inactive' : null),
    run: (c) => dp.setCouponActive(c.id, false),
    hints: { PGRST116: 'klegal.bulk.not_found' },
  };
}

/** The bar above the cards while coupons are selected: count, deactivate, clear. */
export function CouponBulkBar() {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext<CouponRecord>();
  if (selectedIds.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mx: 2, mt: 2, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="coupon-bulk-bar">
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
        {translate('klegal.bulk.selected', { count: selectedIds.length })}
      </Typography>
      <BulkActionButton label="klegal.bulk.deactivate" icon={<BlockIcon />} spec={couponDeactivateSpec(dp)} confirmKey="klegal.bulk.confirm_deactivate" testId="bulk-deactivate" />
      <Button size="small" onClick={() => onUnselectItems()}>{translate('klegal.bulk.clear')}</Button>
    </Paper>
  );
}
