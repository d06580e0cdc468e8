// A list's pagination (issue 16): react-admin's <Pagination> rules (nothing while loading or
// without rows, the Korean "1-25 / 총 120" and rows-per-page texts) on MUI's TablePagination with
// its own first / previous / next / last buttons. react-admin's version numbers every page with
// MUI's Pagination (about 4 KB gzipped more on every list).
import type { MouseEvent } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { TablePagination, Toolbar, useMediaQuery, type Theme } from '@mui/material';

const DEFAULT_ROWS_PER_PAGE = [10, 25, 50];

export function ConsolePagination({ rowsPerPageOptions = DEFAULT_ROWS_PER_PAGE }: { rowsPerPageOptions?: number[] }) {
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((t) => t.breakpoints.down('md'));
  if (isPending) return <Toolbar variant="dense" />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  // an invalid page (after rows went away) shows nothing, as react-admin's
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;
  return (
    <TablePagination
      component="span"
      count={total ?? -1}
      page={page - 1}
      rowsPerPage={perPage}
      onPageChange={(e: MouseEvent<HTMLButtonElement> | null, p: number) => {
        e?.stopPropagation();
        setPage(p + 1);
      }}
      rowsPerPageOptions={small ? [] : rowsPerPageOptions}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1 && hasNextPage
          ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
          : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count === -1 ? to : count })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton={!small && pages !== undefined}
      showLastButton={!small && pages !== undefined}
      slotProps={{ actions: { nextButton: { disabled: !hasNextPage } } }}
    />
  );
}
