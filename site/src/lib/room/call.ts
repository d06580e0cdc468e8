// The call itself (issue 17), loaded when the visitor joins: the private Realtime channel
// `room:<booking id>` (realtime-js with `private: true`; the database's RLS on realtime.messages
// admits only the booking's client and lawyer inside the window) carries presence (who is here,
// muted, camera off) and the WebRTC signalling as broadcasts {from, to, description | candidate};
// the peer connection follows the perfect negotiation pattern (./negotiation.ts; the lawyer is the
// polite side), with the first offer always made by the client (the lawyer answers it: two offers
// at once when the parties find each other made Chromium's ICE gathering stall after the
// lawyer's rollback), and an ICE restart by the client when, 2.5 s after the answer, the connection
// has still not started ICE. Each page load is a session of its own: a reload or a new tab is a new session,
// and the other side starts a fresh peer connection with it. A network drop: realtime-js rejoins
// the channel (presence is tracked again) and ICE restarts when the connection fails.
// The chat and captions go through the room-message Edge Function (translated for the other
// party) and arrive through Realtime changes on room_messages (RLS: the two parties only).
import { RealtimeClient, type RealtimeChannel } from '@supabase-parts/realtime';
import { PUBLISHABLE_KEY, apiUrl } from '../api/config.ts';
import { select } from '../api/rest.ts';
import { getAccessToken } from '../auth/session.ts';
import type { Lang } from '../i18n/index.ts';
import { rt, type RoomKey } from './i18n.ts';
import { lineView, mergeLine, SPEECH_TAGS, type RoomLine } from './lines.ts';
import { iceStalled, Negotiator, STALL_MS, type SignalMessage } from './negotiation.ts';
import { formatInstant } from './window.ts';

export interface CallOptions {
  bookingId: string;
  userId: string;
  role: 'client' | 'lawyer';
  stream: MediaStream | null;
  iceServers: RTCIceServer[];
  lang: () => Lang;
  /** the language this party speaks and reads the other's lines in: the client's room language; the lawyer's the consultation's (Korean unless booked in another language without interpretation) */
  speakLang: () => Lang;
  closesAt?: string;
  onLeave(): void;
  /** the channel refused us (the room closed, or access was withdrawn) */
  onRefused(): void;
}

export interface CallHandle {
  refresh(): void;
  end(): void;
}

interface PresenceMeta {
  session: string;
  role: 'client' | 'lawyer';
  user_id: string;
  joined_at: number;
  muted: boolean;
  camera: boolean;
}

type Signal = SignalMessage & { from: string; to: string };

interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export function startCall(o: CallOptions): CallHandle {
  let mySession = crypto.randomUUID();
  const tr = (key: RoomKey, vars?: Record<string, string | number>) => rt(o.lang(), key, vars);
  const local = o.stream ?? new MediaStream();
  const polite = o.role === 'lawyer';
  let ended = false;
  let muted = false;
  let cameraOff = false;
  let screen: MediaStreamTrack | null = null;
  let captions: SpeechRecognitionLike | null = null;
  let captionsUnavailable = false;
  let channelState: 'joining' | 'joined' | 'lost' = 'joining';
  let present: PresenceMeta[] = [];
  let lines: RoomLine[] = [];
  const shownOriginal = new Set<string>();
  let peer: {
    session: string; pc: RTCPeerConnection; neg: Negotiator; remote: MediaStream;
    restartTimer?: ReturnType<typeof setTimeout>; watchdog?: ReturnType<typeof setTimeout>;
    /** the stall check after an answer (iceStalled) and the ICE restarts it made */
    stallTimer?: ReturnType<typeof setTimeout>; iceRestarts: number;
  } | null = null;
  let captionTimer: ReturnType<typeof setTimeout> | undefined;

  const remoteVideo = $<HTMLVideoElement>('room-remote-video');
  const localVideo = $<HTMLVideoElement>('room-local-video');
  localVideo.srcObject = local;
  $('room-call').hidden = false;

  // --- Realtime ------------------------------------------------------------------------------
  const client = new RealtimeClient(`${apiUrl().replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: PUBLISHABLE_KEY },
    accessToken: async () => (await getAccessToken().catch(() => null)) ?? PUBLISHABLE_KEY,
  });
  let room: RealtimeChannel | null = null;
  let changes: RealtimeChannel | null = null;

  const meta = (): PresenceMeta => ({ session: mySession, role: o.role, user_id: o.userId, joined_at: joinedAt, muted, camera: !cameraOff && hasVideo() });
  const joinedAt = Date.now();
  const hasVideo = () => Boolean(screen) || local.getVideoTracks().some((t) => t.readyState === 'live');

  function send(to: string, m: SignalMessage): void {
    if (!room || ended) return;
    const payload: Signal = { ...JSON.parse(JSON.stringify(m)) as SignalMessage, from: mySession, to };
    void room.send({ type: 'broadcast', event: 'signal', payload });
  }

  async function connect(): Promise<void> {
    const token = await getAccessToken();
    if (!token) return o.onRefused();
    await client.setAuth(token);
    room = client.channel(`room:${o.bookingId}`, { config: { private: true, broadcast: { self: false }, presence: { key: mySession } } });
    room
      .on('broadcast', { event: 'signal' }, (m: { payload?: unknown }) => void onSignal(m.payload as Signal))
      .on('presence', { event: 'sync' }, () => onPresence())
      .subscribe((status: string, err?: Error) => {
        if (ended) return;
        if (status === 'SUBSCRIBED') {
          channelState = 'joined';
          void room?.track(meta());
        } else if (status === 'CHANNEL_ERROR' && err && /Unauthorized/i.test(err.message)) {
          end(false);
          o.onRefused();
          return;
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
          channelState = 'lost';
        }
        refresh();
      });
    changes = client
      .channel(`room-lines:${o.bookingId}:${mySession.slice(0, 8)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'room_messages', filter: `booking_id=eq.${o.bookingId}` }, (p) => {
        addLine(p.new as RoomLine);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void loadLines();
      });
  }

  async function loadLines(): Promise<void> {
    try {
      const rows = await select<RoomLine>('room_messages', { select: '*', booking_id: `eq.${o.bookingId}`, order: 'created_at.asc', limit: 500 });
      for (const r of rows) lines = mergeLine(lines, r);
      renderLines();
    } catch (e) {
      console.warn('[room] could not load the transcript', e);
    }
  }

  // --- presence and the peer connection ----------------------------------------------------------
  function onPresence(): void {
    if (!room) return;
    const state = room.presenceState();
    present = (Object.values(state).flat() as unknown as PresenceMeta[]).filter((m) => m && typeof m.session === 'string');
    const others = present.filter((m) => m.session !== mySession && m.role !== o.role).sort((a, b) => b.joined_at - a.joined_at);
    if (!others.length) {
      if (peer) closePeer();
    } else if (!peer || !others.some((m) => m.session === peer!.session)) {
      createPeer(others[0]!.session);
    }
    refresh();
  }

  function closePeer(): void {
    if (!peer) return;
    clearTimeout(peer.restartTimer);
    clearTimeout(peer.watchdog);
    clearTimeout(peer.stallTimer);
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    peer = null;
    remoteVideo.srcObject = null;
  }

  function createPeer(session: string): void {
    closePeer();
    const pc = new RTCPeerConnection({ iceServers: o.iceServers });
    const remote = new MediaStream();
    const neg = new Negotiator(pc, polite, (m) => send(session, m));
    const p: NonNullable<typeof peer> = { session, pc, neg, remote, iceRestarts: 0 };
    peer = p;
    // The client offers (the lawyer waits for its offer: negotiation.ts's shouldOffer). When its
    // answer has been applied and the connection has still not started ICE a moment later (no
    // candidate pair at all), restart ICE: a new offer with new credentials, both sides gather
    // again. Much sooner than the watchdog below, which stays as the last resort.
    neg.onAnswered = (by) => {
      clearTimeout(p.stallTimer);
      const answeredAt = Date.now();
      p.stallTimer = setTimeout(() => {
        if (peer !== p || ended) return;
        if (iceStalled({
          offerer: !polite && by === 'them', connectionState: pc.connectionState, iceConnectionState: pc.iceConnectionState,
          signalingState: pc.signalingState, msSinceAnswer: Date.now() - answeredAt, restarts: p.iceRestarts,
        })) {
          p.iceRestarts += 1;
          console.warn('[room] ICE did not start after the answer; restarting ICE', pc.iceGatheringState);
          pc.restartIce();
        }
      }, STALL_MS);
    };
    // The last resort: a call that does not connect within a while (a signal lost, a stale peer,
    // ICE restarts that did not help): the impolite side starts over as a new session, which the
    // other side treats like a reload.
    if (!polite) {
      p.watchdog = setTimeout(() => {
        if (peer !== p || ended || pc.connectionState === 'connected') return;
        console.warn('[room] the call did not connect; starting over', pc.connectionState, pc.signalingState);
        closePeer();
        mySession = crypto.randomUUID();
        void room?.track(meta());
      }, 12_000);
    }
    for (const track of local.getTracks()) {
      pc.addTrack(track.kind === 'video' && screen ? screen : track, local);
    }
    if (screen && !local.getVideoTracks().length) pc.addTrack(screen, local);
    // without a camera or microphone, still ask to receive them (and so always have an offer to make)
    if (!local.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
    if (!local.getVideoTracks().length && !screen) pc.addTransceiver('video', { direction: 'recvonly' });
    pc.ontrack = (ev) => {
      if (!remote.getTracks().includes(ev.track)) remote.addTrack(ev.track);
      ev.track.onunmute = () => refresh();
      if (remoteVideo.srcObject !== remote) remoteVideo.srcObject = remote;
      remoteVideo.play().catch(() => { /* autoplay: the video starts muted-less once the user interacts */ });
      refresh();
    };
    pc.onconnectionstatechange = () => {
      if (peer !== p) return;
      clearTimeout(p.restartTimer);
      if (pc.connectionState === 'failed') pc.restartIce();
      if (pc.connectionState === 'disconnected') {
        // a network drop: give it a few seconds to come back by itself, then restart ICE
        p.restartTimer = setTimeout(() => {
          if (peer === p && pc.connectionState !== 'connected') pc.restartIce();
        }, 4000);
      }
      refresh();
    };
  }

  async function onSignal(s: Signal): Promise<void> {
    if (ended || !s || s.to !== mySession || typeof s.from !== 'string') return;
    if (!peer || peer.session !== s.from) {
      // an offer from a session presence has not shown yet (it joined a moment ago): take it
      if (s.description?.type !== 'offer') return;
      createPeer(s.from);
    }
    await peer!.neg.receive({ description: s.description, candidate: s.candidate });
  }

  // --- controls ------------------------------------------------------------------------------------
  function videoSender(): RTCRtpSender | undefined {
    return peer?.pc.getSenders().find((s) => s.track?.kind === 'video') ??
      peer?.pc.getTransceivers().find((t) => t.receiver.track.kind === 'video' && t.sender && (t.direction === 'sendrecv' || t.direction === 'sendonly'))?.sender;
  }

  function setMuted(v: boolean): void {
    muted = v;
    for (const t of local.getAudioTracks()) t.enabled = !v;
    void room?.track(meta());
    refresh();
  }

  function setCameraOff(v: boolean): void {
    cameraOff = v;
    for (const t of local.getVideoTracks()) t.enabled = !v;
    void room?.track(meta());
    refresh();
  }

  async function toggleShare(): Promise<void> {
    if (screen) return stopShare();
    try {
      const s = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = s.getVideoTracks()[0];
      if (!track) return;
      screen = track;
      track.onended = () => stopShare();
      const sender = videoSender();
      if (sender) await sender.replaceTrack(track);
      else peer?.pc.addTrack(track, local);
      localVideo.srcObject = new MediaStream([track]);
      localVideo.parentElement?.classList.add('screen');
    } catch (e) {
      console.warn('[room] screen sharing', e);
    }
    void room?.track(meta());
    refresh();
  }

  function stopShare(): void {
    if (!screen) return;
    const track = screen;
    screen = null;
    track.stop();
    const camera = local.getVideoTracks()[0] ?? null;
    const sender = peer?.pc.getSenders().find((s) => s.track === track);
    if (sender) void sender.replaceTrack(camera);
    localVideo.srcObject = local;
    localVideo.parentElement?.classList.remove('screen');
    void room?.track(meta());
    refresh();
  }

  const Recognition = (window as unknown as { SpeechRecognition?: new () => SpeechRecognitionLike; webkitSpeechRecognition?: new () => SpeechRecognitionLike })
    .SpeechRecognition ?? (window as unknown as { webkitSpeechRecognition?: new () => SpeechRecognitionLike }).webkitSpeechRecognition;
  if (!Recognition) captionsUnavailable = true;

  function toggleCaptions(): void {
    if (captions) {
      const c = captions;
      captions = null;
      c.onend = null;
      c.stop();
      return refresh();
    }
    if (!Recognition) return;
    const c = new Recognition();
    c.lang = SPEECH_TAGS[o.speakLang()];
    c.continuous = true;
    c.interimResults = false;
    c.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i]!;
        const text = r[0].transcript.trim();
        if (r.isFinal && text) void say(text, 'caption');
      }
    };
    c.onerror = (e) => {
      console.warn('[room] speech recognition', e.error);
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed' || e.error === 'network' || e.error === 'language-not-supported') {
        captionsUnavailable = true;
        captions = null;
        refresh();
      }
    };
    // recognition stops by itself after a silence: start it again while captions are on
    c.onend = () => {
      if (captions === c && !ended) {
        try {
          c.start();
        } catch {
          /* already started */
        }
      }
    };
    captions = c;
    try {
      c.start();
    } catch (e) {
      console.warn('[room] speech recognition', e);
      captions = null;
      captionsUnavailable = true;
    }
    refresh();
  }

  // --- chat ------------------------------------------------------------------------------------
  async function say(text: string, kind: 'chat' | 'caption'): Promise<boolean> {
    const token = await getAccessToken();
    const res = await fetch(`${apiUrl()}/functions/v1/room-message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token ?? PUBLISHABLE_KEY}` },
      body: JSON.stringify({ booking_id: o.bookingId, text, kind, lang: o.speakLang() }),
    }).catch(() => null);
    if (!res?.ok) {
      console.warn('[room] room-message', res?.status);
      return false;
    }
    addLine((await res.json()) as RoomLine);
    return true;
  }

  function addLine(l: RoomLine): void {
    if (!l || l.booking_id !== o.bookingId) return;
    lines = mergeLine(lines, l);
    renderLines();
    if (l.kind === 'caption' && l.author_id !== o.userId) {
      const v = lineView(l, o.userId, o.speakLang());
      const overlay = $('room-remote-caption');
      overlay.textContent = v.text;
      overlay.hidden = false;
      clearTimeout(captionTimer);
      captionTimer = setTimeout(() => { overlay.hidden = true; }, 8000);
    }
  }

  function renderLines(): void {
    const list = $('room-lines');
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    list.replaceChildren(...lines.map((l) => {
      const v = lineView(l, o.userId, o.speakLang());
      const li = document.createElement('li');
      li.className = `room-line${v.mine ? ' mine' : ''}${l.kind === 'caption' ? ' caption' : ''}`;
      li.dataset.lineId = l.id;
      li.dataset.mine = String(v.mine);
      const text = document.createElement('p');
      text.className = 'room-line-text';
      text.textContent = v.text;
      const metaLine = document.createElement('p');
      metaLine.className = 'room-line-meta';
      const add = (cls: string, s: string) => metaLine.append(Object.assign(document.createElement('span'), { className: cls, textContent: s }));
      add('room-time', formatInstant(l.created_at, o.lang(), Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC').replace(/^.*?(\d{1,2}:\d{2}).*$/, '$1'));
      if (l.kind === 'caption') add('room-kind', tr('room.caption'));
      li.append(text, metaLine);
      if (v.machine && v.original !== null) {
        add('room-mt', tr('room.machineTranslation'));
        const open = shownOriginal.has(l.id);
        const toggle = document.createElement('button');
        toggle.type = 'button';
        toggle.className = 'link-button room-original-toggle';
        toggle.textContent = open ? tr('room.showTranslation') : tr('room.showOriginal');
        toggle.setAttribute('aria-expanded', String(open));
        toggle.addEventListener('click', () => {
          if (shownOriginal.has(l.id)) shownOriginal.delete(l.id);
          else shownOriginal.add(l.id);
          renderLines();
        });
        metaLine.append(toggle);
        if (open) {
          const orig = document.createElement('p');
          orig.className = 'room-line-original';
          orig.lang = l.original_lang;
          orig.textContent = `${tr('room.original')}: ${v.original}`;
          li.append(orig);
        }
      } else if (v.untranslated) {
        add('room-untranslated', tr('room.untranslated'));
      }
      return li;
    }));
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  // --- rendering -------------------------------------------------------------------------------
  function setButton(id: string, pressed: boolean, key: RoomKey, disabled = false, title?: string): void {
    const b = $<HTMLButtonElement>(id);
    b.textContent = tr(key);
    b.setAttribute('aria-pressed', String(pressed));
    b.disabled = disabled;
    if (title) b.title = title;
    else b.removeAttribute('title');
  }

  function refresh(): void {
    if (ended) return;
    const other = o.role === 'lawyer' ? 'client' : 'lawyer';
    const otherHere = present.find((m) => peer && m.session === peer.session) ?? present.find((m) => m.role === other);
    const names = [tr('room.you'), ...(otherHere ? [tr(other === 'lawyer' ? 'room.lawyer' : 'room.client')] : [])];
    const presence = $('room-presence');
    presence.textContent = otherHere ? tr('room.present', { names: names.join(', ') }) : tr(other === 'lawyer' ? 'room.waitingLawyer' : 'room.waitingClient');
    presence.dataset.peer = otherHere ? 'present' : 'absent';
    const stateEl = $('room-call-state');
    const cs = peer?.pc.connectionState;
    stateEl.textContent = channelState === 'lost' ? tr('room.reconnecting')
      : !otherHere ? tr(other === 'lawyer' ? 'room.waitingLawyer' : 'room.waitingClient')
      : cs === 'connected' ? '' : cs === 'disconnected' || cs === 'failed' ? tr('room.reconnecting') : tr('room.connecting');
    stateEl.dataset.state = channelState === 'lost' ? 'reconnecting' : cs ?? 'waiting';
    const flags: string[] = [];
    if (otherHere?.muted) flags.push(tr('room.remoteMuted'));
    if (otherHere && !otherHere.camera) flags.push(tr('room.remoteCameraOff'));
    $('room-remote-flags').textContent = flags.join(' · ');
    setButton('room-mute', muted, muted ? 'room.unmute' : 'room.mute', !local.getAudioTracks().length);
    setButton('room-camera-toggle', cameraOff, cameraOff ? 'room.cameraOn' : 'room.cameraOff', !local.getVideoTracks().length);
    const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';
    setButton('room-share', Boolean(screen), screen ? 'room.stopShare' : 'room.share', !canShare, canShare ? undefined : tr('room.shareUnavailable'));
    if (captionsUnavailable) setButton('room-captions', false, 'room.captionsUnavailable', true);
    else setButton('room-captions', Boolean(captions), captions ? 'room.captionsOff' : 'room.captionsOn');
    $('room-captions-hint').textContent = captionsUnavailable ? tr('room.captionsUnavailable') : tr('room.captionsHint');
    $('room-captions').dataset.available = String(!captionsUnavailable);
    renderLines();
  }

  function end(leaving = true): void {
    if (ended) return;
    ended = true;
    if (captions) {
      captions.onend = null;
      captions.stop();
      captions = null;
    }
    screen?.stop();
    closePeer();
    if (room) {
      if (leaving) void room.untrack().catch(() => undefined);
      void client.removeChannel(room);
    }
    if (changes) void client.removeChannel(changes);
    setTimeout(() => client.disconnect(), 200);
    for (const t of local.getTracks()) t.stop();
    localVideo.srcObject = null;
    remoteVideo.srcObject = null;
    $('room-call').hidden = true;
    clearTimeout(closeTimer);
  }

  // --- wiring ----------------------------------------------------------------------------------
  const controller = new AbortController();
  const on = (id: string, type: string, fn: (e: Event) => void) => $(id).addEventListener(type, fn, { signal: controller.signal });
  on('room-mute', 'click', () => setMuted(!muted));
  on('room-camera-toggle', 'click', () => setCameraOff(!cameraOff));
  on('room-share', 'click', () => void toggleShare());
  on('room-captions', 'click', () => toggleCaptions());
  on('room-leave', 'click', () => {
    controller.abort();
    end();
    o.onLeave();
  });
  on('room-chat-form', 'submit', (e) => {
    e.preventDefault();
    const input = $<HTMLInputElement>('room-chat-input');
    const text = input.value.trim();
    if (!text) return;
    input.disabled = true;
    $('room-chat-error').hidden = true;
    void say(text, 'chat').then((ok) => {
      input.disabled = false;
      if (ok) input.value = '';
      else $('room-chat-error').hidden = false;
      input.focus();
    });
  });
  window.addEventListener('pagehide', () => end(), { signal: controller.signal });
  // the room closes at its time: leave, and the page says it has closed
  const closeIn = o.closesAt ? Date.parse(o.closesAt) - Date.now() : NaN;
  const closeTimer = Number.isFinite(closeIn) && closeIn < 2 ** 31 - 1
    ? setTimeout(() => { controller.abort(); end(false); o.onRefused(); }, Math.max(closeIn, 0) + 1000)
    : undefined;

  refresh();
  connect().catch((e: unknown) => {
    console.error('[room] could not join the channel', e);
    channelState = 'lost';
    refresh();
  });

  return { refresh, end: () => { controller.abort(); end(false); } };
}
