// MUI's Tooltip as the console's pages get it (vite.config.ts: for @mui/material's Tooltip/index.js
// only, so every import of Tooltip lands here). The real Tooltip brings Popper and @popperjs/core
// (about 11 KB gzipped) onto every list, for react-admin's sort-button and icon-button tooltips;
// here it loads when the browser is first idle after a page with a tooltip has mounted (or at the
// first pointer or focus on one), and until then the child gets the name MUI's Tooltip would give
// it: a text title names the child (aria-label), or with `describeChild` becomes its title
// attribute. Once loaded, every tooltip renders the real component (the child is mounted anew;
// if it had the focus, it gets it back).
import { cloneElement, forwardRef, isValidElement, useEffect, useLayoutEffect, useReducer, useRef, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { useForkRef } from '@mui/material/utils';
import type { TooltipProps } from '@mui/material/Tooltip';

let Real: ComponentType<TooltipProps & { ref?: Ref<unknown> }> | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/** Loads MUI's Tooltip (once); every tooltip on screen then renders it. */
export function loadTooltip(): Promise<void> {
  loading ??= import('virtual:mui-tooltip').then((m) => {
    Real = m.default as typeof Real;
    for (const rerender of [...waiting]) rerender();
  });
  return loading;
}

function whenIdle(f: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(f, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(f, 200);
  return () => clearTimeout(id);
}

type ChildProps = {
  ref?: Ref<unknown>;
  onPointerEnter?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  [k: string]: unknown;
};

const Tooltip = forwardRef<unknown, TooltipProps>(function Tooltip(props, ref) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Real) return undefined;
    const swap = () => {
      refocus.current = !!node.current && node.current.contains(document.activeElement);
      rerender();
    };
    waiting.add(swap);
    const cancel = whenIdle(() => void loadTooltip());
    return () => {
      waiting.delete(swap);
      cancel();
    };
  }, []);
  useLayoutEffect(() => {
    if (Real && refocus.current) {
      refocus.current = false;
      node.current?.focus();
    }
  });
  const child = isValidElement(props.children) ? (props.children as ReactElement<ChildProps>) : null;
  const childRef = useForkRef(child?.props.ref ?? null, ref, node);
  const realRef = useForkRef(ref, node);
  if (Real) return <Real {...props} ref={realRef} />;
  if (!child) return props.children;
  const { title, describeChild, disableHoverListener } = props;
  const titleIsString = typeof title === 'string';
  // as MUI's Tooltip while closed: the name (or description) first, the child's own props over it
  const name = describeChild
    ? { title: titleIsString && !disableHoverListener ? title : null }
    : { 'aria-label': titleIsString ? title : null };
  return cloneElement(child, {
    ...name,
    ...child.props,
    ref: childRef,
    onPointerEnter: (e: PointerEvent) => {
      void loadTooltip();
      child.props.onPointerEnter?.(e);
    },
    onFocus: (e: FocusEvent) => {
      void loadTooltip();
      child.props.onFocus?.(e);
    },
  });
});

export default Tooltip;
