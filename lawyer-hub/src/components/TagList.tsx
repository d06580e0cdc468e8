import { Tag } from 'antd';
import { firstN } from '../domain/dashboard.ts';
import { messages as t } from '../i18n/ko.ts';

/** Up to `max` tags, then '+N' for the rest (dashboard: 4 specialties, 4 regions). */
export function TagList({ items, max = 4, empty }: { items: string[]; max?: number; empty: string }) {
  if (items.length === 0) return <span className="lh-muted">{empty}</span>;
  const { shown, more } = firstN(items, max);
  return (
    <div className="lh-tags">
      {shown.map((s) => (
        <Tag key={s} style={{ marginInlineEnd: 0 }}>
          {s}
        </Tag>
      ))}
      {more > 0 && (
        <Tag style={{ marginInlineEnd: 0 }} title={items.slice(max).join(', ')}>
          {t.dashboard.more(more)}
        </Tag>
      )}
    </div>
  );
}
