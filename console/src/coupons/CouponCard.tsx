// One coupon card (spec §2 "Coupon management"): Korean name and badge, English name and
// description, grant / edit / delete, code, discount, usage, expiry, minimum and maximum when set;
// who issued it and who received it, and a selection box for the bulk actions (issue 16).
import { useTranslate } from 'react-admin';
import { Box, Card, CardActions, CardContent, Checkbox, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { CouponRecord } from '../types.ts';
import { formatDate, formatNumber } from '../common/format.ts';
import { couponStatus, couponUsage, isLawyerIssued } from './couponRules.ts';
import { CouponStatusChip } from './CouponStatusChip.tsx';
import { CouponGrantButton } from './CouponGrantButton.tsx';
import { CouponEditButton } from './CouponEdit.tsx';
import { CouponDeleteButton } from './CouponDeleteButton.tsx';
import { issuerText, recipientsText } from './couponParties.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function CouponCard({ coupon, selected, onToggle }: { coupon: CouponRecord; selected?: boolean; onToggle?: () => void }) {
  const translate = useTranslate();
  const status = couponStatus(coupon);
  const usage = couponUsage(coupon);
  const lawyer = isLawyerIssued(coupon);
  const discount =
    coupon.discount_type === 'percentage'
      ? translate('klegal.coupons.discount_percentage', { value: coupon.discount_value })
      : translate('klegal.coupons.discount_fixed', { value: formatNumber(coupon.discount_value) });
  const usageText =
    usage.max === null
      ? translate('klegal.coupons.usage_unlimited', { current: usage.current })
      : translate('klegal.coupons.usage_value', { current: usage.current, max: usage.max, pct: usage.pct });
  const headingId = `coupon-${coupon.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} data-testid="coupon-card" data-code={coupon.code} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
            {onToggle ? (
              <Checkbox
                size="small"
                checked={!!selected}
                onChange={onToggle}
                sx={{ p: 0.25, mt: -0.25 }}
                slotProps={{ input: { 'aria-label': translate('klegal.bulk.select_coupon', { code: coupon.code }) } }}
                data-testid="coupon-select"
              />
            ) : null}
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {coupon.name_korean}
            </Typography>
          </Stack>
          <CouponStatusChip status={status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {coupon.name_english}
        </Typography>
        {coupon.description ? (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {coupon.description}
          </Typography>
        ) : null}
        {lawyer ? <Chip size="small" variant="outlined" label={translate('klegal.coupons.issuer.lawyer')} sx={{ mt: 1 }} title={translate('klegal.coupons.lawyer_issued_hint')} /> : null}
        <Box component="dl" sx={{ mt: 2, mb: 0, display: 'grid', gap: 0.5 }}>
          <Row label={translate('klegal.coupons.code')} value={coupon.code} />
          <Row label={translate('klegal.coupons.discount')} value={discount} />
          <Row label={translate('klegal.coupons.usage')} value={usageText} />
          <Row label={translate('klegal.coupons.expires')} value={formatDate(coupon.valid_until)} />
          {coupon.min_amount ? <Row label={translate('klegal.coupons.min_amount')} value={`${formatNumber(coupon.min_amount)}원`} /> : null}
          {coupon.max_discount ? <Row label={translate('klegal.coupons.max_discount')} value={`${formatNumber(coupon.max_discount)}원`} /> : null}
          {coupon.parties !== undefined ? (
            <>
              <Row label={translate('klegal.coupon_parties.issued_by')} value={issuerText(coupon, translate)} />
              <Box data-testid="coupon-recipients">
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate('klegal.coupon_parties.recipients')}
                  {coupon.parties?.recipient_count ? ` (${translate('klegal.coupon_parties.total', { count: coupon.parties.recipient_count })})` : ''}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {recipientsText(coupon.parties, translate)}
                </Typography>
              </Box>
            </>
          ) : null}
        </Box>
        {usage.pct !== null ? (
          <LinearProgress
            variant="determinate"
            value={Math.min(100, usage.pct)}
            sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
            aria-label={`${translate('klegal.coupons.usage')} ${usageText}`}
          />
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <CouponGrantButton coupon={coupon} disabled={lawyer} />
        <CouponEditButton coupon={coupon} disabled={lawyer} />
        <CouponDeleteButton coupon={coupon} disabled={lawyer} />
      </CardActions>
    </Card>
  );
}
