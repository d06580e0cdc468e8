// The inflection stand-in (stubs/inflection.ts) gives what inflection 3 gives for what react-admin
// asks of it: default field labels (transform underscore + humanize) and resource names (humanize
// of the singular or plural). Expected values are inflection 3.0.2's own.
import { describe, expect, it } from 'vitest';
import { humanize, inflect, transform } from './inflection.ts';

describe('inflection stand-in', () => {
  it('field labels', () => {
    expect(transform('name_korean', ['underscore', 'humanize'])).toBe('Name korean');
    expect(transform('createdAt', ['underscore', 'humanize'])).toBe('Created at');
    expect(transform('lawyer_id', ['underscore', 'humanize'])).toBe('Lawyer');
    expect(transform('profiles email', ['underscore', 'humanize'])).toBe('Profiles email');
  });
  it('resource names', () => {
    expect(humanize(inflect('lawyers', 1))).toBe('Lawyer');
    expect(humanize(inflect('lawyers', 2))).toBe('Lawyers');
    expect(humanize(inflect('failed-deliveries', 1))).toBe('Failed-delivery');
    expect(humanize(inflect('audit-log', 2))).toBe('Audit-logs');
    expect(humanize(inflect('free-checkups', 0))).toBe('Free-checkups');
  });
});
