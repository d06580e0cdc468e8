// A statement's lines (lawyer_settlement_entries by statement_id), oldest first, with every
// per-line amount: the list fee, the coupon discount and who bears it, the platform's promotion,
// the PG fee (and who bears it), the platform fee and the lawyer's net.
import { Datagrid, FunctionField, ReferenceManyField, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../../common/format.ts';
import { ConsolePagination } from '../../common/ConsolePagination.tsx';
import { datagridSx } from '../../common/SectionCard.tsx';
import { kindKey } from '../rules.ts';
import type { EntryRecord } from '../types.ts';
import { Won } from '../statements/Won.tsx';

const f = (k: string) => `resources.settlement-entries.fields.${k}`;

function Borne({ amount, by }: { amount: number; by: string | null }) {
  const translate = useTranslate();
  return (
    <Box>
      <Won value={amount} />
      {amount && by ? (
        <Typography variant="caption" color="text.secondary" component="p" data-borne-by={by}>{translate(`klegal.settlements.borne_by.${by}`)}</Typography>
      ) : null}
    </Box>
  );
}

export function EntryGrid() {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="settlement-entries" target="statement_id" sort={{ field: 'created_at', order: 'ASC' }} perPage={50} pagination={<ConsolePagination rowsPerPageOptions={[50]} />}>
      <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['reason'])} empty={<Typography variant="body2">{translate('klegal.settlements.no_lines')}</Typography>}>
        <FunctionField<EntryRecord> source="created_at" label={f('created_at')} render={(e) => formatDateTime(e.created_at)} />
        <FunctionField<EntryRecord> source="kind" label={f('kind')} render={(e) => (kindKey(e.kind) ? translate(kindKey(e.kind)!) : e.kind)} />
        <FunctionField<EntryRecord> source="booking_id" label={f('booking_id')} sortable={false} render={(e) => (e.booking_id ? <span title={e.booking_id}>{e.booking_id.slice(0, 8)}</span> : '-')} />
        <FunctionField<EntryRecord> source="list_fee" label={f('list_fee')} render={(e) => <Won value={e.list_fee} />} />
        <FunctionField<EntryRecord> source="coupon_discount" label={f('coupon_discount')} render={(e) => <Borne amount={e.coupon_discount} by={e.discount_borne_by} />} />
        <FunctionField<EntryRecord> source="platform_promotion" label={f('platform_promotion')} render={(e) => <Won value={e.platform_promotion} />} />
        <FunctionField<EntryRecord> source="amount_paid" label={f('amount_paid')} render={(e) => <Won value={e.amount_paid} />} />
        <FunctionField<EntryRecord> source="pg_fee" label={f('pg_fee')} render={(e) => <Borne amount={e.pg_fee} by={e.pg_fee_borne_by} />} />
        <FunctionField<EntryRecord> source="platform_fee" label={f('platform_fee')} render={(e) => <Won value={e.platform_fee} />} />
        <FunctionField<EntryRecord> source="net_amount" label={f('net_amount')} render={(e) => <Won value={e.net_amount} strong />} />
        <FunctionField<EntryRecord> source="reason" label={f('reason')} sortable={false} render={(e) => e.reason ?? '-'} />
      </Datagrid>
    </ReferenceManyField>
  );
}
