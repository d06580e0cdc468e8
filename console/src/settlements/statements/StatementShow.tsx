// /admin/settlements/:id/show: one statement — its lawyer, period, status and totals, the payout
// (지급 완료 / 지급 실패 where they apply) and its lines with their per-line amounts.
import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatNumber } from '../../common/format.ts';
import { FieldGrid, SectionCard } from '../../common/SectionCard.tsx';
import { ConsoleShow } from '../../common/ConsoleShow.tsx';
import { lawyerName, type StatementRecord } from '../types.ts';
import { EntryGrid } from '../entries/EntryGrid.tsx';
import { StatementStatusChip } from './StatementStatusChip.tsx';
import { PayoutButtons } from './SettlementButtons.tsx';
import { Won } from './Won.tsx';

function Statement() {
  const s = useRecordContext<StatementRecord>();
  const translate = useTranslate();
  if (!s) return null;
  const f = (k: string) => translate(`resources.settlements.fields.${k}`);
  const won = (n: number | null | undefined, strong?: boolean) => <Won value={n} strong={strong} />;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <SectionCard id="statement-summary" title={translate('klegal.settlements.summary')} action={<PayoutButtons statement={s} />}>
        <FieldGrid
          items={[
            { label: f('lawyer'), value: `${lawyerName(s)}${s.lawyers?.profiles?.email ? ` (${s.lawyers.profiles.email})` : ''}` },
            { label: f('period'), value: `${formatDate(s.period_start)} ~ ${formatDate(s.period_end)}` },
            { label: f('status'), value: <StatementStatusChip status={s.status} reason={s.failure_reason} /> },
            { label: f('entry_count'), value: formatNumber(s.entry_count) },
            { label: f('list_fee_total'), value: won(s.list_fee_total) },
            { label: f('coupon_discount_total'), value: won(s.coupon_discount_total) },
            { label: f('lawyer_discount_total'), value: won(s.lawyer_discount_total) },
            { label: f('platform_promotion_total'), value: won(s.platform_promotion_total) },
            { label: f('amount_paid_total'), value: won(s.amount_paid_total) },
            { label: f('pg_fee_total'), value: won(s.pg_fee_total) },
            { label: f('platform_fee_total'), value: won(s.platform_fee_total) },
            { label: f('net_total'), value: won(s.net_total, true) },
            { label: f('opening_balance'), value: won(s.opening_balance) },
            { label: f('closing_balance'), value: won(s.closing_balance) },
            { label: f('payout_amount'), value: won(s.payout_amount, true) },
            { label: f('closed_at'), value: s.closed_at ? formatDateTime(s.closed_at) : '-' },
            { label: f('paid_at'), value: s.paid_at ? formatDateTime(s.paid_at) : '-' },
            { label: f('transfer_reference'), value: s.transfer_reference ?? '-' },
            ...(s.status === 'failed' ? [{ label: f('failed_at'), value: s.failed_at ? formatDateTime(s.failed_at) : '-' }] : []),
          ]}
        />
      </SectionCard>
      <SectionCard id="statement-lines" title={translate('klegal.settlements.lines')}>
        <EntryGrid />
      </SectionCard>
      <Typography variant="caption" color="text.secondary">ID {s.id}</Typography>
    </Box>
  );
}

function StatementTitle() {
  const s = useRecordContext<StatementRecord>();
  const translate = useTranslate();
  return <>{`${translate('resources.settlements.name')}${s ? `: ${lawyerName(s)} ${formatDate(s.period_start)} ~ ${formatDate(s.period_end)}` : ''}`}</>;
}

export default function StatementShow() {
  return (
    <ConsoleShow title={<StatementTitle />}>
      <Statement />
    </ConsoleShow>
  );
}
