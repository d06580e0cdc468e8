// The 정산 actions: the list's toolbar (export, 기간 마감, 이체 파일, PortOne 지급, 정산 조정) and a statement's
// payout buttons (지급 완료 on a closed or failed statement with something to pay, 지급 실패 on a
// closed one). Each dialog loads when first opened, not with the page.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { Box, Button } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import DownloadIcon from '@mui/icons-material/Download';
import TuneIcon from '@mui/icons-material/Tune';
import SendIcon from '@mui/icons-material/Send';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import type { StatementRecord } from '../types.ts';

const ClosePeriodDialog = lazy(() => import('../dialogs/ClosePeriodDialog.tsx'));
const TransferFileDialog = lazy(() => import('../dialogs/TransferFileDialog.tsx'));
const PortOneTransferDialog = lazy(() => import('../dialogs/PortOneTransferDialog.tsx'));
const AdjustDialog = lazy(() => import('../dialogs/AdjustDialog.tsx'));
const MarkPaidDialog = lazy(() => import('../dialogs/MarkPaidDialog.tsx'));
const MarkFailedDialog = lazy(() => import('../dialogs/MarkFailedDialog.tsx'));

type DialogProps<P> = P & { open: boolean; onClose: () => void };

function DialogButton<P extends object>({ label, icon, color, variant = 'outlined', dialog: Dialog, props }: {
  label: string;
  icon: ReactNode;
  color?: 'primary' | 'success' | 'warning';
  variant?: 'outlined' | 'contained';
  dialog: LazyExoticComponent<ComponentType<DialogProps<P>>>;
  props: P;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that it closes with its transition
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={color}
        startIcon={icon}
        onClick={(e) => {
          e.stopPropagation();
          setOpened(true);
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          {/* clicks inside the dialog must not reach the row under it (its rowClick) */}
          <Box component="span" onClick={(e) => e.stopPropagation()}>
            <Dialog {...(props as DialogProps<P>)} open={open} onClose={() => setOpen(false)} />
          </Box>
        </Suspense>
      ) : null}
    </>
  );
}

export function SettlementListActions() {
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ExportButton />
      <DialogButton label="klegal.settlements.adjust" icon={<TuneIcon aria-hidden />} dialog={AdjustDialog} props={{}} />
      <DialogButton label="klegal.settlements.transfer_file" icon={<DownloadIcon aria-hidden />} dialog={TransferFileDialog} props={{}} />
      <DialogButton label="klegal.settlements.portone.button" icon={<SendIcon aria-hidden />} dialog={PortOneTransferDialog} props={{}} />
      <DialogButton label="klegal.settlements.close_period" icon={<EventAvailableIcon aria-hidden />} variant="contained" dialog={ClosePeriodDialog} props={{}} />
    </TopToolbar>
  );
}

export const canMarkPaid = (s: Pick<StatementRecord, 'status' | 'payout_amount'>) => (s.status === 'closed' || s.status === 'failed') && (s.payout_amount ?? 0) > 0;
export const canMarkFailed = (s: Pick<StatementRecord, 'status'>) => s.status === 'closed';

export function PayoutButtons({ statement }: { statement: StatementRecord }) {
  if (!canMarkPaid(statement) && !canMarkFailed(statement)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {canMarkPaid(statement) ? (
        <DialogButton label="klegal.settlements.mark_paid" icon={<CheckIcon aria-hidden />} color="success" dialog={MarkPaidDialog} props={{ statement }} />
      ) : null}
      {canMarkFailed(statement) ? (
        <DialogButton label="klegal.settlements.mark_failed" icon={<ErrorIcon aria-hidden />} color="warning" dialog={MarkFailedDialog} props={{ statement }} />
      ) : null}
    </Box>
  );
}
