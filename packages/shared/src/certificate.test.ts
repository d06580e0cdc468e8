import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ACCEPT, CERTIFICATE_MAX_BYTES, CERTIFICATE_MAX_MB, certificateProblem } from './certificate.ts';

describe('certificate rules (the bucket lawyer-verifications)', () => {
  it('states the 10 MB limit and the accepted types', () => {
    expect(CERTIFICATE_MAX_BYTES).toBe(10485760);
    expect(CERTIFICATE_MAX_MB).toBe(10);
    expect(CERTIFICATE_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
  });
  it('takes pdf, jpg, jpeg, png up to the limit', () => {
    expect(certificateProblem({ name: 'a.PDF', type: 'application/pdf', size: 1 })).toBeNull();
    expect(certificateProblem({ name: 'a.jpeg', type: '', size: CERTIFICATE_MAX_BYTES })).toBeNull();
    expect(certificateProblem({ name: 'a.png' })).toBeNull();
  });
  it('refuses other types, empty and oversize files', () => {
    expect(certificateProblem({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe('type');
    expect(certificateProblem({ name: 'a', size: 10 })).toBe('type');
    expect(certificateProblem({ name: 'a.pdf', type: 'text/html', size: 10 })).toBe('type');
    expect(certificateProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(certificateProblem({ name: 'a.pdf', type: 'application/pdf', size: CERTIFICATE_MAX_BYTES + 1 })).toBe('size');
  });
});
