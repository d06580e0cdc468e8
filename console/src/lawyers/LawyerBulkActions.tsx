// Bulk actions of /admin/lawyers (issue 16): approve, hide, list — each row through the same
// database function as one lawyer (admin_set_lawyer_approval, admin_set_lawyer_visibility), with
// the outcome per row. Rows already in the wanted state are skipped; an unapproved lawyer cannot
// be listed (the database refuses it: hint not_approved).
import { useDataProvider } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { LawyerRecord } from '../types.ts';
import type { BulkSpec } from '../common/bulk.ts';
import { BulkActionButton } from '../common/BulkActionButton.tsx';

const label = (r: LawyerRecord) => r.profiles?.name_korean || r.profiles?.name_english || r.profiles?.email || String(r.id);
const hints = { not_approved: 'klegal.bulk.not_approved', not_found: 'klegal.bulk.not_found' };

export function lawyerBulkSpecs(dp: Pick<ConsoleDataProvider, 'setLawyerApproval' | 'setLawyerVisibility'>) {
  const approve: BulkSpec<LawyerRecord> = {
    label, hints,
    skip: (r) => (r.is_approved ? 'klegal.bulk.already_approved' : null),
    run: (r) => dp.setLawyerApproval(r.id, true),
  };
  const hide: BulkSpec<LawyerRecord> = {
    label, hints,
    skip: (r) => (!r.is_visible ? 'klegal.bulk.already_hidden' : null),
    run: (r) => dp.setLawyerVisibility(r.id, false),
  };
  const show: BulkSpec<LawyerRecord> = {
    label, hints,
    skip: (r) => (r.is_visible ? 'klegal.bulk.already_visible' : null),
    run: (r) => dp.setLawyerVisibility(r.id, true),
  };
  return { approve, hide, show };
}

export function LawyerBulkActions() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const specs = lawyerBulkSpecs(dp);
  return (
    <>
      <BulkActionButton label="klegal.bulk.approve" icon={<CheckIcon />} spec={specs.approve} testId="bulk-approve" />
      <BulkActionButton label="klegal.bulk.show" icon={<VisibilityIcon />} spec={specs.show} testId="bulk-show" />
      <BulkActionButton label="klegal.bulk.hide" icon={<VisibilityOffIcon />} spec={specs.hide} confirmKey="klegal.bulk.confirm_hide" testId="bulk-hide" />
    </>
  );
}
