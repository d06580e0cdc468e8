// The room page before the call (issue 17): who may enter and when (room_access), then the camera
// and microphone choice with a preview; "Join" loads the call code (lib/room/call.ts: realtime-js,
// WebRTC, chat, captions) on demand, so the page stays small until then. A reload of a room the
// visitor had joined in this tab joins again by itself (sessionStorage).
import { i18n, link, type Lang } from '../lib/i18n/index.ts';
import { stripLang } from '../lib/i18n/locale.ts';
import { readStoredSession } from '../lib/auth/session.ts';
import { rpc, select } from '../lib/api/rest.ts';
import { lawyerLanguage, roomLanguage, type BookingLanguage } from '../lib/room/language.ts';
import { rt, type RoomKey } from '../lib/room/i18n.ts';
import { formatInstant, parseAccess, recheckIn, statusText, type RoomAccess } from '../lib/room/window.ts';
import type { CallHandle } from '../lib/room/call.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JOINED_KEY = 'klegal.room.joined';
const DEVICES_KEY = 'klegal.room.devices';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
// /room/<id>, or /<lang>/room/<id>
const bookingId = decodeURIComponent(stripLang(window.location.pathname).split('/')[2] ?? '').toLowerCase();
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
let access: RoomAccess | null = null;
let stream: MediaStream | null = null;
let call: CallHandle | null = null;
let recheck: ReturnType<typeof setTimeout> | undefined;
let devicesTried = false;
let problem: 'signIn' | 'error' | 'refused' | null = null;
// the booking's consultation language (issue 29), read once the room answers
let bookingLanguage: BookingLanguage | null = null;

/** The room's language (lib/room/language.ts): the booking's language for its client, else the site's choice; Korean for a lawyer who never chose one. */
export function roomLang(): Lang {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem('klegal.lang');
  } catch {
    /* storage blocked */
  }
  return roomLanguage(access?.role, chosen, i18n.get().lang, bookingLanguage);
}

/** The booking's consultation language, as its party reads it in booking_details; nothing on failure (the site's language then). */
async function loadBookingLanguage(): Promise<void> {
  if (bookingLanguage || !access?.role) return;
  try {
    const rows = await select<BookingLanguage>('booking_details', { select: 'consultation_language,interpretation_requested', id: `eq.${bookingId}` });
    bookingLanguage = rows[0] ?? null;
  } catch (e) {
    console.error('[room] booking language failed', e);
  }
}
const tr = (key: RoomKey, vars?: Record<string, string | number>) => rt(roomLang(), key, vars);

function applyTexts(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-ri18n]')) el.textContent = tr(el.dataset.ri18n as RoomKey);
  for (const el of document.querySelectorAll<HTMLElement>('[data-ri18n-label]')) el.setAttribute('aria-label', tr(el.dataset.ri18nLabel as RoomKey));
  for (const el of document.querySelectorAll<HTMLElement>('[data-ri18n-placeholder]')) el.setAttribute('placeholder', tr(el.dataset.ri18nPlaceholder as RoomKey));
  document.title = `${tr('room.title')} | K-Legal`;
  if (roomLang() === 'ko') document.documentElement.lang = 'ko';
}

