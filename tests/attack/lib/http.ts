// Raw HTTP for the attack suite: what fetch cannot do. The WHATWG URL parser in fetch resolves
// "../" and "%2e%2e" before sending, and fetch cannot choose the local address it connects from;
// an attacker's client does both. node:http sends the path exactly as given.
import http from 'node:http';
import https from 'node:https';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

export interface RawRequest {
  method?: string;
  /** Sent verbatim as the request target (path and query). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The local address to connect from (e.g. 127.0.0.7 to be another client of a loopback server). */
  localAddress?: string;
  timeoutMs?: number;
}

/** One request to `origin` (scheme://host:port) with the path exactly as given. */
export function rawRequest(origin: string, req: RawRequest): Promise<RawResponse> {
  const u = new URL(origin);
  const lib = u.protocol === 'https:' ? https : http;
  // a loopback name is connected to as IPv4 so that a chosen 127.x local address can reach it
  const host = u.hostname === 'localhost' && req.localAddress ? '127.0.0.1' : u.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const r = lib.request(
      {
        host,
        port: u.port || (u.protocol === 'https:' ? 443 : 80),
        method: req.method ?? 'GET',
        path: req.path,
        headers: { host: u.host, ...(req.body !== undefined ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}), ...req.headers },
        localAddress: req.localAddress,
        timeout: req.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
        });
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error(`timeout: ${req.method ?? 'GET'} ${req.path}`)));
    r.on('error', reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/**
 * True when `hostname` is an IPv4 loopback name or address: the server is local, and the suite can
 * act as other clients by connecting from other 127.x addresses.
 */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** A random loopback address other than 127.0.0.1: "another client" of a loopback server. */
export function otherLoopbackAddress(): string {
  return `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
}
