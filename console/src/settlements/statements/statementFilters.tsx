// The 정산 list's filters (common/FilterBar.tsx): the period's last day, the status and the lawyer
// (picked by name or e-mail, common/RecordPicker.tsx; the chosen lawyer's own record is read at
// once to show the name).
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { LawyerRecord } from '../../types.ts';
import type { FilterSpec } from '../../common/FilterBar.tsx';
import { RecordPicker } from '../../common/RecordPicker.tsx';
import { STATEMENT_STATUSES, statusKey } from '../rules.ts';
import { lawyerOption } from '../types.ts';

function LawyerFilter({ value, set }: { value: unknown; set: (v: unknown) => void }) {
  const translate = useTranslate();
  const id = typeof value === 'string' && value ? value : null;
  const [picked, setPicked] = useState<LawyerRecord | null>(null);
  const known = picked && String(picked.id) === id ? picked : null;
  const { data } = useGetOne<LawyerRecord>('lawyers', { id: id ?? '' }, { enabled: !!id && !known });
  return (
    <RecordPicker<LawyerRecord>
      resource="lawyers"
      sort={{ field: 'profiles.name_korean', order: 'ASC' }}
      optionText={lawyerOption}
      value={known ?? (id && data ? data : null)}
      onChange={(l) => {
        setPicked(l);
        set(l ? l.id : undefined);
      }}
      label={translate('resources.settlements.fields.lawyer')}
      placeholder={translate('klegal.settlements.lawyer_search')}
      fetchWhenOpened
      overlay
      textFieldProps={{ variant: 'filled', size: 'small', sx: { minWidth: 220 } }}
    />
  );
}

export const STATEMENT_FILTERS: FilterSpec[] = [
  { kind: 'date', source: 'period_end', label: 'resources.settlements.fields.period_end' },
  {
    kind: 'select',
    source: 'status',
    label: 'resources.settlements.fields.status',
    emptyText: 'klegal.settlements.all_statuses',
    choices: STATEMENT_STATUSES.map((s) => ({ id: s, name: statusKey(s) })),
  },
  { kind: 'custom', source: 'lawyer_id', render: (value, set) => <LawyerFilter value={value} set={set} /> },
];
