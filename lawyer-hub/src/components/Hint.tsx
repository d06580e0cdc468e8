// Tooltips of the portal: open after 700 ms of hover (spec: timing and interface), at once on
// keyboard focus, close on leave, blur or Escape (WCAG 1.4.13). A small own component instead of
// antd Tooltip, which drags the popup and form machinery into every page (bundle budget).
import { cloneElement, isValidElement, useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;

type Placement = 'top' | 'right' | 'bottom';

export function Hint({ title, placement = 'top', children }: { title: ReactNode; placement?: Placement; children: ReactNode }) {
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLSpanElement>(null);
  const id = useId();

  const show = useCallback(() => {
    const el = wrapper.current?.firstElementChild ?? wrapper.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (placement === 'right') setPos({ top: r.top + r.height / 2, left: r.right + 8 });
    else if (placement === 'bottom') setPos({ top: r.bottom + 8, left: r.left + r.width / 2 });
    else setPos({ top: r.top - 8, left: r.left + r.width / 2 });
  }, [placement]);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setPos(null);
  }, []);

  useEffect(() => {
    if (!pos) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [pos, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const child = isValidElement(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': pos ? id : undefined })
    : children;

  return (
    <span
      ref={wrapper}
      className="lh-hint-anchor"
      onMouseEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
      }}
      onMouseLeave={hide}
      onFocus={(e) => {
        if ((e.target as HTMLElement).matches(':focus-visible')) show();
      }}
      onBlur={hide}
    >
      {child}
      {pos && (
        <span role="tooltip" id={id} className={`lh-hint lh-hint-${placement}`} style={{ top: pos.top, left: pos.left }}>
          {title}
        </span>
      )}
    </span>
  );
}