function render(): void {
  applyTexts();
  $('room-checking').hidden = access !== null;
  const msg = $('room-message');
  const actions = $('room-status-actions');
  $('room-back').setAttribute('href', access?.role === 'lawyer' ? '/lawyer/bookings' : link('/client/bookings'));
  if (problem) return showProblem(problem);
  if (!access) return;
  const s = statusText(access, roomLang(), zone);
  msg.hidden = !s;
  actions.hidden = !s;
  if (s) {
    msg.className = `notice notice-${s.tone}`;
    msg.replaceChildren(...s.lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
    msg.dataset.status = access.status;
  }
  $('room-prejoin').hidden = access.status !== 'open' || call !== null;
  if (access.status === 'open' && access.closes_at) {
    $('room-open-until').textContent = tr('room.openUntil', { time: formatInstant(access.closes_at, roomLang(), 'Asia/Seoul') });
  }
  call?.refresh();
}

function showProblem(kind: 'signIn' | 'error' | 'refused'): void {
  problem = kind;
  $('room-checking').hidden = true;
  const msg = $('room-message');
  msg.hidden = false;
  msg.className = `notice ${kind === 'signIn' ? 'notice-info' : 'notice-error'}`;
  msg.dataset.status = kind;
  msg.textContent = tr(kind === 'signIn' ? 'room.signIn' : kind === 'error' ? 'room.error' : 'room.refused');
  $('room-status-actions').hidden = false;
  const login = $('room-login') as HTMLAnchorElement;
  login.hidden = kind !== 'signIn';
  login.href = `${link('/auth')}?next=${encodeURIComponent(window.location.pathname)}`;
  $('room-retry').hidden = kind !== 'error';
}

async function check(): Promise<void> {
  clearTimeout(recheck);
  problem = null;
  if (!UUID.test(bookingId)) return showProblem('refused');
  if (!readStoredSession()) return showProblem('signIn');
  try {
    access = parseAccess(await rpc('room_access', { booking_id: bookingId }));
  } catch (e) {
    console.error('[room] room_access failed', e);
    const status = (e as { status?: number }).status;
    if (status === 401 || status === 403) return showProblem('signIn');
    return showProblem('error');
  }
  await loadBookingLanguage();
  render();
  const wait = recheckIn(access, Date.now());
  if (wait !== null) recheck = setTimeout(() => void check(), wait);
  if (access.status === 'open' && !call) await prepareDevices();
  if (access.status !== 'open' && call) {
    call.end();
    call = null;
    render();
  }
}

// --- camera and microphone -------------------------------------------------------------------

function savedDevices(): { camera?: string; mic?: string } {
  try {
    return JSON.parse(sessionStorage.getItem(DEVICES_KEY) ?? '{}') as { camera?: string; mic?: string };
  } catch {
    return {};
  }
}

function stopStream(): void {
  for (const t of stream?.getTracks() ?? []) t.stop();
  stream = null;
}

function deviceMessage(e: unknown): string {
  const name = (e as { name?: string }).name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return tr('room.denied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return tr('room.noDevices');
  return tr('room.deviceError', { error: name || String(e) });
}

async function openMedia(camera: string | undefined, mic: string | undefined): Promise<MediaStream> {
  const video: MediaTrackConstraints | boolean = camera === 'none' ? false : camera ? { deviceId: { exact: camera } } : true;
  const audio: MediaTrackConstraints | boolean = mic === 'none' ? false : mic ? { deviceId: { exact: mic } } : true;
  if (!video && !audio) return new MediaStream();
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio });
  } catch (e) {
    // one of the two may be missing: try each alone before giving up
    const name = (e as { name?: string }).name;
    if (name !== 'NotFoundError' && name !== 'OverconstrainedError' && name !== 'NotReadableError') throw e;
    for (const c of [{ audio }, { video }]) {
      if (!Object.values(c)[0]) continue;
      try {
        return await navigator.mediaDevices.getUserMedia(c);
      } catch {
        /* next */
      }
    }
    throw e;
  }
}

async function fillDeviceLists(): Promise<void> {
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
  const fill = (select: HTMLSelectElement, kind: MediaDeviceKind, current: string | undefined) => {
    const list = devices.filter((d) => d.kind === kind && d.deviceId);
    select.replaceChildren(
      ...list.map((d, i) => new Option(d.label || `${kind === 'videoinput' ? tr('room.camera') : tr('room.microphone')} ${i + 1}`, d.deviceId)),
      new Option(tr('room.noDevice'), 'none'),
    );
    select.value = current && (current === 'none' || list.some((d) => d.deviceId === current)) ? current : (list[0]?.deviceId ?? 'none');
  };
  const active = (kind: 'video' | 'audio') => stream?.getTracks().find((t) => t.kind === kind)?.getSettings().deviceId;
  const saved = savedDevices();
  fill($<HTMLSelectElement>('room-camera'), 'videoinput', active('video') ?? saved.camera);
  fill($<HTMLSelectElement>('room-mic'), 'audioinput', active('audio') ?? saved.mic);
}

