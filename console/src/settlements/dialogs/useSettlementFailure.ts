// A failed settlement call as a toast: the database's refusal in the 정산 words (rules.ts), any
// other error by the console's general mapping (common/errors.ts).
import { useCallback } from 'react';
import { useErrorToast, useToast } from '../../common/useToast.ts';
import { settlementErrorMessage } from '../rules.ts';

export function useSettlementFailure() {
  const toast = useToast();
  const errorToast = useErrorToast();
  return useCallback(
    (title: string, error: unknown) => {
      const m = settlementErrorMessage(error);
      if (m) toast(title, m.key, 'error', m.args);
      else errorToast(title, error);
    },
    [toast, errorToast],
  );
}
