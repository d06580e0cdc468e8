// /lawyer/settlement (정산, issue 26): the running period's statement and its lines at the top, the
// settlement account beside it, the table of statements, and a statement's detail (its figures and
// lines, CSV download) when one is chosen (?statement=<id>, the link of the settlement e-mails).
// Everything is read under RLS (own rows) and written through set_settlement_account.
import { ReloadOutlined } from '@ant-design/icons';
import { useInvalidate, useList, useOne } from '@refinedev/core';
import { Button, Col, Row, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLawyerSession } from '../../components/access/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Panel } from '../../components/Panel.tsx';
import { kstDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { settlementTexts } from '../../i18n/settlement.ts';
import { AccountCard } from './AccountCard.tsx';
import { currentStatement, ENTRIES_RESOURCE, periodLabel, STATEMENTS_RESOURCE, type SettlementStatement } from './settlement.ts';
import { StatementLines } from './StatementLines.tsx';
import { StatementSummary } from './StatementSummary.tsx';
import { StatementTable } from './StatementTable.tsx';

const s = settlementTexts;

function CurrentStatement({ lawyerId }: { lawyerId: string }) {
  const { result, query } = useList<SettlementStatement>({
    resource: STATEMENTS_RESOURCE,
    filters: [
      { field: 'lawyer_id', operator: 'eq', value: lawyerId },
      { field: 'status', operator: 'eq', value: 'open' },
    ],
    sorters: [{ field: 'period_start', order: 'desc' }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const current = currentStatement(result.data ?? [], kstDate());
  return (
    <Panel title={<h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>{s.current.title}</h2>} data-testid="settlement-current">
      {query.isLoading ? (
        <Skeleton active />
      ) : query.isError ? (
        <p role="alert" style={{ color: '#b91c1c' }}>
          {s.loadFailed}
        </p>
      ) : current ? (
        <>
          <StatementSummary statement={current} />
          <p className="lh-muted" style={{ fontSize: 13, margin: '8px 0 0' }}>
            {s.current.note}
          </p>
          <StatementLines statement={current} testId="settlement-current-lines" />
        </>
      ) : (
        <p className="lh-muted">{s.current.none}</p>
      )}
    </Panel>
  );
}

function StatementDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { result, query } = useOne<SettlementStatement>({ resource: STATEMENTS_RESOURCE, id, errorNotification: false });
  const ref = useRef<HTMLDivElement>(null);
  const statement = result;
  // the chosen statement comes into view below the table
  useEffect(() => {
    if (statement) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [statement]);
  return (
    <div ref={ref}>
    <Panel
      title={<h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>{statement ? s.detail.title(periodLabel(statement)) : s.list.title}</h2>}
      extra={<Button onClick={onClose}>{s.detail.close}</Button>}
      data-testid="statement-detail"
      style={{ marginTop: 16 }}
    >
      {query.isLoading ? (
        <Skeleton active />
      ) : !statement ? (
        <p role="alert" style={{ color: '#b91c1c' }}>
          {s.loadFailed}
        </p>
      ) : (
        <>
          <StatementSummary statement={statement} />
          <StatementLines statement={statement} testId="statement-detail-lines" />
        </>
      )}
    </Panel>
    </div>
  );
}

/**
 * Approved lawyers see the page. A lawyer who is not approved sees it only while they have
 * statements (an approval revoked later must not hide money still owed); else a notice. This is
 * presentation only: the database decides what anyone may read or change.
 */
export default function SettlementPage() {
  const session = useLawyerSession();
  const { result, query } = useList<SettlementStatement>({
    resource: STATEMENTS_RESOURCE,
    filters: [{ field: 'lawyer_id', operator: 'eq', value: session.id }],
    pagination: { currentPage: 1, pageSize: 1 },
    meta: { select: 'id' },
    queryOptions: { enabled: !session.isApproved },
    errorNotification: false,
  });
  if (!session.isApproved) {
    if (query.isLoading) return <Skeleton active />;
    if ((result.total ?? 0) === 0) return <Notice tone="warning" title={s.unapprovedTitle} subtitle={s.unapproved} full={false} />;
  }
  return <Settlement lawyerId={session.id} />;
}

function Settlement({ lawyerId }: { lawyerId: string }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('statement');
  const invalidate = useInvalidate();

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('statement', id);
    else next.delete('statement');
    setParams(next, { replace: true });
  };

  const reload = () => {
    void invalidate({ resource: STATEMENTS_RESOURCE, invalidates: ['list', 'detail'] });
    void invalidate({ resource: ENTRIES_RESOURCE, invalidates: ['list'] });
  };

  return (
    <>
      <PageHeader
        title={s.title}
        subtitle={s.subtitle}
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {t.common.reload}
          </Button>
        }
      />
      <p className="lh-muted" data-testid="settlement-no-fee-share" style={{ margin: '0 0 16px' }}>
        {s.noFeeShare}
      </p>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <CurrentStatement lawyerId={lawyerId} />
        </Col>
        <Col xs={24} xl={8}>
          <AccountCard />
        </Col>
      </Row>
      <Panel title={<h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>{s.list.title}</h2>} style={{ marginTop: 16 }} data-testid="settlement-statements">
        <StatementTable lawyerId={lawyerId} selectedId={selected} onSelect={(id) => select(id)} />
      </Panel>
      {selected && <StatementDetail id={selected} onClose={() => select(null)} />}
    </>
  );
}
