// A statement's lines (lawyer_settlement_entries filtered by statement_id), one row per ledger line
// so the lawyer can check it line by line: date (KST), booking, kind, list fee, coupon discount and
// who bears it, PG fee, platform fee, net; and the CSV download of those lines.
import { DownloadOutlined } from '@ant-design/icons';
import { useList, useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useMemo } from 'react';
import { formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';
import { settlementTexts } from '../../i18n/settlement.ts';
import {
  bearerLabel, bookingLabel, clientName, ENTRIES_RESOURCE, kindLabel, kstDateTime, periodLabel, statementCsv, statementCsvName,
  type LineBooking, type SettlementEntry, type SettlementStatement,
} from './settlement.ts';

const l = settlementTexts.lines;
const BOOKING_SELECT = 'id,booking_date,booking_time,client_name_korean,client_name_english';

/** The statement's lines and the bookings they are about (the lawyer's own, booking_details). */
export function useStatementLines(statementId: string | undefined) {
  const entries = useList<SettlementEntry>({
    resource: ENTRIES_RESOURCE,
    filters: [{ field: 'statement_id', operator: 'eq', value: statementId }],
    sorters: [{ field: 'created_at', order: 'asc' }, { field: 'id', order: 'asc' }],
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(statementId) },
    errorNotification: false,
  });
  const rows = useMemo(() => entries.result.data ?? [], [entries.result.data]);
  const ids = useMemo(() => [...new Set(rows.map((e) => e.booking_id).filter((x): x is string => Boolean(x)))], [rows]);
  const bookings = useList<LineBooking & { id: string }>({
    resource: 'booking_details',
    filters: [{ field: 'id', operator: 'in', value: ids }],
    pagination: { mode: 'off' },
    meta: { select: BOOKING_SELECT },
    queryOptions: { enabled: ids.length > 0 },
    errorNotification: false,
  });
  const byId = useMemo(() => new Map((bookings.result.data ?? []).map((b) => [b.id, b])), [bookings.result.data]);
  return { rows, bookings: byId, isLoading: entries.query.isLoading, isError: entries.query.isError || bookings.query.isError };
}

/** Saves text as a file (a Blob link; nothing leaves the browser). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const money = (n: number) => formatWon(n);

export function StatementLines({ statement, testId }: { statement: SettlementStatement; testId: string }) {
  const { rows, bookings, isLoading, isError } = useStatementLines(statement.id);
  const { open } = useNotification();
  const caption = l.captionOf(periodLabel(statement));

  const onDownload = () => {
    download(statementCsvName(statement), statementCsv(rows, bookings));
    open?.({ key: 'settlement-csv', type: 'success', message: settlementTexts.detail.downloaded });
  };

  return (
    <div data-testid={testId}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', margin: '12px 0 8px' }}>
        <h3 className="lh-h" style={{ fontSize: 15, margin: 0 }}>
          {l.caption}
        </h3>
        <Button icon={<DownloadOutlined />} onClick={onDownload} disabled={isLoading || rows.length === 0}>
          {settlementTexts.detail.download}
        </Button>
      </div>
      {isError && (
        <p role="alert" style={{ color: '#b91c1c' }}>
          {settlementTexts.loadFailed}
        </p>
      )}
      {isLoading ? (
        <p className="lh-muted" role="status">
          {t.app.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="lh-muted">{settlementTexts.detail.empty}</p>
      ) : (
        // the wrapper scrolls on narrow screens; focusable so that keyboard users can scroll it
        <div className="lh-settle-scroll" tabIndex={0} role="region" aria-label={caption}>
          <table className="lh-settle-table lh-settle-lines">
            <caption className="lh-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{l.date}</th>
                <th scope="col">{l.booking}</th>
                <th scope="col">{l.kind}</th>
                <th scope="col" className="num">{l.listFee}</th>
                <th scope="col" className="num">{l.couponDiscount}</th>
                <th scope="col" className="num">{l.pgFee}</th>
                <th scope="col" className="num">{l.platformFee}</th>
                <th scope="col" className="num">{l.net}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => {
                const b = e.booking_id ? bookings.get(e.booking_id) : undefined;
                return (
                  <tr key={e.id} data-testid="settlement-line" data-kind={e.kind}>
                    <td>{kstDateTime(e.created_at)}</td>
                    <td>
                      {!e.booking_id ? (
                        e.reason || t.common.none
                      ) : (
                        <>
                          {bookingLabel(b) || e.booking_id.slice(0, 8)}
                          {b && <span className="lh-muted"> · {clientName(b) || t.common.none}</span>}
                        </>
                      )}
                    </td>
                    <td>{kindLabel(e.kind)}</td>
                    <td className="num">{money(e.list_fee)}</td>
                    <td className="num">
                      {e.coupon_discount ? (
                        <>
                          {money(e.coupon_discount)}
                          <br />
                          <small className="lh-muted">{bearerLabel(e)}</small>
                        </>
                      ) : (
                        t.common.none
                      )}
                    </td>
                    <td className="num">{money(e.pg_fee)}</td>
                    <td className="num">{money(e.platform_fee)}</td>
                    <td className="num">
                      <strong>{money(e.net_amount)}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
