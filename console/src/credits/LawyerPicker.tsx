// The lawyer field of the top-up dialog: type a name or an e-mail, pick one of the lawyers found
// (ARIA combobox with its list of options under the field). Written for this one field instead of
// MUI's Autocomplete, which brings Popper and @popperjs/core (about 17 KB gzipped) into the dialog.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { CircularProgress, InputAdornment, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { LawyerRecord } from '../types.ts';
import type { TopUpLawyer } from './CreditTopUpDialog.tsx';

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function LawyerPicker({ value, onChange, error }: { value: TopUpLawyer | null; onChange: (l: TopUpLawyer | null) => void; error?: string }) {
  const translate = useTranslate();
  const id = useId();
  const listId = `${id}-list`;
  const [input, setInput] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value ? '' : input);
  const { data, isPending } = useGetList<LawyerRecord>('lawyers', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'profiles.name_korean', order: 'ASC' },
  });
  const options = useMemo<TopUpLawyer[]>(
    () =>
      (data ?? []).map((l) => ({
        id: l.id,
        name: `${l.profiles?.name_korean || l.profiles?.name_english || '-'} (${l.profiles?.email ?? ''})`,
        credits: l.credits,
      })),
    [data],
  );
  useEffect(() => setActive(-1), [options]);

  const pick = (o: TopUpLawyer) => {
    onChange(o);
    setInput(o.name);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      // closes the list, not the dialog
      e.stopPropagation();
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  const searching = open && isPending;
  return (
    <>
      <TextField
        label={translate('klegal.credits.lawyer')}
        placeholder={translate('klegal.credits.lawyer_search')}
        margin="normal"
        required
        fullWidth
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          if (value) onChange(null);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        error={!!error}
        helperText={error ? translate(error) : ' '}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
          },
          input: { endAdornment: searching ? <InputAdornment position="end"><CircularProgress size={18} aria-hidden /></InputAdornment> : null },
        }}
      />
      {open ? (
        <Paper
          variant="outlined"
          component="ul"
          role="listbox"
          id={listId}
          aria-label={translate('klegal.credits.lawyer_search')}
          sx={{ listStyle: 'none', m: 0, mt: -2, mb: 1, p: 0, maxHeight: 240, overflowY: 'auto' }}
        >
          {options.map((o, i) => (
            <MenuItem
              key={o.id}
              component="li"
              role="option"
              id={optionId(i)}
              aria-selected={value?.id === o.id}
              selected={i === active}
              // keep the focus in the field (its blur closes the list)
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
              sx={{ whiteSpace: 'normal' }}
            >
              {o.name}
            </MenuItem>
          ))}
          {!options.length && !isPending ? (
            <Typography component="li" role="presentation" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {translate('ra.navigation.no_results', { name: translate('klegal.credits.lawyer') })}
            </Typography>
          ) : null}
        </Paper>
      ) : null}
    </>
  );
}
