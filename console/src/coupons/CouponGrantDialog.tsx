// Grant a coupon to users (spec §2, §5 "Admin grant", §7 "Grant"): the users who do not hold it
// yet, select-all, '{selected}/{total}', 'grant to N'; at least one user. Saved through
// admin_grant_coupon (current holders are skipped by the function too).
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { ConsoleDataProvider, GrantCandidate } from '../providers/dataProvider.ts';
import type { CouponRecord } from '../types.ts';
import { useToast } from '../common/useToast.ts';

function candidateName(c: GrantCandidate): string {
  return c.name_korean || c.name_english || c.email || c.id;
}

export default function GrantDialog({ coupon, open, onClose }: { coupon: CouponRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const toast = useToast();
  const [candidates, setCandidates] = useState<GrantCandidate[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    dataProvider
      .getGrantCandidates(coupon.id)
      .then(({ data }) => live && setCandidates(data))
      .catch(() => {
        if (!live) return;
        setCandidates([]);
        toast('klegal.coupons.grant_users_failed', null, 'error');
      });
    return () => {
      live = false;
    };
  }, [coupon.id, dataProvider, toast]);

  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!candidates) return [];
    if (!q) return candidates;
    return candidates.filter((c) => [c.name_korean, c.name_english, c.email].some((v) => v?.toLowerCase().includes(q)));
  }, [candidates, filter]);

  const total = candidates?.length ?? 0;
  const allVisibleSelected = visible.length > 0 && visible.every((c) => selected.has(c.id));
  const someVisibleSelected = visible.some((c) => selected.has(c.id));

  function toggle(id: string) {
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  }

  function toggleAll() {
    setSelected((s) => {
      const n = new Set(s);
      if (allVisibleSelected) visible.forEach((c) => n.delete(c.id));
      else visible.forEach((c) => n.add(c.id));
      return n;
    });
  }

  async function grant() {
    if (selected.size === 0) {
      toast('klegal.coupons.grant_select_one', null, 'warning');
      return;
    }
    setBusy(true);
    try {
      const { data: count } = await dataProvider.grantCoupon(coupon.id, [...selected]);
      toast('klegal.coupons.grant_success', null, 'success', { count });
      onClose();
    } catch {
      toast('klegal.coupons.grant_failed', null, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="grant-title">
      <DialogTitle id="grant-title">{translate('klegal.coupons.grant_title', { name: coupon.name_korean })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('klegal.coupons.grant_intro')}
        </Typography>
        {candidates === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('klegal.common.loading')} />
          </Box>
        ) : total === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('klegal.coupons.grant_none_left')}</Typography>
        ) : (
          <>
            <TextField
              size="small"
              fullWidth
              label={translate('klegal.coupons.grant_filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              margin="dense"
            />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
              <FormControlLabel
                control={<Checkbox checked={allVisibleSelected} indeterminate={!allVisibleSelected && someVisibleSelected} onChange={toggleAll} />}
                label={translate('klegal.coupons.grant_select_all')}
              />
              <Typography variant="body2" aria-live="polite" data-testid="grant-counter">
                {translate('klegal.coupons.grant_counter', { selected: selected.size, total })}
              </Typography>
            </Box>
            <List dense sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {visible.map((c) => {
                const id = `grant-${c.id}`;
                return (
                  <ListItem key={c.id} disablePadding>
                    <ListItemButton onClick={() => toggle(c.id)} dense>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Checkbox edge="start" checked={selected.has(c.id)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': id } }} />
                      </ListItemIcon>
                      <ListItemText id={id} primary={candidateName(c)} secondary={c.email} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('klegal.common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void grant()}
          disabled={busy || selected.size === 0}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : <CardGiftcardIcon aria-hidden />}
        >
          {translate('klegal.coupons.grant_button', { count: selected.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
