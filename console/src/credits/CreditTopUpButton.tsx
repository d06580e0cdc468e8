// The top-up button of the credits list and a lawyer's page; its dialog (CreditTopUpDialog.tsx,
// with MUI's Autocomplete and Popper) loads when first opened, not with the page.
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import SavingsIcon from '@mui/icons-material/Savings';
import type { TopUpLawyer } from './CreditTopUpDialog.tsx';

const CreditTopUpDialog = lazy(() => import('./CreditTopUpDialog.tsx'));

export function CreditTopUpButton({ lawyer }: { lawyer?: TopUpLawyer }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on (as before: it closes with its transition)
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<SavingsIcon aria-hidden />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {translate('klegal.credits.top_up')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CreditTopUpDialog open={open} onClose={() => setOpen(false)} lawyer={lawyer} />
        </Suspense>
      ) : null}
    </>
  );
}
