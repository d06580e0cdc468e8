import { describe, expect, it } from 'vitest';
import { CHECKUP_CATEGORIES, checkupCategoryFor } from './checkup.ts';

describe('checkupCategoryFor (pre-filling the free check-up from a booking)', () => {
  it('maps the consultation categories to the check-up categories', () => {
    expect(checkupCategoryFor('Immigration & VISA')).toEqual({ category: 'Immigrations & VISA', issue: '' });
    expect(checkupCategoryFor('부동산·임대차')).toEqual({ category: 'Real Estate & Lease Disputes', issue: '' });
    expect(checkupCategoryFor('labor-employment.unpaid-wages')).toEqual({ category: 'Labor & Employment', issue: '' });
    expect(checkupCategoryFor(' criminal cases ')).toEqual({ category: 'Criminal Cases', issue: '' });
  });
  it('takes an issue title with its category', () => {
    expect(checkupCategoryFor('Unpaid Wages')).toEqual({ category: 'Labor & Employment', issue: 'Unpaid Wages' });
  });
  it('gives null for nothing or an unknown type', () => {
    expect(checkupCategoryFor(null)).toBeNull();
    expect(checkupCategoryFor('Online Consultation')).toBeNull();
  });
  it('only ever names existing categories', () => {
    const titles = new Set(CHECKUP_CATEGORIES.map((c) => c.title));
    for (const t of ['immigration-visa', 'criminal', 'labor-employment', 'family-marriage', 'traffic-insurance', 'business-startup-investment', 'civil-debt-compensation', 'real-estate-lease', 'inheritance-family-assets', 'tax-administrative', 'intellectual-property', 'consumer-protection', 'medical-dispute', 'military-nationality']) {
      expect(titles.has(checkupCategoryFor(t)!.category), t).toBe(true);
    }
  });
});
