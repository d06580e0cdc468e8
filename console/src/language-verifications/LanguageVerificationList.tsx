// /admin/language-verifications (issue 29, item 2): the queue of declared languages to check. By
// default the unverified declarations, oldest first; after the interview the administrator
// verifies or rejects each (ReviewDialog). A changed level puts a declaration back in the queue
// (the database resets it).
import { useState } from 'react';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';
import type { LanguageVerificationRecord } from '../types.ts';
import ReviewDialog, { languageName, lawyerName } from './ReviewDialog.tsx';
import type { ReviewDecision } from './review.ts';

const STATUSES = ['pending', 'verified', 'rejected'] as const;

const FILTERS: FilterSpec[] = [
  {
    kind: 'select',
    source: 'status',
    label: 'resources.language-verifications.fields.status',
    choices: STATUSES.map((s) => ({ id: s, name: `klegal.language_reviews.status.${s}` })),
    emptyText: 'klegal.language_reviews.all',
  },
];

const STATUS_COLOR = { pending: 'warning', verified: 'success', rejected: 'default' } as const;

function ReviewButtons({ record }: { record: LanguageVerificationRecord }) {
  const translate = useTranslate();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const label = (d: ReviewDecision) => `${translate(`klegal.language_reviews.${d}`)}: ${lawyerName(record)} ${languageName(record)}`;
  return (
    <>
      <Stack direction="row" spacing={1}>
        {record.status !== 'verified' && (
          <Button size="small" variant="outlined" onClick={() => setDecision('verify')} aria-label={label('verify')}>
            {translate('klegal.language_reviews.verify')}
          </Button>
        )}
        {record.status !== 'rejected' && (
          <Button size="small" color="error" onClick={() => setDecision('reject')} aria-label={label('reject')}>
            {translate('klegal.language_reviews.reject')}
          </Button>
        )}
      </Stack>
      <ReviewDialog record={record} decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

export default function LanguageVerificationList() {
  const translate = useTranslate();
  return (
    <ConsoleList
      title={translate('resources.language-verifications.name')}
      sort={{ field: 'created_at', order: 'ASC' }}
      filters={FILTERS}
      filterDefaultValues={{ status: 'pending' }}
      exporter={false}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['review_note'])}>
        <FunctionField<LanguageVerificationRecord> source="lawyer" sortable={false} render={(r) => lawyerName(r)} />
        <FunctionField<LanguageVerificationRecord> source="language_id" render={(r) => languageName(r)} />
        <FunctionField<LanguageVerificationRecord> source="level" render={(r) => translate(`klegal.language_reviews.level.${r.level}`)} />
        <FunctionField<LanguageVerificationRecord>
          source="status"
          render={(r) => (
            <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status as keyof typeof STATUS_COLOR] ?? 'default'}
              label={translate(`klegal.language_reviews.status.${r.status}`)} data-status={r.status} />
          )}
        />
        <FunctionField<LanguageVerificationRecord> source="created_at" render={(r) => formatDateTime(r.created_at)} />
        <FunctionField<LanguageVerificationRecord>
          source="review_note"
          sortable={false}
          render={(r) => (r.review_note ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{r.review_note}</Typography> : '-')}
        />
        <FunctionField<LanguageVerificationRecord> source="actions" sortable={false} render={(r) => <ReviewButtons record={r} />} />
      </Datagrid>
    </ConsoleList>
  );
}
