import { useNotification } from '@refinedev/core';
import { useEffect } from 'react';
import { takeFlash } from '../providers/flash.ts';

/** Shows the toast left by the previous page before a full page navigation (once). */
export function FlashNotice() {
  const { open } = useNotification();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) open?.({ key: 'flash', type: flash.type === 'success' ? 'success' : 'error', message: flash.message, description: flash.description });
  }, [open]);
  return null;
}
