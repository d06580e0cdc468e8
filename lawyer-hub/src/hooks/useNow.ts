import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs`: booking actions depend on the clock (a hold runs
 * out, a consultation starts), so a page left open offers the right buttons without a reload.
 */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
