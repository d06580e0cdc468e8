import { useEffect } from 'react';
import { takeFlash } from '../providers/flash.ts';
import { useToast } from '../providers/notificationProvider.tsx';

/** Shows the toast left by the previous page before a full page navigation (once). */
export function FlashNotice() {
  const toast = useToast();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast({ key: 'flash', ...flash });
  }, [toast]);
  return null;
}
