// The record picker (common/RecordPicker.tsx): typed text searches (`q`), the list is an ARIA
// listbox of options, a pick by click or keyboard is reported, typing again clears the pick.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { RecordPicker } from './RecordPicker.tsx';

type User = RaRecord & { name: string };
const USERS: User[] = [
  { id: 'u1', name: '김민수' },
  { id: 'u2', name: '이서연' },
  { id: 'u3', name: '김도현' },
];

afterEach(cleanup);

function Harness({ onChange, fetchWhenOpened }: { onChange: (u: User | null) => void; fetchWhenOpened?: boolean }) {
  const [value, setValue] = useState<User | null>(null);
  return (
    <RecordPicker<User>
      resource="users"
      sort={{ field: 'name', order: 'ASC' }}
      optionText={(u) => u.name}
      value={value}
      onChange={(u) => {
        setValue(u);
        onChange(u);
      }}
      label="작성자"
      placeholder="이름으로 찾기"
      fetchWhenOpened={fetchWhenOpened}
    />
  );
}

function setup(fetchWhenOpened?: boolean) {
  const getList = vi.fn(async (_r: string, p: { filter: { q?: string } }) => {
    const data = USERS.filter((u) => !p.filter.q || u.name.includes(p.filter.q));
    return { data, total: data.length };
  });
  const onChange = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ getList } as never)} i18nProvider={i18nProvider}>
      <Harness onChange={onChange} fetchWhenOpened={fetchWhenOpened} />
    </AdminContext>,
  );
  return { getList, onChange };
}

describe('RecordPicker', () => {
  it('searches what is typed and reports the picked option', async () => {
    const { getList, onChange } = setup();
    const box = await screen.findByRole('combobox', { name: '작성자' });
    fireEvent.change(box, { target: { value: '김' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: '김' } })));
    expect(await screen.findByRole('listbox', { name: '이름으로 찾기' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['김민수', '김도현']));
    fireEvent.click(screen.getByRole('option', { name: '김도현' }));
    expect(onChange).toHaveBeenLastCalledWith(USERS[2]);
    expect(box).toHaveProperty('value', '김도현');
    expect(screen.queryByRole('listbox')).toBeNull();
    // typing again: the pick is cleared, the text kept
    fireEvent.change(box, { target: { value: '김도' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).toHaveProperty('value', '김도');
  });

  it('keyboard: arrows move through the options, Enter picks', async () => {
    const { onChange } = setup();
    const box = await screen.findByRole('combobox', { name: '작성자' });
    fireEvent.change(box, { target: { value: '이' } });
    await screen.findByRole('option', { name: '이서연' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '이서연' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(USERS[1]);
  });

  it('fetchWhenOpened: nothing is fetched until the list opens', async () => {
    const { getList } = setup(true);
    const box = await screen.findByRole('combobox', { name: '작성자' });
    await new Promise((r) => setTimeout(r, 50));
    expect(getList).not.toHaveBeenCalled();
    fireEvent.click(box);
    await waitFor(() => expect(getList).toHaveBeenCalled());
  });
});
