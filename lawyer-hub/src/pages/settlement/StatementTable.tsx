// The lawyer's statements (lawyer_settlement_statements, own rows by RLS), newest period first:
// period, status, entry count, net total, opening balance carried, payout, paid day and transfer
// reference; "내역 보기" opens a statement's lines.
import { useTable } from '@refinedev/antd';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { formatDate } from '../../domain/dates.ts';
import { formatNumber, formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';
import { periodLabel, STATEMENTS_RESOURCE, statusLabel, type SettlementStatement } from './settlement.ts';

const l = t.settlement.list;

const STATUS_COLOR: Record<string, string> = { open: 'processing', closed: 'default', paid: 'success', failed: 'error' };

export function StatusTag({ status }: { status: string }) {
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="statement-status">
      {statusLabel(status)}
    </Tag>
  );
}

export function StatementTable({ lawyerId, selectedId, onSelect }: { lawyerId: string; selectedId: string | null; onSelect: (id: string) => void }) {
  const { tableProps } = useTable<SettlementStatement>({
    resource: STATEMENTS_RESOURCE,
    syncWithLocation: false,
    filters: { permanent: [{ field: 'lawyer_id', operator: 'eq', value: lawyerId }] },
    sorters: { initial: [{ field: 'period_start', order: 'desc' }] },
    pagination: { pageSize: 12 },
    errorNotification: false,
  });

  const columns: ColumnsType<SettlementStatement> = [
    { title: l.period, dataIndex: 'period_start', key: 'period_start', sorter: true, defaultSortOrder: 'descend', render: (_: unknown, s) => periodLabel(s) },
    { title: l.status, dataIndex: 'status', key: 'status', render: (v: string) => <StatusTag status={v} /> },
    { title: l.entries, dataIndex: 'entry_count', key: 'entry_count', align: 'right', render: (v: number) => formatNumber(v) },
    { title: l.netTotal, dataIndex: 'net_total', key: 'net_total', align: 'right', render: (v: number) => formatWon(v) },
    { title: l.openingBalance, dataIndex: 'opening_balance', key: 'opening_balance', align: 'right', render: (v: number) => (v ? formatWon(v) : t.common.none) },
    { title: l.payout, dataIndex: 'payout_amount', key: 'payout_amount', align: 'right', render: (v: number | null) => (v === null ? t.common.none : formatWon(v)) },
    {
      title: l.paid,
      key: 'paid',
      render: (_: unknown, s) => (s.paid_at ? `${formatDate(s.paid_at)} / ${s.transfer_reference ?? t.common.none}` : t.common.none),
    },
    {
      title: <span className="lh-visually-hidden">{l.view}</span>,
      key: 'view',
      render: (_: unknown, s) => (
        <Button size="small" type={s.id === selectedId ? 'primary' : 'default'} onClick={() => onSelect(s.id)} aria-label={l.viewLabel(periodLabel(s))} aria-pressed={s.id === selectedId}>
          {l.view}
        </Button>
      ),
    },
  ];

  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<SettlementStatement>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={columns}
        locale={{ emptyText: l.empty }}
        onRow={(s) => ({ 'data-testid': 'statement-row', 'data-statement-id': s.id, 'data-status': s.status }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
