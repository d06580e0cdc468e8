// The consultation room's pure parts: room_access → text, transcript lines, ICE configuration,
// the perfect-negotiation decisions, and the five dictionaries.
import { describe, expect, test } from 'vitest';
import { LANGS } from '../i18n/index.ts';
import { ROOM_DICTS, roomEn, rt } from './i18n.ts';
import { lineView, mergeLine, parseIceServers, type RoomLine } from './lines.ts';
import { CandidateQueue, firstOfferer, iceStalled, Negotiator, offerDecision, shouldOffer, STALL_MS, type PeerLike } from './negotiation.ts';
import { parseAccess, recheckIn, statusText } from './window.ts';

describe('room_access → what the page says', () => {
  const notYet = parseAccess({
    status: 'not_yet', opens_at: '2026-12-01T04:50:00+00:00', closes_at: '2026-12-01T06:10:00+00:00', starts_at: '2026-12-01T05:00:00+00:00', role: 'client',
  });

  test('not yet open: when it opens in KST and in the visitor\'s time', () => {
    const s = statusText(notYet, 'en', 'Europe/Paris')!;
    expect(s.tone).toBe('info');
    expect(s.lines[0]).toBe('The room opens 10 minutes before the consultation.');
    expect(s.lines[1]).toMatch(/^Opens at Tue, Dec 1, 2026, 13:50 \(Korea time, KST\) · Tue, Dec 1, 2026, 05:50 your time$/);
    expect(s.lines[2]).toMatch(/14:00 KST$/);
  });

  test('a visitor in Korea sees KST only', () => {
    const s = statusText(notYet, 'ko', 'Asia/Seoul')!;
    expect(s.lines[1]).not.toContain('현지 시간');
    expect(s.lines[1]).toContain('13:50');
  });

  test('closed and refused', () => {
    expect(statusText({ ...notYet, status: 'closed' }, 'en', 'UTC')!.lines[0]).toMatch(/has closed/);
    expect(statusText({ status: 'refused' }, 'vi', 'UTC')).toEqual({ tone: 'error', lines: [ROOM_DICTS.vi['room.refused']] });
    expect(statusText({ ...notYet, status: 'open' }, 'en', 'UTC')).toBeNull();
  });

  test('anything unexpected is a refusal', () => {
    expect(parseAccess(null)).toEqual({ status: 'refused' });
    expect(parseAccess({ status: 'maybe' })).toEqual({ status: 'refused' });
    expect(parseAccess({ status: 'open', role: 'lawyer' }).role).toBe('lawyer');
  });

  test('the page asks again when the room opens or closes', () => {
    const now = Date.parse('2026-12-01T04:40:00Z');
    expect(recheckIn(notYet, now)).toBe(10 * 60_000 + 500);
    expect(recheckIn({ ...notYet, status: 'open' }, now)).toBe(90 * 60_000 + 500);
    expect(recheckIn({ status: 'refused' }, now)).toBeNull();
  });
});

describe('transcript lines', () => {
  const line = (over: Partial<RoomLine>): RoomLine => ({
    id: 'a', booking_id: 'b', author_id: 'lawyer', kind: 'chat', original_text: '안녕하세요', original_lang: 'ko',
    translated_text: 'Hello', translated_lang: 'en', translation_provider: 'libretranslate', created_at: '2026-12-01T05:00:00Z', ...over,
  });
  test('the other party\'s line: the translation, marked, with the original one click away', () => {
    expect(lineView(line({}), 'client', 'en')).toEqual({ mine: false, text: 'Hello', original: '안녕하세요', machine: true, untranslated: false });
  });
  test('untranslated (no provider): the original with a notice; same language: no notice', () => {
    expect(lineView(line({ translated_text: null, translated_lang: null, translation_provider: 'none' }), 'client', 'en').untranslated).toBe(true);
    expect(lineView(line({ translated_text: null }), 'client', 'ko').untranslated).toBe(false);
  });
  test('my own line is shown as I wrote it', () => {
    expect(lineView(line({}), 'lawyer', 'ko')).toMatchObject({ mine: true, text: '안녕하세요', machine: false });
  });
  test('merging keeps time order and replaces by id', () => {
    const a = line({ id: '1', created_at: '2026-12-01T05:00:02Z' });
    const b = line({ id: '2', created_at: '2026-12-01T05:00:01Z' });
    expect(mergeLine(mergeLine(mergeLine([], a), b), a).map((l) => l.id)).toEqual(['2', '1']);
  });
});

