// /admin/lawyers: every lawyer, newest first (spec §2 "Lawyer management"), filtered by approval
// status and searched by name or e-mail on the server; bulk approve / list / hide and CSV export
// (issue 16).
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { usePhone } from '../common/usePhone.ts';
import { Box, Typography } from '@mui/material';
import type { LawyerRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useToast } from '../common/useToast.ts';
import { LawyerStatusChip } from './LawyerStatusChip.tsx';
import { LawyerApprovalButton } from './LawyerApprovalButton.tsx';
import { LawyerBulkActions } from './LawyerBulkActions.tsx';
import { bulkToolbarSx } from '../common/BulkActionButton.tsx';
import { LAWYER_CSV } from './lawyerCsv.ts';
import { useCsvExporter } from '../common/csv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

const LawyerPhoneList = lazy(() => import('./LawyerPhoneList.tsx'));

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.lawyers.search' },
  {
    kind: 'select',
    source: 'is_approved',
    label: 'resources.lawyers.fields.is_approved',
    emptyText: 'klegal.common.all',
    choices: [
      { id: 'false', name: 'klegal.lawyers.pending' },
      { id: 'true', name: 'klegal.lawyers.approved' },
    ],
  },
];

export function LawyerName({ record }: { record: LawyerRecord }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.profiles?.name_korean || record.profiles?.name_english || '-'}
      </Typography>
      {record.profiles?.name_korean && record.profiles.name_english ? (
        <Typography variant="caption" color="text.secondary">
          {record.profiles.name_english}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function LawyerList() {
  const translate = useTranslate();
  const phone = usePhone();
  const toast = useToast();
  const exporter = useCsvExporter<LawyerRecord>('lawyers', LAWYER_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.lawyers')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={FILTERS}
      perPage={25}
      exporter={exporter}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.lawyers.load_failed', 'error') }}
    >
      {phone ? (
        <Suspense fallback={null}>
          <LawyerPhoneList />
        </Suspense>
      ) : (
      <Datagrid rowClick="show" bulkActionButtons={<LawyerBulkActions />} sx={{ ...bulkToolbarSx, ...datagridSx(['law_firm', 'school']) }}>
        <FunctionField<LawyerRecord>
          label="resources.lawyers.fields.name"
          source="profiles.name_korean"
          sortBy="profiles.name_korean"
          render={(r) => <LawyerName record={r} />}
        />
        <TextField source="profiles.email" label="resources.lawyers.fields.email" sortBy="profiles.email" />
        <TextField source="law_firm" emptyText="-" />
        <TextField source="school" emptyText="-" />
        <TextField source="bar_association_number" />
        <FunctionField<LawyerRecord> source="is_approved" render={(r) => <LawyerStatusChip approved={r.is_approved} />} />
        <FunctionField<LawyerRecord>
          source="is_visible"
          render={(r) => <Typography variant="body2" data-visible={r.is_visible}>{translate(r.is_visible ? 'klegal.lawyers.visible' : 'klegal.lawyers.hidden')}</Typography>}
        />
        <FunctionField<LawyerRecord> source="created_at" render={(r) => formatDate(r.created_at)} />
        <FunctionField<LawyerRecord>
          label="klegal.common.actions"
          textAlign="right"
          sortable={false}
          render={(r) => <LawyerApprovalButton lawyer={r} compact />}
        />
      </Datagrid>
      )}
    </ConsoleList>
  );
}
