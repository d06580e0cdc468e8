import { describe, expect, it } from 'vitest';
import { SOURCES, kstDayStart, orderField, pageLocally, searchExpression, sortField, translateFilter } from './dataProvider.ts';

describe('list query translation', () => {
  it('search box → or=(…ilike…) with quoted, sanitised values', () => {
    expect(translateFilter(SOURCES.users, { q: 'kim' })).toEqual({
      'or@': '(name_korean.ilike."*kim*",name_english.ilike."*kim*",email.ilike."*kim*",phone.ilike."*kim*")',
    });
    expect(searchExpression(['a'], 'x"),(y*')).toBe('(a.ilike."*x ),(y*")');
  });
  it('lawyers search the embedded profile', () => {
    expect(translateFilter(SOURCES.lawyers, { q: '김', is_approved: 'false' })).toEqual({
      'profiles.or@': '(name_korean.ilike."*김*",name_english.ilike."*김*",email.ilike."*김*")',
      is_approved: 'false',
    });
  });
  it('drops empty filters', () => {
    expect(translateFilter(SOURCES.users, { q: '  ', status: '' })).toEqual({});
  });
  it('coupon virtual filters', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(translateFilter(SOURCES.coupons, { issuer: 'admin', status: 'active' }, now)).toEqual({
      'issuer_lawyer_id@is': 'null',
      is_active: true,
      'valid_until@gte': '2026-11-22T00:00:00.000Z',
    });
    expect(translateFilter(SOURCES.coupons, { issuer: 'lawyer', status: 'expired' }, now)).toEqual({
      'issuer_lawyer_id@not.is': 'null',
      'valid_until@lt': '2026-11-22T00:00:00.000Z',
    });
  });
  it('payment events: 확인 필요만 means needing attention and not yet marked 확인 완료', () => {
    expect(translateFilter(SOURCES['payment-events'], { needs_attention: true, q: 'pi_1' })).toEqual({
      needs_attention: true,
      'resolved_at@is': 'null',
      'or@': '(event_id.ilike."*pi_1*",event_type.ilike."*pi_1*",outcome.ilike."*pi_1*",transaction_id.ilike."*pi_1*")',
    });
    expect(translateFilter(SOURCES['payment-events'], { needs_attention: false })).toEqual({});
  });
  it('bookings: the status filter goes by display_status, so an unswept expired hold is not pending', () => {
    expect(translateFilter(SOURCES.bookings, { status: 'pending', 'booking_date@gte': '2026-11-01' })).toEqual({
      display_status: 'pending',
      'booking_date@gte': '2026-11-01',
    });
    expect(translateFilter(SOURCES.bookings, { status: 'expired' })).toEqual({ display_status: 'expired' });
  });
  it('sorting: embedded columns, tie-breakers and id', () => {
    expect(orderField('profiles.name_korean')).toBe('profiles(name_korean)');
    expect(sortField(SOURCES.lawyers, 'profiles.name_korean', 'ASC')).toBe('profiles(name_korean).asc,id');
    expect(sortField(SOURCES.bookings, 'booking_date', 'DESC')).toBe('booking_date.desc,booking_time.desc,id');
    expect(sortField(SOURCES.users, 'id', 'DESC')).toBe('id');
  });
});

describe('back office sources (issue 16)', () => {
  it('audit log: a KST date range, the end day included; action, entity and actor as they are', () => {
    expect(kstDayStart('2026-11-25')).toBe('2026-11-24T15:00:00.000Z');
    expect(translateFilter(SOURCES['audit-log'], { from: '2026-11-01', to: '2026-11-25', action: 'lawyer.approve', entity_type: 'lawyers', actor_id: 'u1' })).toEqual({
      'created_at@gte': '2026-10-31T15:00:00.000Z',
      'created_at@lt': '2026-11-25T15:00:00.000Z',
      action: 'lawyer.approve',
      entity_type: 'lawyers',
      actor_id: 'u1',
    });
    expect(translateFilter(SOURCES['audit-log'], { from: 'nonsense' })).toEqual({});
  });
  it('audit log is read-only', () => {
    expect(SOURCES['audit-log'].writable).toBeUndefined();
  });
  it('failed e-mails are sorted and paged in the console', () => {
    const rows = [{ id: 'a', failed_at: '2026-11-01' }, { id: 'b', failed_at: '2026-11-03' }, { id: 'c', failed_at: '2026-11-02' }];
    expect(pageLocally(rows, { sort: { field: 'failed_at', order: 'DESC' }, pagination: { page: 1, perPage: 2 } })).toEqual({ data: [rows[1], rows[2]], total: 3 });
    expect(pageLocally(rows, { sort: { field: 'failed_at', order: 'DESC' }, pagination: { page: 2, perPage: 2 } }).data).toEqual([rows[0]]);
  });
});

describe('a booking\'s intake, documents and follow-up (issue 29)', () => {
  it('the intake is keyed by booking_id: no sort on an id column it does not have', () => {
    expect(sortField(SOURCES['booking-intakes']!, 'booking_id', 'ASC')).toBe('booking_id');
    expect(SOURCES['booking-intakes']!.table).toBe('booking_intakes');
  });
  it('documents and follow-up versions read their view and table, with id as the last tie-breaker', () => {
    expect(SOURCES['booking-documents']!.table).toBe('booking_documents');
    expect(sortField(SOURCES['booking-documents']!, 'created_at', 'ASC')).toBe('created_at.asc,id');
    expect(SOURCES['booking-follow-ups']!.table).toBe('booking_follow_ups');
    expect(sortField(SOURCES['booking-follow-ups']!, 'version', 'DESC')).toBe('version.desc,id');
  });
  it('all three are read-only in the console', () => {
    for (const r of ['booking-intakes', 'booking-documents', 'booking-follow-ups']) expect(SOURCES[r]!.writable).toBeUndefined();
  });
});
