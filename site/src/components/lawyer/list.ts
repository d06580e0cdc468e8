// A grid of lawyer cards with the card actions wired: Details (dialog), heart (bookmark),
// Booking (a plain link). Used by the home page and /lawyers.
import type { Lawyer } from '../../lib/api/types.ts';
import { html, type Html } from '../../lib/html.ts';
import { bookmarked, onBookmarkClick, paintBookmarks, trackBookmarks } from './bookmarks.ts';
import { openLawyerDialog } from './dialog.ts';
import { renderLawyerCard } from './render.ts';

export function bindCardActions(container: HTMLElement): void {
  container.addEventListener('click', (e) => {
    const me = e as MouseEvent;
    const target = e.target as HTMLElement;
    const action = target.closest<HTMLElement>('[data-action]');
    const card = target.closest<HTMLElement>('[data-lawyer-id]');
    if (!action || !card) return;
    const id = card.dataset.lawyerId!;
    if (action.dataset.action === 'details') {
      // the name is also a real link to /lawyer/:id: let modified clicks open it
      if (action.tagName === 'A' && (me.ctrlKey || me.metaKey || me.shiftKey || me.button !== 0)) return;
      e.preventDefault();
      void openLawyerDialog(id, action);
    } else if (action.dataset.action === 'bookmark') {
      void onBookmarkClick(id);
    }
  });
  trackBookmarks();
  bookmarked.subscribe(() => paintBookmarks(container));
}

/** `eager`: how many of the first cards fetch their photo with the document (server-rendered lists). */
export function renderCards(lawyers: readonly Lawyer[], eager = 0): Html {
  const ids = bookmarked.get();
  return html`${lawyers.map((l, i) => renderLawyerCard(l, { bookmarked: ids.has(l.id), eagerPhoto: i < eager }))}`;
}

export function renderStatus(title: string, note?: string, role: 'status' | 'alert' = 'status', action: Html | '' = ''): Html {
  return html`<div class="list-status" role="${role}"><strong>${title}</strong>${note ? html`<span>${note}</span>` : ''}${action}</div>`;
}

/** Placeholder cards of the final size while loading (no layout jump), with the loading text. */
export function renderSkeletons(n: number, text: string): Html {
  return html`${Array.from({ length: n }, (_, i) => html`<div class="skeleton" aria-hidden="${i === 0 ? 'false' : 'true'}">${i === 0 ? html`<p class="skeleton-text" role="status">${text}</p>` : ''}</div>`)}`;
}

const renderTokens = new WeakMap<HTMLElement, number>();

/**
 * Puts cards into a grid: the first `first` at once, the rest in idle time, a few at a time, so a
 * long list does not block the page in one long task. A newer call cancels an unfinished one.
 */
export function renderCardsInto(container: HTMLElement, lawyers: readonly Lawyer[], first = 6, step = 6): void {
  const token = (renderTokens.get(container) ?? 0) + 1;
  renderTokens.set(container, token);
  container.innerHTML = renderCards(lawyers.slice(0, first)).value;
  let next = first;
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 500 }) : setTimeout(fn, 16));
  const more = () => {
    if (renderTokens.get(container) !== token || next >= lawyers.length) return;
    container.insertAdjacentHTML('beforeend', renderCards(lawyers.slice(next, next + step)).value);
    next += step;
    idle(more);
  };
  if (next < lawyers.length) idle(more);
}
