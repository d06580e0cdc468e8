// Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home/End) with a light footprint.
import { useId, useRef, type ReactNode } from 'react';

export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
  children,
}: {
  items: readonly { key: K; label: ReactNode }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = items.findIndex((i) => i.key === active);
  const move = (to: number) => {
    const n = (to + items.length) % items.length;
    onChange(items[n].key);
    refs.current[n]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="lh-tabs">
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className="lh-tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(i + 1);
              else if (e.key === 'ArrowLeft') move(i - 1);
              else if (e.key === 'Home') move(0);
              else if (e.key === 'End') move(items.length - 1);
              else return;
              e.preventDefault();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${items[index]?.key ?? ''}`}>
        {children}
      </div>
    </>
  );
}
