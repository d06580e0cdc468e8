// The audit log's filters (issue 16) for the console's filter bar (common/FilterBar.tsx): search,
// action, entity, actor and a KST date range. The actor is picked by name or e-mail
// (common/RecordPicker.tsx); the members to choose from are fetched when its list is first opened,
// a chosen actor's own record at once (to show the name).
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { UserRecord } from '../types.ts';
import type { FilterSpec } from '../common/FilterBar.tsx';
import { RecordPicker } from '../common/RecordPicker.tsx';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionKey, auditEntityKey } from './auditLabels.ts';

export const userName = (u: UserRecord) => u.name_korean || u.name_english || u.email || String(u.id);

function ActorFilter({ value, set }: { value: unknown; set: (v: unknown) => void }) {
  const translate = useTranslate();
  const id = typeof value === 'string' && value ? value : null;
  const [picked, setPicked] = useState<UserRecord | null>(null);
  const known = picked && String(picked.id) === id ? picked : null;
  const { data } = useGetOne<UserRecord>('users', { id: id ?? '' }, { enabled: !!id && !known });
  return (
    <RecordPicker<UserRecord>
      resource="users"
      sort={{ field: 'name_korean', order: 'ASC' }}
      optionText={userName}
      value={known ?? (id && data ? data : null)}
      onChange={(u) => {
        setPicked(u);
        set(u ? u.id : undefined);
      }}
      label={translate('resources.audit-log.fields.actor_id')}
      placeholder={translate('klegal.users.search')}
      fetchWhenOpened
      overlay
      textFieldProps={{ variant: 'filled', size: 'small', sx: { minWidth: 220 } }}
    />
  );
}

export const AUDIT_FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.audit.search' },
  { kind: 'select', source: 'action', label: 'resources.audit-log.fields.action', emptyText: 'klegal.common.all', choices: AUDIT_ACTIONS.map((a) => ({ id: a, name: auditActionKey(a) })) },
  { kind: 'select', source: 'entity_type', label: 'resources.audit-log.fields.entity_type', emptyText: 'klegal.common.all', choices: AUDIT_ENTITIES.map((e) => ({ id: e, name: auditEntityKey(e) })) },
  { kind: 'custom', source: 'actor_id', render: (value, set) => <ActorFilter value={value} set={set} /> },
  { kind: 'date', source: 'from', label: 'resources.audit-log.fields.from' },
  { kind: 'date', source: 'to', label: 'resources.audit-log.fields.to' },
];
