// The lawyer detail dialog (native <dialog>: modal, focus kept inside, Escape closes; focus goes
// back to the control that opened it). Loads the lawyer by id; when no approved and visible
// lawyer has that id the dialog closes with "Lawyer not found" (spec §8).
import { fetchLawyer } from '../../lib/api/lawyers.ts';
import { html } from '../../lib/html.ts';
import { t } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { icons } from './icons.ts';
import { renderLawyerDetail } from './render.ts';

const TITLE_ID = 'lawyer-dialog-name';
let dialog: HTMLDialogElement | null = null;
let body: HTMLElement | null = null;
let returnFocus: HTMLElement | null = null;
let seq = 0;

function ensureDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'modal';
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  dialog.innerHTML = html`<div class="modal-inner">
  <div class="modal-top"><span></span><button type="button" class="btn btn-ghost btn-icon" data-close aria-label="${t('common.close')}">${icons.close}</button></div>
  <div class="modal-body" aria-live="polite"></div>
</div>`.value;
  body = dialog.querySelector('.modal-body');
  dialog.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    if (target === dialog || target.closest('[data-close]')) closeLawyerDialog();
    // "Book Now" in the dialog also closes it (the link then navigates)
    if (target.closest('[data-action="book"]')) dialog?.close();
  });
  dialog.addEventListener('close', () => {
    seq++;
    returnFocus?.focus();
    returnFocus = null;
  });
  document.body.append(dialog);
  return dialog;
}

export function closeLawyerDialog(): void {
  if (dialog?.open) dialog.close();
}

export async function openLawyerDialog(id: string, opener?: HTMLElement | null): Promise<void> {
  const d = ensureDialog();
  returnFocus = opener ?? (document.activeElement as HTMLElement | null);
  const closeLabel = d.querySelector('[data-close]');
  closeLabel?.setAttribute('aria-label', t('common.close'));
  body!.innerHTML = html`<p class="list-status" id="${TITLE_ID}">${t('detail.loading')}</p>`.value;
  if (!d.open) d.showModal();
  const mine = ++seq;
  try {
    const lawyer = await fetchLawyer(id);
    if (mine !== seq) return;
    if (!lawyer) {
      closeLawyerDialog();
      toast({ variant: 'destructive', title: t('msg.lawyerNotFound'), description: t('msg.lawyerNotFoundText') });
      return;
    }
    body!.innerHTML = renderLawyerDetail(lawyer, { headingLevel: 2, titleId: TITLE_ID }).value;
  } catch (e) {
    if (mine !== seq) return;
    console.error('Failed to load lawyer', e);
    closeLawyerDialog();
    toast({ variant: 'destructive', title: t('msg.dataLoadFailed'), description: t('msg.lawyerLoadFailed') });
  }
}
