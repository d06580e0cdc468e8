// Bookmarks of the signed-in client (lawyer_bookmarks; RLS: own rows only).
import { insert, remove, select } from './rest.ts';

export async function fetchBookmarkedLawyerIds(userId: string): Promise<Set<string>> {
  const rows = await select<{ lawyer_id: string }>('lawyer_bookmarks', { select: 'lawyer_id', user_id: `eq.${userId}` });
  return new Set(rows.map((r) => r.lawyer_id));
}

/** Spec §7 "Bookmark toggle": read the row; delete it if it exists, insert it otherwise. */
export async function toggleBookmark(userId: string, lawyerId: string): Promise<'added' | 'removed'> {
  const rows = await select<{ id: string }>('lawyer_bookmarks', { select: 'id', user_id: `eq.${userId}`, lawyer_id: `eq.${lawyerId}` });
  if (rows.length > 0) {
    await remove('lawyer_bookmarks', { user_id: `eq.${userId}`, lawyer_id: `eq.${lawyerId}` });
    return 'removed';
  }
  await insert('lawyer_bookmarks', { user_id: userId, lawyer_id: lawyerId });
  return 'added';
}
