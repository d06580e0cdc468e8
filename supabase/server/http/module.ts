import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** One API surface (rest, auth, storage, realtime), mounted under /<name>/v1. */
export interface ApiModule {
  /** `path` is the part after the mount, always starting with '/' (e.g. '/lawyers', '/rpc/fn'). */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void>;
  /** WebSocket upgrade for this module's mount (realtime). */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL, path: string): void;
  /** Called after migrations ran (e.g. to (re)load a schema cache, install change capture). */
  ready?(): Promise<void>;
  close?(): Promise<void>;
}
