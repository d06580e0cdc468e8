// The page's title in the top bar (its <h1>, layout/AppBar.tsx's TitlePortal), as react-admin's
// <Title> puts it there, without the configurable title (preferences editor) <Title> imports.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function PageTitle({ title }: { title: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(() => document.getElementById('react-admin-title'));
  // the top bar may mount after the page (lazy layout): look again once mounted
  useEffect(() => {
    setContainer((c) => (c && document.body.contains(c) ? c : document.getElementById('react-admin-title')));
  }, []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