async function startPreview(): Promise<void> {
  const message = $('room-device-message');
  const camera = $<HTMLSelectElement>('room-camera').value || savedDevices().camera;
  const mic = $<HTMLSelectElement>('room-mic').value || savedDevices().mic;
  stopStream();
  try {
    stream = await openMedia(camera, mic);
    message.hidden = true;
    $('room-retry-devices').hidden = true;
  } catch (e) {
    console.warn('[room] getUserMedia failed', e);
    message.textContent = deviceMessage(e);
    message.dataset.error = (e as { name?: string }).name ?? 'Error';
    message.hidden = false;
    $('room-retry-devices').hidden = false;
  }
  $<HTMLVideoElement>('room-preview').srcObject = stream;
  await fillDeviceLists();
}

async function prepareDevices(): Promise<void> {
  if (devicesTried) return;
  devicesTried = true;
  if (!navigator.mediaDevices?.getUserMedia) {
    const message = $('room-device-message');
    message.textContent = tr('room.deviceError', { error: 'mediaDevices' });
    message.hidden = false;
  } else {
    await startPreview();
  }
  let rejoin = false;
  try {
    rejoin = sessionStorage.getItem(JOINED_KEY) === bookingId;
  } catch {
    /* storage blocked */
  }
  if (rejoin) await join();
}

async function join(): Promise<void> {
  if (call || !access || access.status !== 'open') return;
  const button = $<HTMLButtonElement>('room-join');
  button.disabled = true;
  button.textContent = tr('room.joining');
  try {
    sessionStorage.setItem(JOINED_KEY, bookingId);
    sessionStorage.setItem(DEVICES_KEY, JSON.stringify({ camera: $<HTMLSelectElement>('room-camera').value, mic: $<HTMLSelectElement>('room-mic').value }));
  } catch {
    /* storage blocked */
  }
  try {
    const session = readStoredSession();
    if (!session) return showProblem('signIn');
    const { startCall } = await import('../lib/room/call.ts');
    const config = JSON.parse($('room-config').textContent || '{}') as { iceServers?: RTCIceServer[] };
    $<HTMLVideoElement>('room-preview').srcObject = null;
    call = startCall({
      bookingId,
      userId: session.user.id,
      role: access.role ?? 'client',
      stream,
      iceServers: config.iceServers ?? [],
      lang: roomLang,
      speakLang: () => (access?.role === 'lawyer' ? lawyerLanguage(bookingLanguage) : roomLang()),
      closesAt: access.closes_at,
      onLeave: () => {
        try {
          sessionStorage.removeItem(JOINED_KEY);
        } catch {
          /* storage blocked */
        }
        stopStream();
        call = null;
        devicesTried = false;
        render();
        void check();
      },
      onRefused: () => {
        call = null;
        void check();
      },
    });
    $('room-prejoin').hidden = true;
  } catch (e) {
    console.error('[room] could not start the call', e);
    showProblem('error');
  } finally {
    button.disabled = false;
    button.textContent = tr('room.join');
  }
}

$('room-join').addEventListener('click', () => void join());
$('room-retry').addEventListener('click', () => {
  $('room-retry').hidden = true;
  void check();
});
$('room-retry-devices').addEventListener('click', () => void startPreview());
$('room-camera').addEventListener('change', () => void startPreview());
$('room-mic').addEventListener('change', () => void startPreview());
i18n.subscribe(() => render());
applyTexts();
void check();
