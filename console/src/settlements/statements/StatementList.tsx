// /admin/settlements (issue 26, item 5): every lawyer's settlement statements by period and status,
// newest period first. Closing a period, the bank's transfer file and adjustments are in the
// toolbar; 지급 완료 / 지급 실패 on each payable row. A failed payout is flagged (warning chip with
// its reason) as a failed refund is in 결제 이벤트. Everything here is read under RLS (administrators
// read all statements) and changed only through the database's settlement functions.
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatNumber } from '../../common/format.ts';
import { datagridSx } from '../../common/SectionCard.tsx';
import { useCsvExporter } from '../../common/csv.ts';
import { useToast } from '../../common/useToast.ts';
import { ConsoleList } from '../../common/ConsoleList.tsx';
import { lawyerName, type StatementRecord } from '../types.ts';
import { StatementStatusChip } from './StatementStatusChip.tsx';
import { PayoutButtons, SettlementListActions } from './SettlementButtons.tsx';
import { STATEMENT_FILTERS } from './statementFilters.tsx';
import { STATEMENT_CSV } from './statementCsv.ts';
import { Won } from './Won.tsx';

/** No statement yet: the message, with the toolbar still there (an adjustment opens a statement). */
function Empty() {
  const translate = useTranslate();
  return (
    <Box>
      <SettlementListActions />
      <Typography component="p" variant="h6" sx={{ textAlign: 'center', color: 'text.secondary', py: 8 }}>
        {translate('resources.settlements.empty')}
      </Typography>
    </Box>
  );
}

export default function StatementList() {
  const translate = useTranslate();
  const toast = useToast();
  const exporter = useCsvExporter<StatementRecord>('settlements', STATEMENT_CSV);
  return (
    <ConsoleList
      title={translate('resources.settlements.name')}
      sort={{ field: 'period_end', order: 'DESC' }}
      filters={STATEMENT_FILTERS}
      exporter={exporter}
      actions={<SettlementListActions />}
      empty={<Empty />}
      perPage={25}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.common.retry', 'error') }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>{translate('klegal.settlements.intro')}</Typography>
      <Datagrid bulkActionButtons={false} rowClick="show" sx={datagridSx(['lawyer'])}>
        <FunctionField<StatementRecord>
          source="lawyer"
          sortable={false}
          render={(s) => (
            <Box>
              <Typography variant="body2">{lawyerName(s)}</Typography>
              <Typography variant="caption" color="text.secondary">{s.lawyers?.profiles?.email}</Typography>
            </Box>
          )}
        />
        <FunctionField<StatementRecord> source="period" sortBy="period_end" render={(s) => `${formatDate(s.period_start)} ~ ${formatDate(s.period_end)}`} />
        <FunctionField<StatementRecord> source="entry_count" render={(s) => formatNumber(s.entry_count)} />
        <FunctionField<StatementRecord> source="net_total" render={(s) => <Won value={s.net_total} />} />
        <FunctionField<StatementRecord> source="opening_balance" render={(s) => <Won value={s.opening_balance} />} />
        <FunctionField<StatementRecord> source="payout_amount" render={(s) => <Won value={s.payout_amount} strong />} />
        <FunctionField<StatementRecord> source="status" render={(s) => <StatementStatusChip status={s.status} reason={s.failure_reason} />} />
        <FunctionField<StatementRecord>
          source="paid"
          sortBy="paid_at"
          render={(s) =>
            s.paid_at ? (
              <Box>
                <Typography variant="body2">{formatDateTime(s.paid_at)}</Typography>
                <Typography variant="caption" color="text.secondary" data-testid="transfer-reference">{s.transfer_reference}</Typography>
              </Box>
            ) : (
              '-'
            )
          }
        />
        <FunctionField<StatementRecord> label="klegal.common.actions" sortable={false} render={(s) => <PayoutButtons statement={s} />} />
      </Datagrid>
    </ConsoleList>
  );
}
