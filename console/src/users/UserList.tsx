// /admin/users: all profiles, newest first, read-only and searchable (spec §2 "User management").
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { usePhone } from '../common/usePhone.ts';
import type { UserRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useToast } from '../common/useToast.ts';
import { UserRoleChips } from './UserRoleChips.tsx';
import { useCsvExporter } from '../common/csv.ts';
import { USER_CSV } from './userCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';

const UserPhoneList = lazy(() => import('./UserPhoneList.tsx'));

export default function UserList() {
  const translate = useTranslate();
  const phone = usePhone();
  const toast = useToast();
  const exporter = useCsvExporter<UserRecord>('users', USER_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.users')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[{ kind: 'search', source: 'q', placeholder: 'klegal.users.search' }]}
      exporter={exporter}
      perPage={25}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.users.load_failed', 'error') }}
    >
      {phone ? (
        <Suspense fallback={null}>
          <UserPhoneList />
        </Suspense>
      ) : (
      <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx()}>
        <TextField source="name_korean" emptyText="-" />
        <TextField source="name_english" emptyText="-" />
        <TextField source="email" emptyText="-" />
        <TextField source="phone" emptyText="-" />
        <FunctionField<UserRecord> source="created_at" render={(u) => formatDate(u.created_at)} />
        <FunctionField<UserRecord> source="roles" sortable={false} render={(u) => <UserRoleChips roles={u.user_roles} />} />
      </Datagrid>
      )}
    </ConsoleList>
  );
}
