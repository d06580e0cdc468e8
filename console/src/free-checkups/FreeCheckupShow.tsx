// The details dialog (spec §2 "Free consultation request management"): every field, the
// attached documents (private bucket, opened through signed URLs) and the admin memo with save;
// after saving, the list reloads and the dialog closes.
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { CheckupDocument, ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { FreeCheckupRecord } from '../types.ts';
import { FieldGrid } from '../common/SectionCard.tsx';
import { formatDateTime } from '../common/format.ts';
import { checkupStatusKey, enumLabel } from '../common/status.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';

export const MEMO_MAX = 5000;
const DOCUMENT_URL_TTL_S = 120;

function Documents({ checkupId }: { checkupId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [docs, setDocs] = useState<CheckupDocument[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    dataProvider
      .listCheckupDocuments(checkupId)
      .then(({ data }) => live && setDocs(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [checkupId, dataProvider]);

  async function open(doc: CheckupDocument) {
    const tab = window.open('', '_blank');
    try {
      const { data: url } = await dataProvider.signedUrl('free-checkup-documents', doc.path, DOCUMENT_URL_TTL_S);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (e) {
      tab?.close();
      errorToast('klegal.checkups.documents_failed', e);
    }
  }

  if (failed) return <Typography variant="body2">{translate('klegal.checkups.documents_failed')}</Typography>;
  if (docs === null) return <CircularProgress size={18} aria-label={translate('klegal.common.loading')} />;
  if (!docs.length) return <Typography variant="body2">{translate('klegal.checkups.documents_none')}</Typography>;
  return (
    <List dense disablePadding>
      {docs.map((d) => (
        <ListItem key={d.path} disableGutters>
          <AttachFileIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
          <Link component="button" type="button" onClick={() => void open(d)} underline="hover">
            {d.name}
            <span className="sr-only"> {translate('klegal.common.opens_new_tab')}</span>
          </Link>
          {d.size ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {Math.ceil(d.size / 1024)} KB
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

export default function FreeCheckupShowDialog({ checkup, open, onClose }: { checkup: FreeCheckupRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [memo, setMemo] = useState(checkup.admin_notes ?? '');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setMemo(checkup.admin_notes ?? '');
  }, [open, checkup.admin_notes]);

  async function saveMemo() {
    setBusy(true);
    try {
      await dataProvider.updateFreeCheckup(checkup.id, { admin_notes: memo });
      toast('klegal.checkups.memo_saved_title', 'klegal.checkups.memo_saved_body');
      refresh();
      onClose();
    } catch (e) {
      errorToast('klegal.checkups.memo_failed_title', e, 'klegal.checkups.memo_failed_body');
    } finally {
      setBusy(false);
    }
  }

  const f = (k: string) => translate(`resources.free-checkups.fields.${k}`);
  const yesNo = (v: boolean | null) => (v === null ? '-' : translate(v ? 'klegal.common.yes' : 'klegal.common.no'));
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="checkup-title">
      <DialogTitle id="checkup-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {translate('klegal.checkups.dialog_title')}
        <Chip size="small" label={translate(checkupStatusKey(checkup.status))} />
        {checkup.is_urgent ? <Chip size="small" color="error" label={translate('klegal.checkups.urgent')} /> : null}
      </DialogTitle>
      <DialogContent dividers>
        <FieldGrid
          items={[
            { label: f('name'), value: checkup.name },
            { label: f('email'), value: checkup.email },
            { label: f('mobile'), value: checkup.mobile },
            { label: f('nationality'), value: checkup.nationality },
            { label: f('preferred_language'), value: enumLabel(translate, 'preferred_language', checkup.preferred_language) },
            { label: f('is_in_korea'), value: yesNo(checkup.is_in_korea) },
            { label: f('immigration_status'), value: enumLabel(translate, 'immigration_status', checkup.immigration_status) },
            { label: f('is_urgent'), value: translate(checkup.is_urgent ? 'klegal.checkups.urgent' : 'klegal.checkups.normal') },
            { label: f('created_at'), value: formatDateTime(checkup.created_at) },
            {
              label: f('privacy_consent'),
              value: checkup.privacy_consented_at
                ? translate('klegal.checkups.consent_value', { time: formatDateTime(checkup.privacy_consented_at), version: checkup.privacy_policy_version })
                : translate('klegal.checkups.consent_none'),
            },
            { label: f('category'), value: checkup.category },
            { label: f('sub_category'), value: checkup.sub_category },
            { label: f('issue_description'), value: checkup.issue_description, wide: true },
          ]}
        />
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="caption" color="text.secondary">
            {f('documents')}
          </Typography>
          <Documents checkupId={checkup.id} />
        </Box>
        <TextField
          label={f('admin_notes')}
          placeholder={translate('klegal.checkups.memo_placeholder')}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: MEMO_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('klegal.common.close')}
        </Button>
        <Button variant="contained" onClick={() => void saveMemo()} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
          {translate('klegal.checkups.memo_save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
