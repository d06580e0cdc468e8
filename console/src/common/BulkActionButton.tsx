// A bulk action of a list (issue 16): runs common/bulk.ts over the selected rows (fetching the
// ones selected on other pages), then shows the Korean summary as a notification and the outcome
// of every row in a dialog; the list is refreshed, and the selection cleared when the dialog closes.
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { bulkCounts, runBulk, type BulkOutcome, type BulkSpec } from './bulk.ts';

// the result dialog loads with the first bulk action (not with the list)
const loadResultDialog = () => import('./BulkResultDialog.tsx');
const BulkResultDialog = lazy(loadResultDialog);

/**
 * Datagrid sx for lists with bulk actions: react-admin slides its bulk toolbar up over the list's
 * own toolbar, which the console's horizontally scrolling tables clip (and the list toolbar then
 * takes the clicks); here it opens in place above the table instead.
 */
export const bulkToolbarSx = {
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
} as const;

export function BulkActionButton<T extends RaRecord>({
  label,
  icon,
  spec,
  confirmKey,
  testId,
}: {
  label: string;
  icon?: ReactElement;
  spec: BulkSpec<T>;
  /** Message key of a confirmation asked first (window.confirm, as the console's other confirmations). */
  confirmKey?: string;
  testId?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, data, resource, onUnselectItems } = useListContext<T>();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);

  const start = async () => {
    if (confirmKey && !window.confirm(translate(confirmKey, { count: selectedIds.length }))) return;
    setBusy(true);
    void loadResultDialog().catch(() => undefined);
    try {
      const onPage = (data ?? []).filter((r) => selectedIds.includes(r.id));
      const missing = selectedIds.filter((id) => !onPage.some((r) => r.id === id));
      const others = missing.length ? ((await dataProvider.getMany<T>(resource, { ids: missing })).data ?? []) : [];
      const result = await runBulk([...onPage, ...others], spec);
      const c = bulkCounts(result);
      notify(translate('klegal.bulk.summary', { action: translate(label), ...c }), { type: c.failed ? 'warning' : 'success' });
      setOutcomes(result);
      refresh();
    } finally {
      setBusy(false);
    }
  };

  // the selection is cleared when the result is closed (the bulk toolbar, and this dialog in it,
  // goes away with the selection)
  const close = () => {
    setOutcomes(null);
    onUnselectItems();
  };
  return (
    <>
      <Button label={label} onClick={start} disabled={busy || selectedIds.length === 0} data-testid={testId}>
        {icon}
      </Button>
      {outcomes ? (
        <Suspense fallback={null}>
          <BulkResultDialog label={label} outcomes={outcomes} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
