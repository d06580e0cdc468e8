// The period's last day, asked by the dialogs that act on a whole period (기간 마감, 이체 파일,
// PortOne 지급); `error` is a message key (rules.ts).
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';

export function PeriodEndField({ value, onChange, error, disabled }: {
  value: string;
  onChange: (day: string) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      label={translate('resources.settlements.fields.period_end')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      fullWidth
      margin="normal"
      disabled={disabled}
      error={!!error}
      helperText={error ? translate(error) : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
