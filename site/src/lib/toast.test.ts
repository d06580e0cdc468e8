import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, removeToast, takeFlashToast, toast, TOAST_REMOVE_DELAY, toastAfterNavigation, toasts } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  removeToast();
});
afterEach(() => vi.useRealTimers());

describe('notifications (spec §4 lifecycle)', () => {
  it('keeps only one, the newest first, open', () => {
    toast({ title: 'one' });
    const b = toast({ title: 'two', variant: 'destructive' });
    expect(toasts.get()).toHaveLength(1);
    expect(toasts.get()[0]).toMatchObject({ id: b.id, title: 'two', variant: 'destructive', open: true });
  });
  it('uses incrementing string ids', () => {
    const a = toast({ title: 'a' });
    const b = toast({ title: 'b' });
    expect(Number(b.id)).toBe(Number(a.id) + 1);
  });
  it('updates by id', () => {
    const a = toast({ title: 'a' });
    a.update({ description: 'more' });
    expect(toasts.get()[0]).toMatchObject({ title: 'a', description: 'more' });
  });
  it('dismisses (open = false) and removes after 1,000,000 ms', () => {
    const a = toast({ title: 'a', duration: 0 });
    dismissToast(a.id);
    expect(toasts.get()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toHaveLength(0);
  });
  it('dismisses itself after its duration', () => {
    toast({ title: 'a', duration: 5000 });
    vi.advanceTimersByTime(5000);
    expect(toasts.get()[0]!.open).toBe(false);
  });
  it('dismisses all when no id is given', () => {
    toast({ title: 'a', duration: 0 });
    dismissToast();
    expect(toasts.get().every((t) => !t.open)).toBe(true);
  });
  it('carries a notification across a page navigation once', () => {
    toastAfterNavigation({ title: 'Logout complete' });
    expect(takeFlashToast()).toMatchObject({ title: 'Logout complete' });
    expect(takeFlashToast()).toBeNull();
  });
});
