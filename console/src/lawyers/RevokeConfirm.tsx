// The confirmation before revoking a lawyer's approval (LawyerApprovalButton.tsx): who is revoked
// (name and e-mail) and what it does.
import { Confirm, useTranslate } from 'react-admin';
import { DialogContentText } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import BlockIcon from '@mui/icons-material/Block';

interface Props {
  open: boolean;
  busy: boolean;
  /** the name, else the e-mail */
  who: string;
  email: string;
  onConfirm: () => void;
  onClose: () => void;
}

export default function RevokeConfirm({ open, busy, who, email, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={translate('klegal.lawyers.revoke_confirm_title', { name: who })}
      content={
        <>
          <DialogContentText component="p" sx={{ mb: 1.5 }} data-testid="revoke-who">
            <BlockIcon fontSize="small" color="warning" aria-hidden sx={{ verticalAlign: 'text-bottom', mr: 0.75 }} />
            {translate('klegal.lawyers.revoke_confirm_who', { name: who, email: email && email !== who ? ` (${email})` : '' })}
          </DialogContentText>
          <DialogContentText component="p">{translate('klegal.lawyers.revoke_confirm_body')}</DialogContentText>
        </>
      }
      confirm={translate('klegal.lawyers.revoke')}
      cancel={translate('klegal.common.cancel')}
      // the revoke's own icon (not react-admin's check mark), and a plain close for cancel
      ConfirmIcon={BlockIcon}
      CancelIcon={CloseIcon}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
