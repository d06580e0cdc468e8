// Specialties: one collapsible group (<details>) per top-level category, with a checkbox for the
// area as a whole and one per sub-category; the summary shows how many are chosen.
import { useMemo } from 'react';
import type { Category } from '../../data/lookups.ts';
import { groupCategories } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';
import { CheckboxLabel } from './fields.tsx';

export function SpecialtyPicker({ categories, value, onChange }: { categories: Category[]; value: string[]; onChange: (v: string[]) => void }) {
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const selected = useMemo(() => new Set(value ?? []), [value]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };

  return (
    <div data-testid="specialty-picker">
      {groups.map((g) => {
        const count = [g.top, ...g.subs].filter((c) => selected.has(c.id)).length;
        return (
          <details key={g.top.id} className="lh-details" data-category={g.top.id}>
            <summary>
              {g.top.name_korean}
              {count > 0 && <span className="lh-count">{t.profile.selectedCount(count)}</span>}
            </summary>
            <div role="group" aria-label={g.top.name_korean}>
              <div style={{ marginBottom: 8 }}>
                <CheckboxLabel checked={selected.has(g.top.id)} onChange={(on) => toggle(g.top.id, on)} strong>
                  {g.top.name_korean} ({t.profile.selectAllIn})
                </CheckboxLabel>
              </div>
              <div className="lh-check-grid">
                {g.subs.map((s) => (
                  <CheckboxLabel key={s.id} checked={selected.has(s.id)} onChange={(on) => toggle(s.id, on)}>
                    {s.name_korean}
                  </CheckboxLabel>
                ))}
              </div>
            </div>
          </details>
        );
      })}
    </div>
  );
}
