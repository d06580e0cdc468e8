// A statement's figures: period and status, then the totals its lines add up to (list fees, the
// lawyer's own coupon discounts, the platform's promotions, PG fee, platform fee 0, net), the
// negative balance carried in and the payout.
import { formatNumber, formatWon } from '../../domain/money.ts';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { settlementTexts } from '../../i18n/settlement.ts';
import { periodLabel, type SettlementStatement } from './settlement.ts';
import { StatusTag } from './StatementTable.tsx';

const s = settlementTexts;

export function StatementSummary({ statement }: { statement: SettlementStatement }) {
  const rows: [string, string][] = [
    [s.list.period, periodLabel(statement)],
    [s.list.entries, s.detail.count(formatNumber(statement.entry_count))],
    [s.totals.listFee, formatWon(statement.list_fee_total)],
    [s.totals.lawyerDiscount, formatWon(-statement.lawyer_discount_total)],
    [s.totals.platformPromotion, formatWon(statement.platform_promotion_total)],
    [s.totals.pgFee, formatWon(-statement.pg_fee_total)],
    [s.totals.platformFee, formatWon(-statement.platform_fee_total)],
    [s.totals.net, formatWon(statement.net_total)],
  ];
  if (statement.status !== 'open') {
    rows.push([s.totals.opening, formatWon(statement.opening_balance)], [s.totals.payout, formatWon(statement.payout_amount)]);
  }
  if (statement.paid_at) rows.push([s.list.paid, `${formatDate(statement.paid_at)} / ${statement.transfer_reference ?? t.common.none}`]);
  return (
    <div data-testid="statement-summary">
      <StatusTag status={statement.status} />
      <dl className="lh-member-fields">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {statement.status === 'failed' && statement.failure_reason && (
        <p role="status" style={{ color: '#b91c1c' }}>
          {s.detail.failure(statement.failure_reason)}
        </p>
      )}
    </div>
  );
}
