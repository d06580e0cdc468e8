import { describe, expect, it } from 'vitest';
import { isToggleShortcut, readSiderCookie, SIDER_COOKIE_MAX_AGE, writeSiderCookie } from './useSiderState.ts';

describe('sidebar state', () => {
  it('is open by default and remembers collapsed', () => {
    expect(readSiderCookie('')).toBe(true);
    expect(readSiderCookie('a=1; lawyer_sidebar_state=collapsed')).toBe(false);
    expect(readSiderCookie('lawyer_sidebar_state=expanded')).toBe(true);
  });
  it('is kept for 7 days', () => {
    expect(SIDER_COOKIE_MAX_AGE).toBe(604_800);
    writeSiderCookie(false);
    expect(readSiderCookie(document.cookie)).toBe(false);
    writeSiderCookie(true);
    expect(readSiderCookie(document.cookie)).toBe(true);
  });
  it('toggles with Ctrl+B or Cmd+B only', () => {
    const k = (o: Partial<KeyboardEvent>) => ({ key: 'b', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...o });
    expect(isToggleShortcut(k({ ctrlKey: true }))).toBe(true);
    expect(isToggleShortcut(k({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isToggleShortcut(k({}))).toBe(false);
    expect(isToggleShortcut(k({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isToggleShortcut(k({ ctrlKey: true, key: 'c' }))).toBe(false);
  });
});
