// The one SEQUENCE rule of a booking's calendar event (issue 27 item 7): the client's e-mails and the
// lawyer's feed both follow bookingIcsSequence (the database's private.booking_ics_sequence is
// compared with it in supabase/tests/rules/booking-reschedule.test.ts). It must only grow along
// everything that can happen to a booking, moves included.
import { describe, expect, it } from 'vitest';
import { bookingIcsSequence, ICS_SEQUENCE_PER_RESCHEDULE, type IcsSequenceState } from './ics.ts';

const LINK = 'https://meet.example.com/x';

describe('bookingIcsSequence', () => {
  it('is the lifecycle step within one time: pending 0 (1 with a link), confirmed 1 (2 with a link), completed 2, cancelled 3', () => {
    expect(bookingIcsSequence({ status: 'pending' })).toBe(0);
    expect(bookingIcsSequence({ status: 'pending', meeting_link: LINK })).toBe(1);
    expect(bookingIcsSequence({ status: 'confirmed', meeting_link: null })).toBe(1);
    expect(bookingIcsSequence({ status: 'confirmed', meeting_link: LINK })).toBe(2);
    expect(bookingIcsSequence({ status: 'completed' })).toBe(2);
    expect(bookingIcsSequence({ status: 'cancelled', meeting_link: LINK })).toBe(3);
  });

  it('each move adds more than any lifecycle step, so a move outranks everything before it', () => {
    expect(ICS_SEQUENCE_PER_RESCHEDULE).toBeGreaterThan(3);
    expect(bookingIcsSequence({ status: 'pending', reschedule_count: 1 })).toBe(4);
    expect(bookingIcsSequence({ status: 'confirmed', meeting_link: LINK, reschedule_count: 2 })).toBe(10);
  });

  it('grows along every path a booking can take (paid, link, confirm, move, ..., cancel); completing (CONFIRMED stays CONFIRMED, the same time) never lowers it', () => {
    // each step: what the database can do next from a state (a move sets pending and keeps the link)
    const next = (s: Required<IcsSequenceState>): Required<IcsSequenceState>[] => {
      const out: Required<IcsSequenceState>[] = [];
      if (s.status === 'pending' || s.status === 'confirmed') {
        if (s.meeting_link === null) out.push({ ...s, meeting_link: LINK });
        if (s.status === 'pending') out.push({ ...s, status: 'confirmed' });
        if (s.status === 'confirmed') out.push({ ...s, status: 'completed' });
        out.push({ ...s, status: 'cancelled' });
        if ((s.reschedule_count ?? 0) < 2) out.push({ ...s, status: 'pending', reschedule_count: (s.reschedule_count ?? 0) + 1 });
      }
      return out;
    };
    let paths = 0;
    const walk = (s: Required<IcsSequenceState>) => {
      const n = next(s);
      if (!n.length) paths += 1;
      for (const t of n) {
        const why = `${JSON.stringify(s)} → ${JSON.stringify(t)}`;
        if (t.status === 'completed') expect(bookingIcsSequence(t), why).toBeGreaterThanOrEqual(bookingIcsSequence(s));
        else expect(bookingIcsSequence(t), why).toBeGreaterThan(bookingIcsSequence(s));
        walk(t);
      }
    };
    walk({ status: 'pending', meeting_link: null, reschedule_count: 0 });
    expect(paths).toBeGreaterThan(20);
  });

  it('reads a missing or odd move count as none', () => {
    expect(bookingIcsSequence({ status: 'confirmed', reschedule_count: null })).toBe(1);
    expect(bookingIcsSequence({ status: 'confirmed', reschedule_count: -3 })).toBe(1);
  });
});
