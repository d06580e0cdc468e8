// What the bell of the site and of the lawyer portal reads from public.notifications (RLS: each
// user reads only their own rows and changes only read_at). Each app sends these through its own
// client (the site's small REST helper, the portal's supabase-js), so only the shape is shared.
import type { Database } from '../database.types.ts';

type Notification = Database['public']['Tables']['notifications']['Row'];

/** The columns the bell lists. */
export const BELL_COLUMNS = 'id,kind,params,created_at,read_at';
export type NotificationRow = Pick<Notification, 'id' | 'kind' | 'created_at' | 'read_at'> & { params: Record<string, unknown> };

/** How many rows the bell lists, and counts as unread at most (the badge shows "99+" beyond). */
export const BELL_LIST_SIZE = 15;
export const BELL_COUNT_CAP = 100;