test('ICE servers from configuration', () => {
  expect(parseIceServers(undefined)).toEqual([]);
  expect(parseIceServers('not json')).toEqual([]);
  expect(parseIceServers('[{"urls":"stun:stun.example.com"},{"nope":1}]')).toEqual([{ urls: 'stun:stun.example.com' }]);
  expect(parseIceServers('{"iceServers":[{"urls":["turn:t.example.com"],"username":"u","credential":"c"}]}')).toEqual([
    { urls: ['turn:t.example.com'], username: 'u', credential: 'c' },
  ]);
});

describe('perfect negotiation', () => {
  test('an offer while we are making one collides: the impolite side ignores it, the polite side yields', () => {
    const base = { type: 'offer' as RTCSdpType, makingOffer: true, signalingState: 'have-local-offer' as RTCSignalingState, settingRemoteAnswer: false };
    expect(offerDecision({ ...base, polite: false })).toEqual({ collision: true, ignore: true });
    expect(offerDecision({ ...base, polite: true })).toEqual({ collision: true, ignore: false });
    expect(offerDecision({ ...base, makingOffer: false, signalingState: 'stable', polite: false })).toEqual({ collision: false, ignore: false });
    expect(offerDecision({ ...base, type: 'answer', polite: false }).ignore).toBe(false);
    expect(offerDecision({ ...base, makingOffer: false, settingRemoteAnswer: true, polite: false }).collision).toBe(false);
  });

  /** A fake peer connection: records calls, follows the signalling states. */
  function fakePc(): PeerLike & { calls: string[] } {
    const pc = {
      calls: [] as string[],
      signalingState: 'stable' as RTCSignalingState,
      localDescription: null as RTCSessionDescriptionInit | null,
      remoteDescription: null as RTCSessionDescriptionInit | null,
      onnegotiationneeded: null,
      onicecandidate: null,
      async setLocalDescription() {
        const type: RTCSdpType = pc.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
        pc.localDescription = { type, sdp: `local-${type}` };
        pc.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
        pc.calls.push(`local:${type}`);
      },
      async setRemoteDescription(d: RTCSessionDescriptionInit) {
        pc.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
        pc.remoteDescription = d;
        pc.calls.push(`remote:${d.type}`);
      },
      async addIceCandidate(c: RTCIceCandidateInit) {
        pc.calls.push(`candidate${c.candidate ? `:${c.candidate}` : ''}`);
      },
    };
    return pc;
  }

  test('an offer is answered; candidates after it are added in order', async () => {
    const pc = fakePc();
    const sent: unknown[] = [];
    const n = new Negotiator(pc, true, (m) => sent.push(m));
    void n.receive({ description: { type: 'offer', sdp: 'x' } });
    await n.receive({ candidate: { candidate: 'c1' } });
    expect(pc.calls).toEqual(['remote:offer', 'local:answer', 'candidate:c1']);
    expect(sent).toEqual([{ description: { type: 'answer', sdp: 'local-answer' } }]);
  });

  test('the impolite side ignores a colliding offer and the candidates that follow it', async () => {
    const pc = fakePc();
    pc.addIceCandidate = async () => { throw new Error('no remote description'); };
    const sent: unknown[] = [];
    const errors: unknown[] = [];
    const n = new Negotiator(pc, false, (m) => sent.push(m), (e) => errors.push(e));
    await n.negotiate();
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'local-offer' } }]);
    await n.receive({ description: { type: 'offer', sdp: 'theirs' } });
    await n.receive({ candidate: { candidate: 'c' } });
    expect(n.ignoreOffer).toBe(true);
    expect(errors).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});

