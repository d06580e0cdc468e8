// Accordions: buttons with aria-expanded controlling their panel. In data-single accordions only
// one item is open at a time; an open item can be collapsed.
export function initAccordions(root: ParentNode = document): void {
  for (const acc of root.querySelectorAll<HTMLElement>('.accordion')) {
    if (acc.dataset.bound) continue;
    acc.dataset.bound = '1';
    acc.addEventListener('click', (e) => {
      const trigger = (e.target as HTMLElement).closest<HTMLButtonElement>('.acc-trigger');
      if (!trigger || !acc.contains(trigger)) return;
      const open = trigger.getAttribute('aria-expanded') !== 'true';
      if (open && acc.dataset.single !== undefined) {
        for (const other of acc.querySelectorAll<HTMLButtonElement>('.acc-trigger[aria-expanded="true"]')) setOpen(other, false);
      }
      setOpen(trigger, open);
    });
  }
}

function setOpen(trigger: HTMLButtonElement, open: boolean): void {
  trigger.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}
