// A field to pick one record by typing a name or an e-mail: an ARIA combobox with the records
// found (react-admin's getList with `q`) listed under it. Used where react-admin's
// AutocompleteInput / MUI's Autocomplete were (the top-up's lawyer, the audit log's actor), which
// bring Popper and @popperjs/core (about 17 KB gzipped) and, for AutocompleteInput, a form.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useGetList, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { Box, CircularProgress, InputAdornment, MenuItem, Paper, TextField, Typography, type TextFieldProps } from '@mui/material';

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export interface RecordPickerProps<T extends RaRecord> {
  resource: string;
  sort: SortPayload;
  /** the option's text (also what the field shows once picked) */
  optionText: (record: T) => string;
  value: T | null;
  onChange: (record: T | null) => void;
  label: string;
  placeholder?: string;
  /** a message (already translated) in place of the helper text */
  error?: string;
  /** only once the list is first opened (nothing fetched for a field left alone) */
  fetchWhenOpened?: boolean;
  textFieldProps?: Partial<TextFieldProps>;
  /** the list over what follows the field (a filter bar) instead of under it (a dialog's form) */
  overlay?: boolean;
}

export function RecordPicker<T extends RaRecord>({ resource, sort, optionText, value, onChange, label, placeholder, error, fetchWhenOpened, textFieldProps, overlay }: RecordPickerProps<T>) {
  const translate = useTranslate();
  const id = useId();
  const listId = `${id}-list`;
  const [input, setInput] = useState(value ? optionText(value) : '');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(!fetchWhenOpened);
  const [active, setActive] = useState(-1);
  // a record picked or cleared from outside (the URL, a reset) replaces the text; a change made
  // here (typing clears the pick, picking sets it) has set the text already
  const own = useRef(false);
  useEffect(() => {
    if (own.current) own.current = false;
    else setInput(value ? optionText(value) : '');
    // optionText is a render helper: only the record matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value?.id]);
  const q = useDebounced(value ? '' : input);
  const { data, isPending } = useGetList<T>(resource, { filter: q ? { q } : {}, pagination: { page: 1, perPage: 20 }, sort }, { enabled: opened });
  const options = data ?? [];
  useEffect(() => setActive(-1), [data]);

  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const pick = (r: T) => {
    if (r.id !== value?.id) own.current = true;
    onChange(r);
    setInput(optionText(r));
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      // closes the list, not a dialog around it
      e.stopPropagation();
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <Box sx={overlay ? { position: 'relative' } : undefined}>
      <TextField
        {...textFieldProps}
        label={label}
        placeholder={placeholder}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          if (value) {
            own.current = true;
            onChange(null);
          }
          show();
        }}
        onClick={show}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        error={!!error}
        helperText={error ?? textFieldProps?.helperText}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
          },
          input: {
            endAdornment: open && isPending ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-hidden />
              </InputAdornment>
            ) : null,
          },
        }}
      />
      {open ? (
        <Paper
          variant={overlay ? 'elevation' : 'outlined'}
          elevation={overlay ? 8 : 0}
          component="ul"
          role="listbox"
          id={listId}
          aria-label={placeholder ?? label}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: 240,
            overflowY: 'auto',
            ...(overlay ? { position: 'absolute', top: '100%', left: 0, minWidth: '100%', width: 'max-content', maxWidth: '90vw', zIndex: (t) => t.zIndex.appBar - 1 } : {}),
          }}
        >
          {options.map((r, i) => (
            <MenuItem
              key={String(r.id)}
              component="li"
              role="option"
              id={optionId(i)}
              aria-selected={value?.id === r.id}
              selected={i === active}
              // keep the focus in the field (its blur closes the list)
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(r)}
              sx={{ whiteSpace: 'normal' }}
            >
              {optionText(r)}
            </MenuItem>
          ))}
          {!options.length && !isPending ? (
            <Typography component="li" role="presentation" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {translate('ra.navigation.no_results', { name: label })}
            </Typography>
          ) : null}
        </Paper>
      ) : null}
    </Box>
  );
}
