// The bookmark toggle (heart) on lawyer cards: initial state read for a signed-in client, the
// spec's flow and messages (§7, §8). Signed-out visitors are sent to /auth and come back.
import { fetchBookmarkedLawyerIds, toggleBookmark } from '../../lib/api/bookmarks.ts';
import { auth, readStoredSession } from '../../lib/auth/session.ts';
import { link, t } from '../../lib/i18n/index.ts';
import { createStore } from '../../lib/store.ts';
import { toast, toastAfterNavigation } from '../../lib/toast.ts';

export const bookmarked = createStore<ReadonlySet<string>>(new Set());
let loadedFor: string | null = null;

/** Loads the signed-in user's bookmarks (once per user) and keeps them in `bookmarked`. */
export function trackBookmarks(): void {
  const load = () => {
    const s = auth.get();
    const uid = s.status === 'signedIn' ? s.user!.id : null;
    if (uid === loadedFor) return;
    loadedFor = uid;
    if (!uid) {
      bookmarked.set(new Set());
      return;
    }
    fetchBookmarkedLawyerIds(uid).then(
      (ids) => {
        if (loadedFor === uid) bookmarked.set(ids);
      },
      (e: unknown) => console.error('Failed to load bookmarks', e),
    );
  };
  auth.subscribe(load);
  load();
}

/** Sets aria-pressed and the label of every heart under root. */
export function paintBookmarks(root: ParentNode): void {
  const ids = bookmarked.get();
  for (const btn of root.querySelectorAll<HTMLButtonElement>('[data-action="bookmark"]')) {
    const card = btn.closest<HTMLElement>('[data-lawyer-id]');
    const id = card?.dataset.lawyerId;
    if (!id) continue;
    const on = ids.has(id);
    btn.setAttribute('aria-pressed', String(on));
    const name = card.querySelector('.lc-name')?.textContent?.trim() ?? '';
    btn.setAttribute('aria-label', t(on ? 'lawyer.unbookmark' : 'lawyer.bookmark', { name }));
  }
}

const busy = new Set<string>();

export async function onBookmarkClick(lawyerId: string): Promise<void> {
  const session = readStoredSession();
  if (!session) {
    toastAfterNavigation({ title: t('lawyer.bookmarkLogin') });
    toast({ title: t('lawyer.bookmarkLogin') });
    const next = window.location.pathname + window.location.search;
    window.location.assign(`${link('/auth')}?next=${encodeURIComponent(next)}`);
    return;
  }
  if (busy.has(lawyerId)) return;
  busy.add(lawyerId);
  try {
    const result = await toggleBookmark(session.user.id, lawyerId);
    const next = new Set(bookmarked.get());
    if (result === 'added') next.add(lawyerId);
    else next.delete(lawyerId);
    bookmarked.set(next);
    toast({ title: t(result === 'added' ? 'lawyer.bookmarkAdded' : 'lawyer.bookmarkRemoved') });
  } catch (e) {
    console.error('Bookmark failed', e);
    toast({ variant: 'destructive', title: t('lawyer.bookmarkFailed') });
  } finally {
    busy.delete(lawyerId);
  }
}
