// /admin/credits: every credit movement (top-ups, coupon purchases), newest first, and top-up.
import { lazy, Suspense } from 'react';
import { Datagrid, ExportButton, FunctionField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePhone } from '../common/usePhone.ts';
import { Box, Typography } from '@mui/material';
import type { CreditLedgerRecord } from '../types.ts';
import { formatDateTime, formatNumber } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useToast } from '../common/useToast.ts';
import { CreditDelta } from './CreditDelta.tsx';
import { CreditTopUpButton } from './CreditTopUpButton.tsx';
import { useCsvExporter } from '../common/csv.ts';
import { CREDIT_CSV } from './creditCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

const CreditPhoneList = lazy(() => import('./CreditPhoneList.tsx'));

const FILTERS: FilterSpec[] = [
  {
    kind: 'select',
    source: 'reason',
    label: 'resources.credits.fields.reason',
    emptyText: 'klegal.common.all',
    choices: [
      { id: 'top_up', name: 'klegal.credits.reason.top_up' },
      { id: 'coupon_purchase', name: 'klegal.credits.reason.coupon_purchase' },
      { id: 'adjustment', name: 'klegal.credits.reason.adjustment' },
    ],
  },
];

export default function CreditList() {
  const translate = useTranslate();
  const phone = usePhone();
  const toast = useToast();
  const exporter = useCsvExporter<CreditLedgerRecord>('credits', CREDIT_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.credits')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={FILTERS}
      exporter={exporter}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportButton />
          <CreditTopUpButton />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.credits.load_failed', 'error') }}
    >
      {phone ? (
        <Suspense fallback={null}>
          <CreditPhoneList />
        </Suspense>
      ) : (
      <Datagrid bulkActionButtons={false} rowClick={(_, __, r) => `/lawyers/${(r as CreditLedgerRecord).lawyer_id}/show`} sx={datagridSx(['note'])}>
        <FunctionField<CreditLedgerRecord> source="created_at" render={(c) => formatDateTime(c.created_at)} />
        <FunctionField<CreditLedgerRecord>
          source="lawyer"
          sortable={false}
          render={(c) => (
            <Box>
              <Typography variant="body2">{c.lawyers?.profiles?.name_korean || c.lawyers?.profiles?.name_english || '-'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {c.lawyers?.profiles?.email}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<CreditLedgerRecord> source="delta" render={(c) => <CreditDelta delta={c.delta} />} />
        <FunctionField<CreditLedgerRecord> source="balance_after" render={(c) => formatNumber(c.balance_after)} />
        <FunctionField<CreditLedgerRecord> source="reason" render={(c) => translate(`klegal.credits.reason.${c.reason}`)} />
        <TextField source="note" emptyText="-" sortable={false} />
      </Datagrid>
      )}
    </ConsoleList>
  );
}
