// room_access's answer and when to ask again (shared by the site's room and portal, and the lawyer portal).

export type RoomStatus = 'open' | 'not_yet' | 'closed' | 'refused';
export interface RoomAccess {
  status: RoomStatus;
  opens_at?: string;
  closes_at?: string;
  starts_at?: string;
  role?: 'client' | 'lawyer';
}

/** room_access's answer, checked: anything unexpected counts as a refusal. */
export function parseAccess(v: unknown): RoomAccess {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const status = o.status;
  if (status !== 'open' && status !== 'not_yet' && status !== 'closed') return { status: 'refused' };
  const str = (x: unknown) => (typeof x === 'string' && !Number.isNaN(Date.parse(x)) ? x : undefined);
  return {
    status,
    opens_at: str(o.opens_at),
    closes_at: str(o.closes_at),
    starts_at: str(o.starts_at),
    role: o.role === 'lawyer' ? 'lawyer' : 'client',
  };
}

/** Milliseconds until the page should ask again (when the room opens or closes), capped. */
export function recheckIn(a: RoomAccess, now: number): number | null {
  const at = a.status === 'not_yet' ? a.opens_at : a.status === 'open' ? a.closes_at : undefined;
  if (!at) return null;
  return Math.min(Math.max(Date.parse(at) - now + 500, 1000), 2 ** 31 - 1);
}
