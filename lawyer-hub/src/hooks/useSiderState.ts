// The sidebar's open/closed state, remembered for 7 days in a cookie (cookies survive the
// storage clearing that the log-in and logout do), and toggled with Ctrl/Cmd+B.
import { useCallback, useEffect, useState } from 'react';

export const SIDER_COOKIE = 'lawyer_sidebar_state';
export const SIDER_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export function readSiderCookie(cookie: string = typeof document !== 'undefined' ? document.cookie : ''): boolean {
  const m = new RegExp(`(?:^|;\\s*)${SIDER_COOKIE}=([^;]*)`).exec(cookie);
  return m ? m[1] !== 'collapsed' : true;
}

export function writeSiderCookie(open: boolean): void {
  document.cookie = `${SIDER_COOKIE}=${open ? 'expanded' : 'collapsed'}; path=/; max-age=${SIDER_COOKIE_MAX_AGE}; samesite=lax`;
}

/** True for Ctrl+B (Cmd+B on Apple keyboards), without Shift/Alt. */
export function isToggleShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'b';
}

export function useSiderState(onShortcut?: () => void) {
  const [open, setOpenState] = useState<boolean>(() => readSiderCookie());
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSiderCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((prev) => {
      writeSiderCookie(!prev);
      return !prev;
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isToggleShortcut(e)) return;
      e.preventDefault();
      if (onShortcut) onShortcut();
      else toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, onShortcut]);
  return { open, setOpen, toggle };
}
