// The list at phone size (below 600 px; issue 16), loaded only there: react-admin's SimpleList
// with each row's chips and actions on screen.
import { SimpleList, useTranslate } from 'react-admin';
import type { CreditLedgerRecord } from '../types.ts';
import { formatDateTime, formatNumber } from '../common/format.ts';
import { CreditDelta } from './CreditDelta.tsx';

export default function CreditPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<CreditLedgerRecord>
      rowClick={(_, __, r) => `/lawyers/${(r as CreditLedgerRecord).lawyer_id}/show`}
      primaryText={(c) => c.lawyers?.profiles?.name_korean || c.lawyers?.profiles?.name_english || '-'}
      secondaryText={(c) => (
        <span data-testid="credit-row">
          {formatDateTime(c.created_at)} · {translate(`klegal.credits.reason.${c.reason}`)} · {formatNumber(c.balance_after)}
          {c.note ? ` · ${c.note}` : ''}
        </span>
      )}
      tertiaryText={(c) => <CreditDelta delta={c.delta} />}
    />
  );
}
