// The console theme: react-admin's default theme, K-Legal navy, system fonts with Korean
// fallbacks (no web fonts: nothing to download before first paint).
import type { CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"Noto Sans KR"',
  'Roboto',
  'sans-serif',
].join(',');

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1e3a8a' },
    secondary: { main: '#0f5e56' },
    background: { default: '#f5f6fa' },
    // darker than MUI's defaults so that badge text keeps a 4.5:1 contrast (WCAG AA)
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    success: { main: '#2e7d32' },
  },
  typography: { ...defaultTheme.typography, fontFamily },
  sidebar: { width: 232, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap', textTransform: 'none' } } },
    // A checkbox's `aria-label` names its <input>, not the decorative <span> around it. MUI puts
    // the prop on the outer span; react-admin's Datagrid row-select checkboxes (bulk actions) pass
    // only `aria-label`, so their inputs had no accessible name (axe: label / aria-prohibited-attr).
    // Callers that label the input through `inputProps` (the header's "select all") keep theirs.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: CheckboxProps) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: CheckboxProps) => {
            const inputProps = (ownerState.inputProps ?? {}) as Record<string, unknown>;
            const label = ownerState['aria-label'] ?? inputProps['aria-label'];
            return label ? { ...inputProps, 'aria-label': label } : inputProps;
          },
        },
      },
    },
  },
};
