import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDateSelectable } from '../../../lib/booking.ts';
import { Calendar } from './Calendar.tsx';

afterEach(cleanup);

describe('Calendar', () => {
  const now = new Date('2026-03-10T01:30:00Z');
  it('disables past dates and picks selectable ones', () => {
    const onChange = vi.fn();
    render(<Calendar value="" today="2026-03-10" labelId="d" isSelectable={(d) => isDateSelectable(d, now)} onChange={onChange} />);
    const past = document.querySelector<HTMLButtonElement>('[data-date="2026-03-09"]')!;
    expect(past.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(past);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(document.querySelector('[data-date="2026-03-12"]')!);
    expect(onChange).toHaveBeenCalledWith('2026-03-12');
    expect(screen.getByText(/March 2026/)).toBeTruthy();
  });
  it('does not go before the current month', () => {
    render(<Calendar value="" today="2026-03-10" labelId="d" isSelectable={() => true} onChange={() => {}} />);
    expect((screen.getByLabelText('Previous month') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Next month'));
    expect(screen.getByText(/April 2026/)).toBeTruthy();
  });
});
