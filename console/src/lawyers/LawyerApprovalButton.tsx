// Approve (unapproved lawyers) or revoke (approved lawyers) through the database function
// admin_set_lawyer_approval (spec §2, §7, §8). Revoking asks for confirmation first: it takes
// the lawyer off the public site at once.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Button, CircularProgress } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';

// the confirmation loads with the first revoke (a dialog for every row of the list otherwise)
const RevokeConfirm = lazy(() => import('./RevokeConfirm.tsx'));

interface Props {
  lawyer: { id: string; is_approved: boolean; profiles?: { name_korean: string | null; name_english: string | null; email?: string | null } | null };
  size?: 'small' | 'medium';
  /** without the icon (table rows) */
  compact?: boolean;
  onDone?: () => void;
}

export function LawyerApprovalButton({ lawyer, size = 'small', compact = false, onDone }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // mounted from the first revoke on (it closes with its transition)
  const [opened, setOpened] = useState(false);
  const name = lawyer.profiles?.name_korean || lawyer.profiles?.name_english || '';
  const email = lawyer.profiles?.email || '';
  // who is revoked, in the dialog: the name, else the e-mail, and the e-mail beside a name
  const who = name || email || translate('klegal.lawyers.revoke_unnamed');

  async function setApproval(approved: boolean) {
    setBusy(true);
    try {
      await dataProvider.setLawyerApproval(lawyer.id, approved);
      if (approved) toast('klegal.lawyers.approve_success_title', 'klegal.lawyers.approve_success_body');
      else toast('klegal.lawyers.revoke_success_title', 'klegal.lawyers.revoke_success_body');
      refresh();
      onDone?.();
    } catch (e) {
      errorToast(approved ? 'klegal.lawyers.approve_failed' : 'klegal.lawyers.revoke_failed', e);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const stop = (e: MouseEvent) => e.stopPropagation();

  if (!lawyer.is_approved) {
    return (
      <Button
        size={size}
        variant="contained"
        color="primary"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : compact ? null : <CheckIcon aria-hidden />}
        onClick={(e) => {
          stop(e);
          void setApproval(true);
        }}
        aria-label={name ? `${translate('klegal.lawyers.approve')}: ${name}` : undefined}
      >
        {translate('klegal.lawyers.approve')}
      </Button>
    );
  }
  return (
    <span onClick={stop}>
      <Button
        size={size}
        variant="outlined"
        color="error"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : compact ? null : <BlockIcon aria-hidden />}
        onClick={() => {
          setOpened(true);
          setConfirming(true);
        }}
        aria-label={name ? `${translate('klegal.lawyers.revoke')}: ${name}` : undefined}
      >
        {translate('klegal.lawyers.revoke')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <RevokeConfirm
            open={confirming}
            busy={busy}
            who={who}
            email={email}
            onConfirm={() => void setApproval(false)}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
