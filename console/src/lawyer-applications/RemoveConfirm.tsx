// The confirmation before removing an incomplete lawyer application: who (name and e-mail) and
// what it does (the account and its certificate go; the e-mail may apply again).
import { Confirm, useTranslate } from 'react-admin';
import { DialogContentText } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';

interface Props {
  open: boolean;
  busy: boolean;
  /** the name, else the e-mail */
  who: string;
  email: string;
  onConfirm: () => void;
  onClose: () => void;
}

export default function RemoveConfirm({ open, busy, who, email, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={translate('klegal.applications.remove_confirm_title', { name: who })}
      content={
        <>
          {email && email !== who ? <DialogContentText component="p" sx={{ mb: 1.5 }}>{email}</DialogContentText> : null}
          <DialogContentText component="p">{translate('klegal.applications.remove_confirm_body')}</DialogContentText>
        </>
      }
      confirm={translate('klegal.applications.remove')}
      cancel={translate('klegal.common.cancel')}
      ConfirmIcon={DeleteIcon}
      CancelIcon={CloseIcon}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
