// Tabs (WAI-ARIA pattern, automatic activation): click or Arrow/Home/End keys select a tab and
// show its panel; only the selected tab is in the tab order.
export function initTabs(root: ParentNode = document, onChange?: (tablist: HTMLElement, tab: HTMLElement) => void): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    if (list.dataset.bound) continue;
    list.dataset.bound = '1';
    const tabs = () => [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const select = (tab: HTMLElement, focus: boolean) => {
      for (const t of tabs()) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
      onChange?.(list, tab);
    };
    list.addEventListener('click', (e) => {
      const tab = (e.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
      if (tab) select(tab, false);
    });
    list.addEventListener('keydown', (e) => {
      const all = tabs();
      const i = all.indexOf(document.activeElement as HTMLElement);
      if (i < 0) return;
      let next = -1;
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (i + 1) % all.length;
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (i - 1 + all.length) % all.length;
      else if (e.key === 'Home') next = 0;
      else if (e.key === 'End') next = all.length - 1;
      if (next >= 0) {
        e.preventDefault();
        select(all[next]!, true);
      }
    });
  }
}