describe('who offers first, candidates before the description, the stalled first attempt', () => {
  /** A fake peer connection: records calls, follows the signalling states. */
  function fakePc(): PeerLike & { calls: string[] } {
    const pc = {
      calls: [] as string[],
      signalingState: 'stable' as RTCSignalingState,
      localDescription: null as RTCSessionDescriptionInit | null,
      remoteDescription: null as RTCSessionDescriptionInit | null,
      onnegotiationneeded: null,
      onicecandidate: null,
      async setLocalDescription() {
        const type: RTCSdpType = pc.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
        pc.localDescription = { type, sdp: `local-${type}` };
        pc.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
        pc.calls.push(`local:${type}`);
      },
      async setRemoteDescription(d: RTCSessionDescriptionInit) {
        pc.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
        pc.remoteDescription = d;
        pc.calls.push(`remote:${d.type}`);
      },
      async addIceCandidate(c: RTCIceCandidateInit) {
        if (!pc.remoteDescription) throw new Error('InvalidStateError: no remote description');
        pc.calls.push(`candidate:${c.candidate}`);
      },
    };
    return pc;
  }

  test('exactly one side makes the first offer: the impolite one (the client)', () => {
    expect(firstOfferer(false)).toBe(true);
    expect(firstOfferer(true)).toBe(false);
    expect(shouldOffer({ polite: false, negotiated: false })).toBe(true);
    expect(shouldOffer({ polite: true, negotiated: false })).toBe(false);
    // later renegotiations (screen sharing, an ICE restart) may come from either side
    expect(shouldOffer({ polite: true, negotiated: true })).toBe(true);
  });

  test('the polite side does not offer on its first negotiationneeded; it answers, and offers afterwards', async () => {
    const pc = fakePc();
    const sent: unknown[] = [];
    const answered: string[] = [];
    const n = new Negotiator(pc, true, (m) => sent.push(m));
    n.onAnswered = (by) => answered.push(by);
    await n.negotiate();
    expect(pc.calls).toEqual([]);
    expect(sent).toEqual([]);
    await n.receive({ description: { type: 'offer', sdp: 'theirs' } });
    expect(pc.calls).toEqual(['remote:offer', 'local:answer']);
    expect(answered).toEqual(['us']);
    expect(n.negotiated).toBe(true);
    await n.negotiate();
    expect(pc.calls.at(-1)).toBe('local:offer');
    expect(sent.at(-1)).toEqual({ description: { type: 'offer', sdp: 'local-offer' } });
  });

  test('two Negotiators that both see negotiationneeded at once: one offer, one answer, no collision', async () => {
    const a = fakePc();
    const b = fakePc();
    let client!: Negotiator;
    let lawyer!: Negotiator;
    const errors: unknown[] = [];
    client = new Negotiator(a, false, (m) => void lawyer.receive(m), (e) => errors.push(e));
    lawyer = new Negotiator(b, true, (m) => void client.receive(m), (e) => errors.push(e));
    await Promise.all([client.negotiate(), lawyer.negotiate()]);
    await new Promise((r) => setTimeout(r, 0));
    expect(a.calls).toEqual(['local:offer', 'remote:answer']);
    expect(b.calls).toEqual(['remote:offer', 'local:answer']);
    expect(client.ignoreOffer).toBe(false);
    expect(errors).toEqual([]);
  });

  test('candidates that arrive before the remote description are kept and added after it, in order', async () => {
    const pc = fakePc();
    const n = new Negotiator(pc, false, () => undefined);
    await n.negotiate();
    await n.receive({ candidate: { candidate: 'c1' } });
    await n.receive({ candidate: { candidate: 'c2' } });
    expect(n.pending.size).toBe(2);
    await n.receive({ description: { type: 'answer', sdp: 'theirs' } });
    await n.receive({ candidate: { candidate: 'c3' } });
    expect(pc.calls).toEqual(['local:offer', 'remote:answer', 'candidate:c1', 'candidate:c2', 'candidate:c3']);
    expect(n.pending.size).toBe(0);
  });

  test('the candidate queue keeps arrival order and a bound', () => {
    const q = new CandidateQueue(2);
    q.push({ candidate: 'a' });
    q.push({ candidate: 'b' });
    q.push({ candidate: 'c' });
    expect(q.size).toBe(2);
    expect(q.drain().map((c) => c.candidate)).toEqual(['b', 'c']);
    expect(q.drain()).toEqual([]);
    q.push({ candidate: 'd' });
    q.clear();
    expect(q.size).toBe(0);
  });

  test('a connection still "new" a while after the answer: the offering side restarts ICE, a few times at most', () => {
    const s = {
      offerer: true, connectionState: 'new' as RTCPeerConnectionState, iceConnectionState: 'new' as RTCIceConnectionState,
      signalingState: 'stable' as RTCSignalingState, msSinceAnswer: STALL_MS, restarts: 0,
    };
    expect(iceStalled(s)).toBe(true);
    expect(iceStalled({ ...s, offerer: false })).toBe(false);
    expect(iceStalled({ ...s, msSinceAnswer: STALL_MS - 1 })).toBe(false);
    expect(iceStalled({ ...s, msSinceAnswer: null })).toBe(false);
    expect(iceStalled({ ...s, iceConnectionState: 'checking', connectionState: 'connecting' })).toBe(false);
    expect(iceStalled({ ...s, connectionState: 'connected', iceConnectionState: 'connected' })).toBe(false);
    expect(iceStalled({ ...s, signalingState: 'have-local-offer' })).toBe(false);
    expect(iceStalled({ ...s, restarts: 2 })).toBe(false);
  });
});

test('every language has every room text', () => {
  for (const lang of LANGS) {
    for (const key of Object.keys(roomEn) as (keyof typeof roomEn)[]) {
      expect(ROOM_DICTS[lang][key], `${lang} ${key}`).toBeTruthy();
      if (lang !== 'en' && key !== 'room.camera') expect(ROOM_DICTS[lang][key], `${lang} ${key} is not translated`).not.toBe(roomEn[key]);
    }
    expect(rt(lang, 'room.machineTranslation')).not.toBe('');
  }
});
