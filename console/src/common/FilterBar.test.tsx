// The list filter bar (issue 16): what each field writes into the list's filter, and when.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { FilterBar, SEARCH_DEBOUNCE_MS, withFilter, type FilterSpec } from './FilterBar.tsx';

describe('withFilter', () => {
  it('sets a value and removes empty ones', () => {
    expect(withFilter({ a: 1 }, 'q', 'x')).toEqual({ a: 1, q: 'x' });
    for (const empty of ['', null, undefined, false]) expect(withFilter({ a: 1, q: 'x' }, 'q', empty)).toEqual({ a: 1 });
    // a choice whose id is the text 'false' is a value
    expect(withFilter({}, 'is_approved', 'false')).toEqual({ is_approved: 'false' });
  });
});

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.lawyers.search' },
  { kind: 'switch', source: 'is_urgent', label: 'klegal.checkups.urgent_only' },
  { kind: 'date', source: 'to', label: 'klegal.bookings.date_to' },
];

function renderBar(filterValues: Record<string, unknown>, setFilters: ReturnType<typeof vi.fn>) {
  const context = { filterValues, displayedFilters: {}, setFilters } as unknown as ListControllerResult;
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={context}>
        <FilterBar filters={FILTERS} />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('FilterBar', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends typed text after the debounce, keeping the other filters', async () => {
    const setFilters = vi.fn();
    renderBar({ status: 'pending' }, setFilters);
    const search = await screen.findByRole('textbox', { name: '이름 또는 이메일 검색' });
    fireEvent.change(search, { target: { value: '김' } });
    fireEvent.change(search, { target: { value: '김도' } });
    expect(search).toHaveProperty('value', '김도');
    expect(setFilters).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(setFilters).toHaveBeenCalledTimes(1);
    expect(setFilters).toHaveBeenCalledWith({ status: 'pending', q: '김도' }, {});
    // emptied: at once, and the key is gone
    fireEvent.change(search, { target: { value: '' } });
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending' }, {});
  });

  it('a checkbox filters when on and not at all when off; a date is the day typed', async () => {
    const setFilters = vi.fn();
    const { rerender } = renderBar({}, setFilters);
    fireEvent.click(await screen.findByRole('checkbox', { name: '긴급만' }));
    expect(setFilters).toHaveBeenLastCalledWith({ is_urgent: true }, {});
    const context = { filterValues: { is_urgent: true }, displayedFilters: {}, setFilters } as unknown as ListControllerResult;
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ListContextProvider value={context}>
          <FilterBar filters={FILTERS} />
        </ListContextProvider>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '긴급만' }));
    expect(setFilters).toHaveBeenLastCalledWith({}, {});
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-11-30' } });
    expect(setFilters).toHaveBeenLastCalledWith({ is_urgent: true, to: '2026-11-30' }, {});
  });

  it('shows a search changed elsewhere (the URL)', async () => {
    const setFilters = vi.fn();
    const { rerender } = renderBar({ q: 'old' }, setFilters);
    expect(await screen.findByRole('textbox', { name: '이름 또는 이메일 검색' })).toHaveProperty('value', 'old');
    const context = { filterValues: { q: 'new' }, displayedFilters: {}, setFilters } as unknown as ListControllerResult;
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ListContextProvider value={context}>
          <FilterBar filters={FILTERS} />
        </ListContextProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('textbox', { name: '이름 또는 이메일 검색' })).toHaveProperty('value', 'new');
  });
});
