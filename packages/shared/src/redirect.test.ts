// The after-log-in redirect rule against known open-redirect bypasses (issue 14): each must fall
// back; site paths must survive. The final check asks what a browser would do with the answer.
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

const FALLBACK = '/fallback';
const SITE = 'https://klegal.example';

const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0A/evil.example',
  '/%0d/evil.example',
  '/%00/evil.example',
  '/%7f/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/%20/evil.example',
  '/\u00a0/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%255cevil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  '/a/../..//evil.example',
  'https://evil.example',
  'https://evil.example/client/bookings',
  'HTTPS://evil.example',
  'http:evil.example',
  'http:/evil.example',
  'https:\\\\evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '@evil.example',
  'evil.example',
  'client/bookings',
  '?next=//evil.example',
  '#//evil.example',
  '/\uff0fevil.example', // fullwidth solidus: NFKC folds it into "//"
  '\uff0f\uff0fevil.example',
  '/\uff3cevil.example', // fullwidth reverse solidus: "\"
  '/%EF%BC%8Fevil.example',
  '/%2F%E3%80/evil.example', // a cut UTF-8 sequence must not hide the %2F before it
  '/\u2028/evil.example',
  '/%' + '25'.repeat(8) + '2F/evil.example', // decoding that does not settle
  '/' + 'a'.repeat(3000),
  '',
];

describe('safeRedirectPath', () => {
  it.each(BYPASSES)('falls back for %j', (raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for anything but a string, with "/" by default', () => {
    for (const raw of [null, undefined, 42, {}, ['/x']]) expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('//evil.example')).toBe('/');
  });

  it('keeps site paths with their query and hash', () => {
    for (const path of [
      '/',
      '/client/bookings?x=1#a',
      '/booking?lawyer=7b0c2f7e-1d7a-4f51-9c5e-0d8f1b2c3a4d&date=2026-01-01&time=10%3A00',
      '/lawyers?category=criminal&page=2',
      '/lawyer/abc?ref=%2F%2Fnot-a-host', // an encoded "//" inside the query is data, not a host
      '/lawyers?q=a%20b',
      '/@evil.example',
      '/javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(path, FALLBACK)).toBe(path);
    }
  });

  it('answers with what the URL parser made of the path', () => {
    expect(safeRedirectPath('/client/../booking?x=1', FALLBACK)).toBe('/booking?x=1');
    expect(safeRedirectPath('/lawyers?q=김', FALLBACK)).toBe('/lawyers?q=%EA%B9%80');
    expect(safeRedirectPath('/\u3002evil', FALLBACK)).toBe('/%E3%80%82evil'); // a path on our site
  });

  it('never answers with a way off the site, whatever the prefix', () => {
    const heads = ['', '/', '//', '\\', '/\\', '%2F', '%5C', '%09', '%0a', '\t', ' ', '.', '..', '%2e', '@', ':', 'https:', '\uff0f'];
    for (const a of heads) {
      for (const b of heads) {
        for (const c of heads) {
          const out = safeRedirectPath(`${a}${b}${c}evil.example/x`, FALLBACK);
          // as the browser's location.assign would read it on our site
          const landed = new URL(out, `${SITE}/auth`);
          expect(landed.origin, `${JSON.stringify(a + b + c)} → ${out}`).toBe(SITE);
          expect(out.startsWith('/') && !out.startsWith('//'), out).toBe(true);
        }
      }
    }
  });
});
