// /admin/lawyer-applications (issue 25): accounts that signed up as lawyers and have no lawyer
// record (the certificate upload failed, or e-mail confirmation held the rest back), read through
// admin_incomplete_lawyer_applications(). The applicant finishes by signing in at /lawyer-login;
// an administrator can contact them (e-mail, certificate if one arrived) or remove the account
// ("삭제": the uploaded certificate through Storage, then admin_remove_incomplete_lawyer_application,
// audited). Both functions are for administrators only.
import { useState } from 'react';
import { Button, Datagrid, FunctionField, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { ConsoleDataProvider, IncompleteApplication } from '../providers/dataProvider.ts';
import { formatDateTime } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useErrorToast, useToast } from '../common/useToast.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { LawyerCertificateButton } from '../lawyers/LawyerCertificateButton.tsx';
import RemoveConfirm from './RemoveConfirm.tsx';

const hints: Record<string, string> = { not_incomplete: 'klegal.applications.not_incomplete', not_found: 'klegal.applications.not_incomplete' };

const who = (a: IncompleteApplication) => a.name_korean || a.name_english || a.email || a.id.slice(0, 8);

function RemoveButton({ application }: { application: IncompleteApplication }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dp.removeLawyerApplication(application.id);
      toast('klegal.applications.removed');
      setOpen(false);
      refresh();
    } catch (err) {
      const hint = (err as { body?: { hint?: string } }).body?.hint;
      errorToast('klegal.applications.remove_failed', err, hint ? hints[hint] ?? null : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="klegal.applications.remove" color="error" onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
        <DeleteIcon />
      </Button>
      <RemoveConfirm open={open} busy={busy} who={who(application)} email={application.email ?? ''} onConfirm={() => void remove()} onClose={() => setOpen(false)} />
    </>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <Typography component="p" variant="h6">{translate('klegal.applications.empty')}</Typography>
    </Box>
  );
}

export default function LawyerApplicationList() {
  const translate = useTranslate();
  const toast = useToast();
  return (
    <ConsoleList
      title={translate('klegal.menu.lawyer_applications')}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      perPage={25}
      empty={<Empty />}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.common.retry', 'error') }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>{translate('klegal.applications.intro')}</Typography>
      <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['applicant'])}>
        <FunctionField<IncompleteApplication> source="created_at" render={(a) => formatDateTime(a.created_at)} />
        <FunctionField<IncompleteApplication>
          source="applicant"
          sortBy="name_korean"
          render={(a) => (
            <Box>
              <Typography variant="body2">{a.name_korean || '-'}{a.name_english ? ` (${a.name_english})` : ''}</Typography>
              <Typography variant="caption" color="text.secondary" component="a" href={a.email ? `mailto:${a.email}` : undefined}>{a.email ?? '-'}</Typography>
            </Box>
          )}
        />
        <FunctionField<IncompleteApplication>
          source="email_confirmed_at"
          render={(a) => (
            <Chip size="small" variant="outlined" color={a.email_confirmed_at ? 'success' : 'default'}
              label={translate(a.email_confirmed_at ? 'klegal.applications.confirmed' : 'klegal.applications.unconfirmed')} />
          )}
        />
        <FunctionField<IncompleteApplication> source="last_sign_in_at" render={(a) => (a.last_sign_in_at ? formatDateTime(a.last_sign_in_at) : '-')} />
        <FunctionField<IncompleteApplication>
          source="certificate_path"
          sortable={false}
          render={(a) => (a.certificate_path ? <LawyerCertificateButton path={a.certificate_path} /> : translate('klegal.applications.no_certificate'))}
        />
        <FunctionField<IncompleteApplication> label="klegal.common.actions" sortable={false} render={(a) => <RemoveButton application={a} />} />
      </Datagrid>
    </ConsoleList>
  );
}
