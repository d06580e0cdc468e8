// /admin/coupons: coupon cards, newest first, paginated and filtered on the server; who issued
// each and to whom, bulk deactivation and CSV export (issue 16).
import { ExportButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { CouponRecord } from '../types.ts';
import { useToast } from '../common/useToast.ts';
import { CouponCard } from './CouponCard.tsx';
import { CouponCreateButton } from './CouponCreate.tsx';
import { CouponBulkBar } from './CouponBulkActions.tsx';
import { COUPON_CSV } from './couponCsv.ts';
import { useCsvExporter } from '../common/csv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ConsolePagination } from '../common/ConsolePagination.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.coupons.search' },
  {
    kind: 'select',
    source: 'status',
    label: 'klegal.coupons.status_filter',
    emptyText: 'klegal.common.all',
    choices: [
      { id: 'active', name: 'klegal.coupons.status.active' },
      { id: 'expired', name: 'klegal.coupons.status.expired' },
      { id: 'inactive', name: 'klegal.coupons.status.inactive' },
    ],
  },
  {
    kind: 'select',
    source: 'issuer',
    label: 'resources.coupons.fields.issuer',
    emptyText: 'klegal.common.all',
    choices: [
      { id: 'admin', name: 'klegal.coupons.issuer.admin' },
      { id: 'lawyer', name: 'klegal.coupons.issuer.lawyer' },
    ],
  },
];

function CouponGrid() {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<CouponRecord>();
  const translate = useTranslate();
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('klegal.common.loading')}</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
        p: 2,
      }}
    >
      {(data ?? []).map((c) => (
        <CouponCard key={c.id} coupon={c} selected={selectedIds.includes(c.id)} onToggle={() => onToggleItem(c.id)} />
      ))}
    </Box>
  );
}

function CouponEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <Typography component="p" variant="h6" sx={{ mb: 2 }}>
        {translate('klegal.coupons.empty')}
      </Typography>
      <CouponCreateButton />
    </Box>
  );
}

export default function CouponList() {
  const translate = useTranslate();
  const toast = useToast();
  const exporter = useCsvExporter<CouponRecord>('coupons', COUPON_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.coupons')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={FILTERS}
      filterDefaultValues={{ issuer: 'admin' }}
      perPage={12}
      pagination={<ConsolePagination rowsPerPageOptions={[12, 24, 48]} />}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportButton />
          <CouponCreateButton />
        </TopToolbar>
      }
      empty={<CouponEmpty />}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.coupons.load_failed', 'error') }}
    >
      <CouponBulkBar />
      <CouponGrid />
    </ConsoleList>
  );
}
