// The lawyer's statements (lawyer_settlement_statements, own rows by RLS), newest period first:
// period, status, entry count, net total, opening balance carried, payout, paid day and transfer
// reference; "내역 보기" opens a statement's lines. Refine's useTable (server-side pages and sort)
// over a plain table: antd's Table and the Form that @refinedev/antd's useTable brings would put
// this route ~190 KB over the portal's 280 KB budget (docs/benchmarks.md).
import { useTable } from '@refinedev/core';
import { Button } from 'antd';
import { formatDate } from '../../domain/dates.ts';
import { formatNumber, formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';
import { settlementTexts } from '../../i18n/settlement.ts';
import { periodLabel, STATEMENTS_RESOURCE, statusLabel, type SettlementStatement } from './settlement.ts';

const l = settlementTexts.list;
const PAGE_SIZE = 12;

// Dark text on light backgrounds (AA contrast), as the booking status tags
const STATUS_STYLE: Record<string, { color: string; background: string; borderColor: string }> = {
  open: { color: '#1e40af', background: '#eff6ff', borderColor: '#93c5fd' },
  closed: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
  paid: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  failed: { color: '#991b1b', background: '#fef2f2', borderColor: '#fca5a5' },
};

export function StatusTag({ status }: { status: string }) {
  return (
    <span className="lh-settle-tag" style={STATUS_STYLE[status] ?? STATUS_STYLE.closed} data-testid="statement-status">
      {statusLabel(status)}
    </span>
  );
}

export function StatementTable({ lawyerId, selectedId, onSelect }: { lawyerId: string; selectedId: string | null; onSelect: (id: string) => void }) {
  const { tableQuery, result, currentPage, setCurrentPage, pageCount, sorters, setSorters } = useTable<SettlementStatement>({
    resource: STATEMENTS_RESOURCE,
    syncWithLocation: false,
    filters: { permanent: [{ field: 'lawyer_id', operator: 'eq', value: lawyerId }] },
    sorters: { initial: [{ field: 'period_start', order: 'desc' }] },
    pagination: { pageSize: PAGE_SIZE },
    errorNotification: false,
  });
  const rows = result.data ?? [];
  const order = sorters.find((s) => s.field === 'period_start')?.order ?? 'desc';

  if (tableQuery.isLoading) return <p className="lh-muted" role="status">{t.app.loading}</p>;
  if (tableQuery.isError) return <p role="alert" style={{ color: '#b91c1c' }}>{settlementTexts.loadFailed}</p>;
  if (rows.length === 0) return <p className="lh-muted">{l.empty}</p>;

  return (
    <>
      <div className="lh-settle-scroll">
        <table className="lh-settle-table">
          <caption className="lh-visually-hidden">{l.title}</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={order === 'asc' ? 'ascending' : 'descending'}>
                <button type="button" className="lh-settle-sort" onClick={() => setSorters([{ field: 'period_start', order: order === 'asc' ? 'desc' : 'asc' }])}>
                  {l.period} {order === 'asc' ? '▲' : '▼'}
                </button>
              </th>
              <th scope="col">{l.status}</th>
              <th scope="col" className="num">{l.entries}</th>
              <th scope="col" className="num">{l.netTotal}</th>
              <th scope="col" className="num">{l.openingBalance}</th>
              <th scope="col" className="num">{l.payout}</th>
              <th scope="col">{l.paid}</th>
              <th scope="col">
                <span className="lh-visually-hidden">{l.view}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id} data-testid="statement-row" data-statement-id={s.id} data-status={s.status} data-selected={s.id === selectedId || undefined}>
                <td>{periodLabel(s)}</td>
                <td>
                  <StatusTag status={s.status} />
                </td>
                <td className="num">{formatNumber(s.entry_count)}</td>
                <td className="num">{formatWon(s.net_total)}</td>
                <td className="num">{s.opening_balance ? formatWon(s.opening_balance) : t.common.none}</td>
                <td className="num">{s.payout_amount === null ? t.common.none : formatWon(s.payout_amount)}</td>
                <td>{s.paid_at ? `${formatDate(s.paid_at)} / ${s.transfer_reference ?? t.common.none}` : t.common.none}</td>
                <td>
                  <Button size="small" type={s.id === selectedId ? 'primary' : 'default'} onClick={() => onSelect(s.id)} aria-label={l.viewLabel(periodLabel(s))} aria-pressed={s.id === selectedId}>
                    {l.view}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="lh-settle-pager" aria-label={l.pages}>
          <Button size="small" disabled={currentPage <= 1} onClick={() => setCurrentPage(currentPage - 1)}>
            {l.previous}
          </Button>
          <span>{l.page(currentPage, pageCount)}</span>
          <Button size="small" disabled={currentPage >= pageCount} onClick={() => setCurrentPage(currentPage + 1)}>
            {l.next}
          </Button>
        </nav>
      )}
    </>
  );
}
