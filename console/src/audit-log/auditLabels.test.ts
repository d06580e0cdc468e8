import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@klegal/shared';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, auditChanges, auditEntityLabel } from './auditLabels.ts';
import { deliveryKindLabel } from '../failed-deliveries/deliveryCsv.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

describe('audit log labels', () => {
  it('every action and entity of the filter has a Korean label', () => {
    for (const a of AUDIT_ACTIONS) expect(auditActionLabel(t, a), a).toMatch(/[가-힣]/);
    for (const e of AUDIT_ENTITIES) expect(auditEntityLabel(t, e), e).toMatch(/[가-힣]/);
    expect(auditActionLabel(t, 'lawyer.approve')).toBe('변호사 승인');
  });
  it('an action the console does not know shows its raw value', () => {
    expect(auditActionLabel(t, 'future.thing')).toBe('future.thing');
  });
  it('what changed: differing keys before → after, else details', () => {
    expect(auditChanges({ before: { is_approved: false, is_visible: false }, after: { is_approved: true, is_visible: true } }))
      .toBe('is_approved: false → true, is_visible: false → true');
    expect(auditChanges({ before: { a: 1, updated_at: 'x' }, after: { a: 1, updated_at: 'y' } })).toBe('');
    expect(auditChanges({ before: null, after: null, details: { kind: 'booking_paid' } })).toBe('kind: booking_paid');
    expect(auditChanges({ before: null, after: { code: 'WELCOME' } })).toBe('code: WELCOME');
  });
});

describe('failed e-mail kinds', () => {
  it('every notification kind has a Korean label', () => {
    for (const k of NOTIFICATION_KINDS) expect(deliveryKindLabel(t, k), k).toMatch(/[가-힣]/);
  });
});
