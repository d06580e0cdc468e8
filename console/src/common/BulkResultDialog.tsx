// The outcome of a bulk action (common/BulkActionButton.tsx): the Korean summary and every row with
// its status and, when skipped or failed, why.
import { useTranslate } from 'react-admin';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { bulkCounts, type BulkOutcome } from './bulk.ts';

const CHIP = { done: 'success', skipped: 'default', failed: 'error' } as const;

export default function BulkResultDialog({ label, outcomes, onClose }: { label: string; outcomes: BulkOutcome[]; onClose: () => void }) {
  const translate = useTranslate();
  const counts = bulkCounts(outcomes);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-result-title">
      <DialogTitle id="bulk-result-title">{translate('klegal.bulk.result_title', { action: translate(label) })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} data-testid="bulk-summary">
          {translate('klegal.bulk.summary', { action: translate(label), ...counts })}
        </Typography>
        <List dense disablePadding>
          {outcomes.map((o) => (
            <ListItem key={String(o.id)} disableGutters data-testid="bulk-row" data-status={o.status}
              secondaryAction={<Chip size="small" variant="outlined" color={CHIP[o.status]} label={translate(`klegal.bulk.status.${o.status}`)} />}>
              <ListItemText
                primary={o.label}
                secondary={o.message ? `${translate(o.message, { _: o.message })}${o.detail ? ` (${o.detail})` : ''}` : null}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('klegal.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
