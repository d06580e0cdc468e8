// A request's '상세보기' button; the details dialog (FreeCheckupShow.tsx) loads when first opened.
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import type { FreeCheckupRecord } from '../types.ts';

const FreeCheckupShowDialog = lazy(() => import('./FreeCheckupShow.tsx'));

export function FreeCheckupDetailsButton({ checkup }: { checkup: FreeCheckupRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={`${translate('klegal.checkups.details')}: ${checkup.name}`}
      >
        {translate('klegal.checkups.details')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FreeCheckupShowDialog checkup={checkup} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
