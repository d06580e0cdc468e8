// /admin/lawyers: every lawyer, newest first (spec §2 "Lawyer management"), filtered by approval
// status and searched by name or e-mail on the server; bulk approve / list / hide and CSV export
// (issue 16).
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { usePhone } from '../common/usePhone.ts';
import { Box, Typography } from '@mui/material';
import type { LawyerRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { TruncatedText } from '../common/TruncatedText.tsx';
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

export function LawyerName({ record, truncate = false }: { record: LawyerRecord; truncate?: boolean }) {
  const main = record.profiles?.name_korean || record.profiles?.name_english || '-';
  const second = record.profiles?.name_korean && record.profiles.name_english ? record.profiles.name_english : null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {truncate ? <TruncatedText text={main} /> : main}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary" component={truncate ? 'div' : 'span'}>
          {truncate ? <TruncatedText text={second} /> : second}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Approval status (the spec's column) with whether the lawyer is listed on the site under it. */
function LawyerStatus({ record }: { record: LawyerRecord }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <LawyerStatusChip approved={record.is_approved} />
      <Typography variant="caption" color="text.secondary" data-visible={record.is_visible} sx={{ pl: 0.5 }}>
        {translate(record.is_visible ? 'klegal.lawyers.visible' : 'klegal.lawyers.hidden')}
      </Typography>
    </Box>
  );
}

// Column widths for a table that fits its card at 1280 px (card 1016 px with the sidebar open):
// fixed layout, so long values are cut (TruncatedText) instead of widening the table. Short
// columns get the width of their header in Korean (1 em a syllable) plus the sort arrow, or of
// their widest value; name and e-mail a share; law firm and school the rest, which grows with
// the window. Below 960 px of table the card scrolls sideways as before (tablets).
const COLUMNS = {
  name: '12%',
  email: '16%',
  bar: 100,
  status: 104,
  created: 100,
  actions: 100,
} as const;

/** The class of a column's header and cells, which layoutSx sizes. */
const columnClass = (key: keyof typeof COLUMNS | 'text') => ({ headerClassName: `lawyers-col-${key}`, cellClassName: `lawyers-col-${key}` });

/** `listedLabel`: the header's second line (the listing under the approval status). */
function layoutSx(listedLabel: string) {
  return {
    '& .RaDatagrid-table': { tableLayout: 'fixed', minWidth: 960 },
    // (MUI's small checkbox cell says 24 px, which fixed layout would take as the whole cell)
    '& .RaDatagrid-table .MuiTableCell-paddingCheckbox': { width: 40 },
    // half of MUI's 16 px side padding: 9 columns × 16 px more room for the values
    '& .RaDatagrid-headerCell:not(.MuiTableCell-paddingCheckbox), & .RaDatagrid-rowCell': { paddingLeft: '8px', paddingRight: '8px' },
    // law firm and school: the header may take two lines when the column is narrow
    '& .RaDatagrid-headerCell.lawyers-col-text': { whiteSpace: 'normal' },
    ...Object.fromEntries(Object.entries(COLUMNS).map(([k, w]) => [`& .lawyers-col-${k}`, { width: w }])),
    // the status column's header names the listing line of its cells too, as generated text after
    // the sort button: inside it, the button's name (its sort tooltip) would not match its text (axe)
    '& .RaDatagrid-headerCell.lawyers-col-status::after': {
      content: JSON.stringify(listedLabel),
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 400,
      color: 'text.secondary',
    },
  } as const;
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
      <Datagrid rowClick="show" bulkActionButtons={<LawyerBulkActions />} sx={{ ...bulkToolbarSx, ...datagridSx(), ...layoutSx(translate('resources.lawyers.fields.is_visible')) }}>
        <FunctionField<LawyerRecord>
          label="resources.lawyers.fields.name"
          source="profiles.name_korean"
          sortBy="profiles.name_korean"
          {...columnClass('name')}
          render={(r) => <LawyerName record={r} truncate />}
        />
        <FunctionField<LawyerRecord>
          label="resources.lawyers.fields.email"
          source="profiles.email"
          sortBy="profiles.email"
          {...columnClass('email')}
          render={(r) => <TruncatedText text={r.profiles?.email} lines={2} breakBefore="@" />}
        />
        <FunctionField<LawyerRecord>
          source="law_firm"
          {...columnClass('text')}
          render={(r) => <TruncatedText text={r.law_firm} lines={2} />}
        />
        <FunctionField<LawyerRecord>
          source="school"
          {...columnClass('text')}
          render={(r) => <TruncatedText text={r.school} lines={2} />}
        />
        <FunctionField<LawyerRecord>
          source="bar_association_number"
          {...columnClass('bar')}
          render={(r) => <TruncatedText text={r.bar_association_number} />}
        />
        <FunctionField<LawyerRecord>
          source="is_approved"
          {...columnClass('status')}
          render={(r) => <LawyerStatus record={r} />}
        />
        <FunctionField<LawyerRecord>
          source="created_at"
          {...columnClass('created')}
          render={(r) => formatDate(r.created_at)}
        />
        <FunctionField<LawyerRecord>
          label="klegal.common.actions"
          textAlign="right"
          sortable={false}
          {...columnClass('actions')}
          render={(r) => <LawyerApprovalButton lawyer={r} compact />}
        />
      </Datagrid>
      )}
    </ConsoleList>
  );
}
