// The "perfect negotiation" pattern (W3C WebRTC spec, §10.7) as a small class over any
// RTCPeerConnection-like object, so that its decisions are unit-tested without a browser.
// Both sides run the same code; the polite side yields on an offer collision, the impolite side
// ignores the colliding offer. Messages are processed one at a time, in arrival order.
//
// Two additions to the pattern, because the collision it resolves is not harmless in Chromium:
// - The first offer comes from one side only (`firstOfferer`: the impolite side, the client). The
//   polite side skips its own `negotiationneeded` until a first negotiation has completed, and
//   answers the offer that comes. Before this, both sides created their peer connection on the
//   same presence sync and both offered at once; the polite side rolled its offer back and
//   answered, and in about 1 join in 7 Chromium's ICE agent, re-created by the rollback while it
//   was still gathering for the rolled-back offer, never gathered a candidate for the answer, so
//   the call stayed at "new" until call.ts's 12 s watchdog started it over. Collisions can still
//   happen later (both renegotiating at once) and are still resolved by the pattern.
// - Remote candidates that arrive before a remote description is set are kept and added once it
//   is (`CandidateQueue`), instead of failing in addIceCandidate and being lost.

export interface SignalMessage {
  description?: RTCSessionDescriptionInit | null;
  candidate?: RTCIceCandidateInit | null;
}

/** Whether an incoming description collides with one of ours and must be ignored. */
export function offerDecision(s: {
  type: RTCSdpType;
  makingOffer: boolean;
  signalingState: RTCSignalingState;
  settingRemoteAnswer: boolean;
  polite: boolean;
}): { collision: boolean; ignore: boolean } {
  const readyForOffer = !s.makingOffer && (s.signalingState === 'stable' || s.settingRemoteAnswer);
  const collision = s.type === 'offer' && !readyForOffer;
  return { collision, ignore: !s.polite && collision };
}

/**
 * Whether this side makes the first offer of a new peer connection: exactly one side does, so
 * that the two never offer at once when they find each other. The impolite side (the client)
 * offers; the polite side (the lawyer) waits for that offer.
 */
export function firstOfferer(polite: boolean): boolean {
  return !polite;
}

/**
 * Whether a `negotiationneeded` should make an offer now: always once a first negotiation
 * completed (a renegotiation: screen sharing, an ICE restart), and before that only on the side
 * that makes the first offer. A skipped `negotiationneeded` is not lost: the browser checks again
 * when the signalling state returns to stable and fires it again if negotiation is still needed.
 */
export function shouldOffer(s: { polite: boolean; negotiated: boolean }): boolean {
  return s.negotiated || firstOfferer(s.polite);
}

/**
 * Remote ICE candidates that arrived before the remote description they belong to: kept in order
 * (at most `limit`, the oldest dropped beyond) and handed back once the description is set.
 */
export class CandidateQueue {
  private items: RTCIceCandidateInit[] = [];
  constructor(private readonly limit = 100) {}
  get size(): number {
    return this.items.length;
  }
  push(c: RTCIceCandidateInit): void {
    this.items.push(c);
    if (this.items.length > this.limit) this.items.shift();
  }
  /** the kept candidates, in arrival order; the queue is empty afterwards */
  drain(): RTCIceCandidateInit[] {
    const out = this.items;
    this.items = [];
    return out;
  }
  clear(): void {
    this.items = [];
  }
}

/**
 * The targeted recovery for a first attempt that never started ICE (no candidate pair at all, so
 * both sides stay at "new"): the side that offers restarts ICE (a new offer with new ICE
 * credentials, so that both sides gather again) when the connection is still "new" `afterMs`
 * after the answer was applied, at most `maxRestarts` times. The 12 s watchdog in call.ts stays
 * as the last resort.
 */
export function iceStalled(s: {
  offerer: boolean;
  connectionState: RTCPeerConnectionState;
  iceConnectionState: RTCIceConnectionState;
  signalingState: RTCSignalingState;
  msSinceAnswer: number | null;
  restarts: number;
  afterMs?: number;
  maxRestarts?: number;
}): boolean {
  const afterMs = s.afterMs ?? STALL_MS;
  const maxRestarts = s.maxRestarts ?? 2;
  return s.offerer && s.msSinceAnswer !== null && s.msSinceAnswer >= afterMs && s.restarts < maxRestarts &&
    s.signalingState === 'stable' && s.connectionState === 'new' && s.iceConnectionState === 'new';
}

/** How long after the answer a connection still at "new" counts as stalled (iceStalled). */
export const STALL_MS = 2500;

/** What Negotiator needs of an RTCPeerConnection. */
export interface PeerLike {
  signalingState: RTCSignalingState;
  localDescription: RTCSessionDescriptionInit | null;
  remoteDescription: RTCSessionDescriptionInit | null;
  setLocalDescription(d?: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(d: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(c: RTCIceCandidateInit): Promise<void>;
  onnegotiationneeded: ((ev: Event) => unknown) | null;
  onicecandidate: ((ev: RTCPeerConnectionIceEvent) => unknown) | null;
}

export class Negotiator {
  makingOffer = false;
  ignoreOffer = false;
  settingRemoteAnswer = false;
  /** a first offer/answer exchange has completed (see shouldOffer) */
  negotiated = false;
  /** called when an answer (ours or theirs) has been applied */
  onAnswered: ((by: 'us' | 'them') => void) | null = null;
  readonly pending = new CandidateQueue();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pc: PeerLike,
    private readonly polite: boolean,
    private readonly send: (m: SignalMessage) => void,
    private readonly onError: (e: unknown) => void = (e) => console.warn('[room] negotiation', e),
  ) {
    pc.onnegotiationneeded = () => void this.negotiate();
    pc.onicecandidate = (ev) => this.send({ candidate: ev.candidate ? ev.candidate.toJSON() : null });
  }

  async negotiate(): Promise<void> {
    // the polite side waits for the other side's first offer (see shouldOffer)
    if (!shouldOffer({ polite: this.polite, negotiated: this.negotiated })) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.send({ description: this.pc.localDescription });
    } catch (e) {
      this.onError(e);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Handles a message from the other side (queued: one at a time). */
  receive(m: SignalMessage): Promise<void> {
    this.queue = this.queue.then(() => this.handle(m)).catch((e: unknown) => this.onError(e));
    return this.queue;
  }

  private async handle({ description, candidate }: SignalMessage): Promise<void> {
    if (description) {
      const d = offerDecision({
        type: description.type as RTCSdpType,
        makingOffer: this.makingOffer,
        signalingState: this.pc.signalingState,
        settingRemoteAnswer: this.settingRemoteAnswer,
        polite: this.polite,
      });
      this.ignoreOffer = d.ignore;
      if (d.ignore) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await this.pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      await this.addPending();
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        this.send({ description: this.pc.localDescription });
        this.answered('us');
      } else if (description.type === 'answer') {
        this.answered('them');
      }
    } else if (candidate) {
      // before the remote description: keep it until the description is set (the candidates of
      // an offer we ignored are not for us: tried, and a failure does not matter)
      if (!this.pc.remoteDescription && !this.ignoreOffer) return this.pending.push(candidate);
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (e) {
        if (!this.ignoreOffer) throw e;
      }
    }
  }

  private answered(by: 'us' | 'them'): void {
    this.negotiated = true;
    this.onAnswered?.(by);
  }

  private async addPending(): Promise<void> {
    for (const c of this.pending.drain()) {
      try {
        await this.pc.addIceCandidate(c);
      } catch (e) {
        this.onError(e);
      }
    }
  }
}
