// Specialties: one collapsible group per top-level category, with a checkbox for the area as a
// whole and one per sub-category.
import { Badge, Checkbox, Collapse } from 'antd';
import { useMemo } from 'react';
import type { Category } from '../../data/lookups.ts';
import { groupCategories } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';

export function SpecialtyPicker({ categories, value, onChange }: { categories: Category[]; value?: string[]; onChange?: (v: string[]) => void }) {
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const selected = useMemo(() => new Set(value ?? []), [value]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange?.([...next]);
  };

  return (
    <Collapse
      size="small"
      items={groups.map((g) => {
        const count = [g.top, ...g.subs].filter((c) => selected.has(c.id)).length;
        return {
          key: g.top.id,
          label: (
            <span>
              {g.top.name_korean}
              {count > 0 && <Badge count={t.profile.selectedCount(count)} style={{ marginInlineStart: 8, backgroundColor: '#1d4ed8' }} />}
            </span>
          ),
          children: (
            <div role="group" aria-label={g.top.name_korean}>
              <Checkbox checked={selected.has(g.top.id)} onChange={(e) => toggle(g.top.id, e.target.checked)} style={{ marginBottom: 8, fontWeight: 600 }}>
                {g.top.name_korean} ({t.profile.selectAllIn})
              </Checkbox>
              <div className="lh-check-grid">
                {g.subs.map((s) => (
                  <Checkbox key={s.id} checked={selected.has(s.id)} onChange={(e) => toggle(s.id, e.target.checked)}>
                    {s.name_korean}
                  </Checkbox>
                ))}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
