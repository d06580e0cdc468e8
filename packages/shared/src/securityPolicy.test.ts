import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { baseCspDirectives, portoneCsp, PORTONE_SDK_URL, securityHeaderRules, spaCsp, supabaseSources, withCspMeta } from './securityPolicy.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('security policy', () => {
  test('the configured Supabase URL is allowed for connections (http and ws) and images, nothing else', () => {
    expect(supabaseSources(undefined)).toEqual({ http: [], ws: [] });
    expect(supabaseSources('https://abc.supabase.co/')).toEqual({ http: ['https://abc.supabase.co'], ws: ['wss://abc.supabase.co'] });
    expect(supabaseSources('http://127.0.0.1:54321')).toEqual({ http: ['http://127.0.0.1:54321'], ws: ['ws://127.0.0.1:54321'] });
    expect(() => supabaseSources('ftp://x')).toThrow();
    const d = baseCspDirectives('https://abc.supabase.co');
    expect(d).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(d).toContain("img-src 'self' data: blob: https://abc.supabase.co");
    expect(d).toContain("object-src 'none'");
    expect(d.join(';')).not.toContain('frame-ancestors'); // ignored in a <meta>: a header
  });

  test('an SPA policy hashes exactly its inline scripts and never allows inline scripts wholesale', () => {
    const inline = "(function(){console.log('x')})();";
    const html = `<html><head><meta charset="utf-8" /><script>${inline}</script><script type="module" src="/a.js"></script>`
      + `<script type="application/ld+json">{}</script></head><body></body></html>`;
    const csp = spaCsp(html, undefined);
    expect(csp).toContain(`script-src 'self' ${sha(inline)};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const out = withCspMeta(html, undefined);
    // first thing after the charset, before any script
    expect(out.indexOf('http-equiv="content-security-policy"')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('http-equiv="content-security-policy"')).toBeLessThan(out.indexOf('<script'));
  });

  test('camera and microphone only on the consultation room', () => {
    const site = securityHeaderRules('site');
    expect(site[0]).toMatchObject({ path: '/*', headers: { 'Permissions-Policy': expect.stringContaining('camera=()') } });
    expect(site.find((r) => r.path === '/room/*')?.headers['Permissions-Policy']).toContain('camera=(self), microphone=(self)');
    expect(securityHeaderRules('console').some((r) => /camera=\(self\)/.test(Object.values(r.headers).join()))).toBe(false);
  });

  test('PortOne is allowed only in a build with PortOne configured (issue 26)', () => {
    // not configured: nothing of PortOne, frames closed
    expect(portoneCsp({})).toEqual({ script: [], connect: [], frame: [] });
    expect(portoneCsp({ PORTONE_STORE_ID: ' ', PORTONE_CSP_SOURCES: 'https://*.inicis.com' })).toEqual({ script: [], connect: [], frame: [] });
    const plain = baseCspDirectives('https://abc.supabase.co');
    expect(plain.join('; ')).not.toMatch(/portone|iamport/);
    expect(plain).toContain("frame-src 'none'");
    expect(plain).toContain("form-action 'self'");

    // configured: the SDK's origin for scripts, PortOne's services and windows, the PGs named
    const p = portoneCsp({ PORTONE_STORE_ID: 'store-1', PORTONE_CSP_SOURCES: 'https://*.inicis.com, https://pay.toss.im' });
    expect(p.script).toEqual(['https://cdn.portone.io', 'https://*.inicis.com', 'https://pay.toss.im']);
    expect(p.script.some((s) => new URL(PORTONE_SDK_URL).origin === s)).toBe(true);
    const d = baseCspDirectives('https://abc.supabase.co', p);
    expect(d).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://*.portone.io https://*.iamport.co https://*.iamport.kr https://*.inicis.com https://pay.toss.im");
    expect(d).toContain('frame-src https://*.portone.io https://*.iamport.co https://*.iamport.kr https://*.inicis.com https://pay.toss.im');
    expect(d).toContain("form-action 'self' https://*.portone.io https://*.iamport.co https://*.iamport.kr https://*.inicis.com https://pay.toss.im");
    // the rest is unchanged
    expect(d).toContain("object-src 'none'");
    expect(d).toContain("img-src 'self' data: blob: https://abc.supabase.co");
  });

  test('PORTONE_CSP_SOURCES takes https origins only', () => {
    for (const bad of ['*', 'https:', 'http://pg.example.com', "'unsafe-inline'", 'https://pg.example.com/path', 'data:', 'https://*']) {
      expect(() => portoneCsp({ PORTONE_STORE_ID: 's', PORTONE_CSP_SOURCES: bad })).toThrow(/PORTONE_CSP_SOURCES/);
    }
  });
});
