// A console list page (issue 16): react-admin's list controller (ra-core's ListBase: the query,
// sorting, pagination, selection, filters in the URL, export) in the console's own frame: the
// title in the top bar, the filter bar (common/FilterBar.tsx) and actions, the content in a card,
// the pagination. It replaces ra-ui-materialui's <List>, whose view imports the filter form
// (react-hook-form), the filter menu, saved queries, the create button and the configurable title
// on every list whether used or not.
import type { ReactNode } from 'react';
import {
  ExportButton,
  ListBase,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
  type Exporter,
  type ListControllerProps,
  type SortPayload,
} from 'react-admin';
import { Box, Card, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { LoadingPage } from '../layout/LoadingPage.tsx';
import { FilterBar, type FilterSpec } from './FilterBar.tsx';
import { PageTitle } from './PageTitle.tsx';
import { ConsolePagination } from './ConsolePagination.tsx';

export interface ConsoleListProps {
  /** the page's title (already translated), shown in the top bar */
  title: string;
  sort: SortPayload;
  perPage?: number;
  filters?: FilterSpec[];
  filterDefaultValues?: Record<string, unknown>;
  exporter?: Exporter | false;
  /** the toolbar's buttons (default: export when there is an exporter) */
  actions?: ReactNode;
  /** shown instead of the list when there is no row and no filter (default: a short message) */
  empty?: ReactNode;
  /** default: common/ConsolePagination.tsx */
  pagination?: ReactNode | false;
  queryOptions?: ListControllerProps['queryOptions'];
  children: ReactNode;
}

export function ConsoleList({ title, sort, perPage = 25, filters, filterDefaultValues, exporter, actions, empty, pagination, queryOptions, children }: ConsoleListProps) {
  return (
    <ListBase
      sort={sort}
      perPage={perPage}
      filterDefaultValues={filterDefaultValues}
      exporter={exporter}
      queryOptions={queryOptions}
      authLoading={<LoadingPage />}
    >
      <PageTitle title={title} />
      <ListView filters={filters} actions={actions === undefined ? (exporter ? <DefaultActions /> : null) : actions} empty={empty ?? <ListEmpty />} pagination={pagination}>
        {children}
      </ListView>
    </ListBase>
  );
}

function DefaultActions() {
  return (
    <TopToolbar>
      <ExportButton />
    </TopToolbar>
  );
}

function ListView({ filters, actions, empty, pagination, children }: { filters?: FilterSpec[]; actions: ReactNode; empty: ReactNode; pagination?: ReactNode | false; children: ReactNode }) {
  const { isPending, error, total, data, hasPreviousPage, hasNextPage, filterValues } = useListContext();
  // react-admin's rule: nothing loaded, no error and no filter set → the empty page
  const noRows = total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && !(data as unknown[] | undefined)?.length);
  if (!isPending && !error && noRows && !Object.keys(filterValues).length) return <Box className="list-page RaList-noResults">{empty}</Box>;
  return (
    <Box className="list-page RaList-root" sx={{ display: 'flex' }}>
      <Box className="RaList-main" sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}>
        {filters?.length || actions ? (
          <Box
            className="RaList-actions"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-end',
              gap: 1,
              // phones: the buttons above the filters (one column), as react-admin's list toolbar
              flexDirection: { xs: 'column-reverse', sm: 'row' },
              flexWrap: { xs: 'nowrap', sm: 'wrap', md: 'nowrap' },
              '& > .console-filters': { width: { xs: '100%', sm: 'auto' } },
            }}
          >
            {filters?.length ? <FilterBar filters={filters} /> : <span />}
            {actions}
          </Box>
        ) : null}
        <Card className="RaList-content" sx={{ position: 'relative', mt: filters?.length || actions ? 0 : 2, boxShadow: { xs: 'none', sm: 1 } }}>
          {children}
        </Card>
        {pagination === false ? null : (pagination ?? <ConsolePagination />)}
      </Box>
    </Box>
  );
}

/** No row yet (and no filter): react-admin's empty page, without its create button. */
function ListEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 0, _: resource });
  return (
    <Box sx={{ textAlign: 'center', color: 'text.disabled', py: 6, px: 2 }}>
      <InboxIcon sx={{ width: '9rem', height: '9rem' }} aria-hidden />
      <Typography component="p" variant="h4">
        {translate(`resources.${resource}.empty`, { _: translate('ra.page.empty', { name }) })}
      </Typography>
    </Box>
  );
}
