// The filters above a console list (issue 16): a search field, selects, switches and dates that
// write the list's filter (ra-core's useListContext().setFilters, so the URL and the store keep it
// as before). Plain MUI fields with their own state instead of react-admin's filter form, which
// brought react-hook-form and its input machinery (about 20 KB gzipped) onto every list.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { Box, Checkbox, FormControlLabel, IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';

/** Typed text reaches the list this long after the last key (react-admin's filter form: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

export type FilterSpec =
  /** free text (the data provider's `q`); `placeholder` is a message key and also the field's name */
  | { kind: 'search'; source: string; placeholder?: string }
  /** one of `choices` (message keys as names), or every row with `emptyText` */
  | { kind: 'select'; source: string; label: string; choices: { id: string; name: string }[]; emptyText?: string }
  /** a checkbox: on, `source` = true; off, no filter (MUI's Checkbox, already on every list for
   * the row selection, rather than a Switch) */
  | { kind: 'switch'; source: string; label: string }
  /** a day (YYYY-MM-DD) */
  | { kind: 'date'; source: string; label: string }
  /** anything else: the field is drawn by `render` with the filter's value and a setter */
  | { kind: 'custom'; source: string; render: (value: unknown, set: (value: unknown) => void) => ReactNode };

type Filters = Record<string, unknown>;

/** The filter with `source` set to `value`; empty values ('' null undefined false) remove the key. */
export function withFilter(filters: Filters, source: string, value: unknown): Filters {
  const next = { ...filters };
  if (value === '' || value === null || value === undefined || value === false) delete next[source];
  else next[source] = value;
  return next;
}

export function FilterBar({ filters }: { filters: FilterSpec[] }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  // the latest filter, for changes applied later (the search's debounce)
  const latest = useRef<{ values: Filters; displayed: Record<string, boolean> }>({ values: filterValues, displayed: displayedFilters });
  latest.current = { values: filterValues, displayed: displayedFilters };
  const set = (source: string, value: unknown) => {
    const { values, displayed } = latest.current;
    setFilters(withFilter(values, source, value), displayed);
  };
  return (
    <Box
      className="console-filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, py: 1, flex: '1 1 auto', minWidth: 0, '& .MuiFormControl-root': { m: 0 } }}
    >
      {filters.map((f) => (
        <Box key={f.source} className={`filter-field source-${f.source}`} sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Filter spec={f} value={filterValues[f.source]} set={(v) => set(f.source, v)} />
        </Box>
      ))}
    </Box>
  );
}

function Filter({ spec, value, set }: { spec: FilterSpec; value: unknown; set: (value: unknown) => void }) {
  const translate = useTranslate();
  switch (spec.kind) {
    case 'search':
      return <SearchFilter placeholder={translate(spec.placeholder ?? 'ra.action.search')} value={typeof value === 'string' ? value : ''} set={set} />;
    case 'select':
      return (
        <TextField
          select
          variant="filled"
          size="small"
          label={translate(spec.label)}
          value={typeof value === 'string' || typeof value === 'boolean' ? String(value) : ''}
          onChange={(e) => set(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {spec.emptyText ? <MenuItem value="">{translate(spec.emptyText)}</MenuItem> : null}
          {spec.choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {translate(c.name)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'switch':
      return (
        <FormControlLabel
          sx={{ mx: 0, minHeight: 48 }}
          control={<Checkbox checked={value === true || value === 'true'} onChange={(e) => set(e.target.checked ? true : undefined)} />}
          label={translate(spec.label)}
        />
      );
    case 'date':
      return (
        <TextField
          type="date"
          variant="filled"
          size="small"
          label={translate(spec.label)}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'custom':
      return <>{spec.render(value, set)}</>;
  }
}

/**
 * The search field: what is typed shows at once and reaches the list SEARCH_DEBOUNCE_MS after the
 * last key (at once when emptied); a change of the filter from elsewhere (the URL, going back)
 * replaces the text.
 */
function SearchFilter({ placeholder, value, set }: { placeholder: string; value: string; set: (value: unknown) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (v: string, delay: number) => {
    clearTimeout(timer.current);
    const apply = () => {
      sent.current = v;
      set(v);
    };
    if (delay) timer.current = setTimeout(apply, delay);
    else apply();
  };
  return (
    <TextField
      variant="filled"
      size="small"
      hiddenLabel
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        send(e.target.value, e.target.value ? SEARCH_DEBOUNCE_MS : 0);
      }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                <IconButton
                  size="small"
                  aria-label={translate('ra.action.clear_input_value')}
                  onClick={() => {
                    setText('');
                    send('', 0);
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: 0, sm: 260 }, width: { xs: '100%', sm: 'auto' } }}
    />
  );
}
