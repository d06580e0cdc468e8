import { useSyncExternalStore } from 'react';

/** True while the media query matches (read synchronously on first render, no flash). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The portal's mobile layout: below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
