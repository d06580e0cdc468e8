// The list pagination (common/ConsolePagination.tsx): react-admin's texts and rules on MUI's
// TablePagination with first / previous / next / last buttons.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { ConsolePagination } from './ConsolePagination.tsx';

afterEach(cleanup);

function renderPagination(state: Partial<ListControllerResult>) {
  const setPage = vi.fn();
  const setPerPage = vi.fn();
  const value = { isPending: false, page: 1, perPage: 25, total: 60, hasNextPage: true, hasPreviousPage: false, setPage, setPerPage, ...state } as unknown as ListControllerResult;
  const r = render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={value}>
        <ConsolePagination />
      </ListContextProvider>
    </AdminContext>,
  );
  return { ...r, setPage, setPerPage };
}

describe('ConsolePagination', () => {
  it('shows the range in Korean and moves between pages', async () => {
    const { setPage } = renderPagination({ page: 2, hasPreviousPage: true });
    expect(await screen.findByText('26-50 / 총 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지로 이동' }));
    expect(setPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: '첫 페이지로 이동' }));
    expect(setPage).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지로 이동' }));
    expect(setPage).toHaveBeenLastCalledWith(3);
  });

  it('no next page: the next button is disabled', async () => {
    renderPagination({ page: 3, hasNextPage: false, hasPreviousPage: true });
    expect((await screen.findByRole('button', { name: '다음 페이지로 이동' })).hasAttribute('disabled')).toBe(true);
  });

  it('nothing without rows or on a page past the end', () => {
    const { container, unmount } = renderPagination({ total: 0, hasNextPage: false });
    expect(container.textContent).toBe('');
    unmount();
    expect(renderPagination({ page: 5, total: 60 }).container.textContent).toBe('');
  });
});
