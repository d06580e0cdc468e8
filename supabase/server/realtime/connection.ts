// One websocket connection: decodes frames, handles them one at a time (as a Phoenix channel
// process would) and hands channel work to the Hub. Garbage is dropped, never fatal.
import type { WebSocket } from 'ws';
import type { Channel, Hub } from './hub.ts';
import { asObject, decodeBinary, decodeText, encodeText, type Message, type Vsn } from './protocol.ts';

// A client that cannot keep up (or floods us) gets disconnected rather than queueing without bound.
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;
const MAX_PENDING_MESSAGES = 1000;

export class Connection {
  ws: WebSocket;
  vsn: Vsn;
  hub: Hub;
  /** The connection's apikey as a JWT (Realtime's tenant_token): the default channel token. */
  tenantToken: string;
  channels = new Map<string, Channel>();
  alive = true;
  closed = false;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(hub: Hub, ws: WebSocket, vsn: Vsn, tenantToken: string) {
    this.hub = hub;
    this.ws = ws;
    this.vsn = vsn;
    this.tenantToken = tenantToken;
    ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      if (++this.pending > MAX_PENDING_MESSAGES) {
        ws.terminate();
        return;
      }
      // One message at a time per connection, as a Phoenix channel process would.
      this.queue = this.queue
        .then(() => (isBinary ? this.onBinary(buf) : this.onText(buf.toString('utf8'))))
        .catch((e) => hub.log('realtime message handling failed', e))
        .finally(() => {
          this.pending--;
        });
    });
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('error', () => {
      /* reported through 'close' */
    });
    ws.on('close', () => this.onClose());
  }

  send(m: Message): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeText(this.vsn, m));
  }

  sendRaw(buf: Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(buf, { binary: true });
  }

  reply(m: Pick<Message, 'join_ref' | 'ref' | 'topic'>, status: 'ok' | 'error', response: unknown): void {
    this.send({ join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async onText(text: string): Promise<void> {
    const m = decodeText(this.vsn, text);
    // Garbage (not JSON, wrong shape) is dropped; the connection stays usable.
    if (!m) return;
    await this.handle(m);
  }

  private async onBinary(buf: Buffer): Promise<void> {
    const push = decodeBinary(buf);
    if (!push) return;
    const ch = this.channels.get(push.topic);
    const msg = { join_ref: push.join_ref, ref: push.ref, topic: push.topic };
    if (!ch) {
      if (push.ref) this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    this.hub.clientBroadcast(ch, push.event, push.payload, push.binary, push.ref);
  }

  private async handle(m: Message): Promise<void> {
    if (m.topic === 'phoenix') {
      if (m.event === 'heartbeat') this.reply(m, 'ok', {});
      return;
    }
    if (m.event === 'phx_join') {
      await this.hub.join(this, m);
      return;
    }
    const ch = this.channels.get(m.topic);
    if (!ch) {
      if (m.ref !== null) this.reply(m, 'error', { reason: 'unmatched topic' });
      return;
    }
    const payload = asObject(m.payload);
    switch (m.event) {
      case 'phx_leave':
        this.hub.removeChannel(ch);
        this.reply(m, 'ok', {});
        return;
      case 'access_token':
        this.hub.updateToken(ch, payload.access_token);
        return;
      case 'broadcast':
        if (typeof payload.event === 'string') {
          this.hub.clientBroadcast(ch, payload.event, payload.payload ?? {}, false, m.ref);
        }
        return;
      case 'presence':
        this.hub.presence(ch, m, payload);
        return;
      default:
        // Realtime ignores unknown events on a joined channel.
        return;
    }
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const ch of [...this.channels.values()]) this.hub.removeChannel(ch);
    this.hub.connections.delete(this);
  }
}
