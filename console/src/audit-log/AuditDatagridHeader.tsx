// The audit log's table header: react-admin's DatagridHeader for a Datagrid with `expand` and no
// bulk actions, the same cells and classes, plus a visually hidden name ('펼치기') in the expand
// column's header. react-admin's "expand all" button there is aria-hidden, which left an empty
// <th> (axe best practice empty-table-header).
import { Children, isValidElement, memo, useCallback, type MouseEvent, type ReactNode } from 'react';
import { DatagridClasses, DatagridHeaderCell, useExpandAll, useResourceContext, useTranslate, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { IconButton, TableCell, TableHead, TableRow } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Props {
  children?: ReactNode;
  className?: string;
  sort?: SortPayload;
  data?: RaRecord[];
  setSort?: (sort: SortPayload) => void;
}

/** react-admin's ExpandAllButton (not exported): opens or closes every row of the page. */
const ExpandAll = memo(function ExpandAll({ ids }: { ids: Identifier[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [expanded, toggle] = useExpandAll(resource ?? '', ids);
  if (!resource) return null;
  return (
    <IconButton
      className={`${DatagridClasses.expandIcon}${expanded ? ` ${DatagridClasses.expanded}` : ''}`}
      aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
      aria-expanded={expanded}
      tabIndex={-1}
      aria-hidden="true"
      onClick={toggle}
      size="small"
    >
      <ExpandMoreIcon fontSize="inherit" />
    </IconButton>
  );
});

export function AuditDatagridHeader({ children, className, sort, data, setSort }: Props) {
  const translate = useTranslate();
  const updateSort = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      if (!setSort) return;
      const field = event.currentTarget.dataset.field ?? '';
      const order = sort?.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (event.currentTarget.dataset.order as SortPayload['order']);
      setSort({ field, order });
    },
    [sort?.field, sort?.order, setSort],
  );
  return (
    <TableHead className={`${className ?? ''} ${DatagridClasses.thead}`}>
      <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
        <TableCell padding="none" className={`${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`}>
          <span className="sr-only">{translate('ra.action.expand')}</span>
          {data ? <ExpandAll ids={data.map((r) => r.id)} /> : null}
        </TableCell>
        {Children.map(children, (field, index) => {
          if (!isValidElement<{ source?: string; sortBy?: string }>(field)) return null;
          const { source, sortBy } = field.props;
          return (
            <DatagridHeaderCell
              key={source ?? index}
              className={`${DatagridClasses.headerCell} column-${source}`}
              sort={sort}
              field={field}
              isSorting={sort?.field === (sortBy || source)}
              updateSort={setSort ? updateSort : undefined}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}
