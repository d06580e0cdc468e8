// A notification that survives one full page load (the spec's log-in ends with a full page
// navigation to the dashboard and a toast): stored in sessionStorage, shown once by <FlashNotice>.

export interface Flash {
  type: 'success' | 'error' | 'info' | 'warning';
  message: string;
  description?: string;
}

const KEY = 'lawyer-hub:flash';

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    /* storage unavailable: the toast is simply not shown */
  }
}

export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    return JSON.parse(raw) as Flash;
  } catch {
    return null;
  }
}
