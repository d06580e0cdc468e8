// The inline status dropdown that saves at once (spec §2; any status to any status), through
// admin_update_free_checkup; the list reloads afterwards.
import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { CheckupStatus, FreeCheckupRecord } from '../types.ts';
import { checkupStatuses, checkupStatusKey } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';

export function FreeCheckupStatusSelect({ checkup }: { checkup: FreeCheckupRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [value, setValue] = useState<CheckupStatus>(checkup.status);
  const [busy, setBusy] = useState(false);
  const [prev, setPrev] = useState(checkup.status);
  if (prev !== checkup.status) {
    setPrev(checkup.status);
    setValue(checkup.status);
  }

  async function change(next: CheckupStatus) {
    if (next === value) return;
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      await dataProvider.updateFreeCheckup(checkup.id, { status: next });
      toast('klegal.checkups.status_updated_title', 'klegal.checkups.status_updated_body');
      refresh();
    } catch {
      setValue(before);
      toast('klegal.checkups.status_failed_title', 'klegal.checkups.status_failed_body', 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <TextField
      select
      variant="outlined"
      margin="none"
      size="small"
      value={value}
      disabled={busy}
      onChange={(e) => void change(e.target.value as CheckupStatus)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': translate('klegal.checkups.status_label', { name: checkup.name }) } }}
      sx={{ minWidth: 120 }}
      data-testid="checkup-status"
    >
      {checkupStatuses.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(checkupStatusKey(s))}
        </MenuItem>
      ))}
    </TextField>
  );
}
