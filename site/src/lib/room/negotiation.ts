// The "perfect negotiation" pattern (W3C WebRTC spec, §10.7) as a small class over any
// RTCPeerConnection-like object, so that its decisions are unit-tested without a browser.
// Both sides run the same code; the polite side yields on an offer collision, the impolite side
// ignores the colliding offer. Messages are processed one at a time, in arrival order.

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

/** What Negotiator needs of an RTCPeerConnection. */
export interface PeerLike {
  signalingState: RTCSignalingState;
  localDescription: RTCSessionDescriptionInit | null;
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
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        this.send({ description: this.pc.localDescription });
      }
    } else if (candidate) {
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (e) {
        if (!this.ignoreOffer) throw e;
      }
    }
  }
}
