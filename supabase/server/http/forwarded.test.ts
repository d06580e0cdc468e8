// The client address the local server hands to the database in request.headers (the rate limits
// of free check-ups count it): a client cannot choose it with headers of its own.
import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { lowerHeaders } from './context.ts';

const req = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers } as unknown as IncomingMessage);

describe('client address headers', () => {
  test('without trusted proxies: the socket address, whatever x-forwarded-for, x-real-ip or cf-connecting-ip say', () => {
    const h = lowerHeaders(req('::ffff:198.51.100.7', { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8', 'cf-connecting-ip': '9.9.9.9', apikey: 'k' }));
    expect(h['x-forwarded-for']).toBe('198.51.100.7');
    expect(h['x-real-ip']).toBe('198.51.100.7');
    expect(h['cf-connecting-ip']).toBeUndefined();
    expect(h.apikey).toBeUndefined();
  });

  test('behind n trusted proxies: the n-th entry from the right; entries the client wrote before it are ignored', () => {
    expect(lowerHeaders(req('10.0.0.1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 1)['x-forwarded-for']).toBe('203.0.113.9');
    expect(lowerHeaders(req('10.0.0.1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }), 2)['x-real-ip']).toBe('203.0.113.9');
    // no header or garbage: the socket
    expect(lowerHeaders(req('10.0.0.1', {}), 1)['x-forwarded-for']).toBe('10.0.0.1');
    expect(lowerHeaders(req('10.0.0.1', { 'x-forwarded-for': 'not-an-ip' }), 1)['x-forwarded-for']).toBe('10.0.0.1');
  });
});
