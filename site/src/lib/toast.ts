// In-app notifications (spec §3 "In-app notification", §4 lifecycle): a 'default' and a
// 'destructive' variant; only one is kept visible (a new one replaces the older); dismissing sets
// open = false and schedules removal after 1,000,000 ms. Framework-free, so Astro scripts and React
// islands share it; the Toaster (components/Toaster.astro + ui/toaster.ts) renders it.
import { createStore } from './store.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
  variant: ToastVariant;
  /** ms until it dismisses itself; 0 keeps it until closed */
  duration: number;
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'open'>>;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export const toasts = createStore<Toast[]>([]);

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const autoTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      removeToast(id);
    }, TOAST_REMOVE_DELAY),
  );
}

/** Dismisses one notification, or all when no id is given. */
export function dismissToast(id?: string): void {
  const ids = id ? [id] : toasts.get().map((t) => t.id);
  for (const i of ids) {
    clearTimeout(autoTimers.get(i));
    autoTimers.delete(i);
    scheduleRemoval(i);
  }
  toasts.set((list) => list.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
}

/** Deletes one notification, or all of them. */
export function removeToast(id?: string): void {
  if (id === undefined) {
    for (const t of removeTimers.values()) clearTimeout(t);
    removeTimers.clear();
  }
  toasts.set((list) => (id === undefined ? [] : list.filter((t) => t.id !== id)));
}

export function updateToast(id: string, fields: ToastInput): void {
  toasts.set((list) => list.map((t) => (t.id === id ? { ...t, ...fields } : t)));
}

function armAutoDismiss(t: Toast): void {
  if (t.duration > 0 && typeof window !== 'undefined') {
    autoTimers.set(t.id, setTimeout(() => dismissToast(t.id), t.duration));
  }
}

/** Shows a notification first, open; only TOAST_LIMIT are kept. */
export function toast(input: ToastInput) {
  const id = genId();
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    action: input.action,
    variant: input.variant ?? 'default',
    duration: input.duration ?? (input.variant === 'destructive' ? 8_000 : TOAST_DURATION),
    open: true,
  };
  const dropped = toasts.get().slice(TOAST_LIMIT - 1);
  for (const d of dropped) clearTimeout(autoTimers.get(d.id));
  toasts.set((list) => [item, ...list].slice(0, TOAST_LIMIT));
  armAutoDismiss(item);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (fields: ToastInput) => updateToast(id, fields),
  };
}

// A notification that must survive a full page navigation (e.g. "Logout complete" then /):
// kept in sessionStorage and shown by the next page's Toaster.
const FLASH_KEY = 'klegal.flash';

export function toastAfterNavigation(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ ...input, action: undefined }));
  } catch {
    /* storage blocked: the notification is lost, the navigation still happens */
  }
}

export function takeFlashToast(): ToastInput | null {
  try {
    const v = sessionStorage.getItem(FLASH_KEY);
    if (!v) return null;
    sessionStorage.removeItem(FLASH_KEY);
    return JSON.parse(v) as ToastInput;
  } catch {
    return null;
  }
}
