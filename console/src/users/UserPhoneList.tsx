// The list at phone size (below 600 px; issue 16), loaded only there: react-admin's SimpleList
// with each row's chips and actions on screen.
import { SimpleList } from 'react-admin';
import type { UserRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { UserRoleChips } from './UserRoleChips.tsx';

export default function UserPhoneList() {
  return (
    <SimpleList<UserRecord>
      rowClick="show"
      primaryText={(u) => u.name_korean || u.name_english || u.email || '-'}
      secondaryText={(u) => (
        <span data-testid="user-row">
          {[u.email, u.phone, formatDate(u.created_at)].filter(Boolean).join(' · ')}
        </span>
      )}
      tertiaryText={(u) => <UserRoleChips roles={u.user_roles} />}
    />
  );
}
