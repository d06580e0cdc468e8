import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { directoryRow } from '../../../test/fixtures.ts';
import { toLawyer } from '../../../lib/api/lawyers.ts';
import { SelectedLawyer } from './SelectedLawyer.tsx';

afterEach(cleanup);

describe('SelectedLawyer', () => {
  it('shows id, bar admission year, region, fees', () => {
    render(<SelectedLawyer lawyer={toLawyer(directoryRow())} />);
    expect(screen.getByText('ID# 000000A2')).toBeTruthy();
    expect(screen.getByText(/Bar Admission: 2012$/)).toBeTruthy(); // '2012년' on Korean pages (msg.year)
    expect(screen.getByText(/Region: Seoul/)).toBeTruthy();
    expect(screen.getByText('₩60,000')).toBeTruthy();
    expect(screen.getByText('₩150,000')).toBeTruthy();
    expect(screen.getByText('“First 10 minutes of follow-up questions are free.”')).toBeTruthy();
  });
  it("shows up to 8 specialties, then '+N'", () => {
    const list = Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, parent_id: null, name_korean: `분야${i}`, name_english: `Area ${i}`, description: null }));
    const { container } = render(<SelectedLawyer lawyer={toLawyer(directoryRow({ specialty_list: list }))} />);
    expect(container.querySelectorAll('.badge-soft')).toHaveLength(8);
    expect(screen.getByText('+3')).toBeTruthy();
  });
});
