// The Tooltip stand-in (stubs/mui-tooltip.tsx): before MUI's Tooltip has loaded, the child carries
// the name MUI's would give it; once loaded, the real one is rendered, and a focused child keeps
// the focus.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Tooltip, { loadTooltip } from './mui-tooltip.tsx';

afterEach(cleanup);

describe('Tooltip stand-in', () => {
  it('names the child like MUI, then renders the real Tooltip', async () => {
    render(
      <>
        <Tooltip title="이름 기준 오름차순 정렬">
          <button type="button">이름</button>
        </Tooltip>
        <Tooltip title="설명" describeChild>
          <button type="button" aria-label="own">x</button>
        </Tooltip>
      </>,
    );
    const sort = screen.getByRole('button', { name: '이름 기준 오름차순 정렬' });
    const described = screen.getByRole('button', { name: 'own' });
    expect(described.getAttribute('title')).toBe('설명');
    sort.focus();
    await act(async () => {
      await loadTooltip();
    });
    const after = screen.getByRole('button', { name: '이름 기준 오름차순 정렬' });
    expect(document.activeElement).toBe(after);
    // the real Tooltip opens on focus: its popup is there
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });
});
