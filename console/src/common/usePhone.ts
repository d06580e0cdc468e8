// Phones (below theme.breakpoints 'sm', 600 px): lists show react-admin's SimpleList instead of a
// Datagrid, so every row's actions are on screen (issue 16).
import { useMediaQuery, type Theme } from '@mui/material';

export function usePhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
