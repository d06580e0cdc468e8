// Renders the notification store into #toaster (one visible at a time).
import { dismissToast, takeFlashToast, toast, toasts, type Toast } from '../toast.ts';
import { html } from '../html.ts';
import { t } from '../i18n/index.ts';

function render(el: HTMLElement, list: Toast[]): void {
  const open = list.filter((x) => x.open);
  el.innerHTML = open
    .map(
      (x) => html`<div class="toast${x.variant === 'destructive' ? ' toast-destructive' : ''}" role="${x.variant === 'destructive' ? 'alert' : 'status'}" data-toast-id="${x.id}">
  ${x.title ? html`<p class="toast-title">${x.title}</p>` : ''}
  ${x.description ? html`<p class="toast-desc">${x.description}</p>` : ''}
  ${x.action ? html`<button type="button" class="btn btn-sm btn-outline" data-toast-action="${x.id}">${x.action.label}</button>` : ''}
  <button type="button" class="toast-close" data-toast-close="${x.id}" aria-label="${t('common.dismiss')}"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M18 6 6 18M6 6l12 12"/></svg></button>
</div>`.value,
    )
    .join('');
}

export function mountToaster(): void {
  const el = document.getElementById('toaster');
  if (!el) return;
  toasts.subscribe((list) => render(el, list));
  render(el, toasts.get());
  el.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    const close = target.closest<HTMLElement>('[data-toast-close]');
    if (close) dismissToast(close.dataset.toastClose);
    const action = target.closest<HTMLElement>('[data-toast-action]');
    if (action) {
      const item = toasts.get().find((x) => x.id === action.dataset.toastAction);
      item?.action?.onClick();
      dismissToast(action.dataset.toastAction);
    }
  });
  const flash = takeFlashToast();
  if (flash) toast(flash);
}
