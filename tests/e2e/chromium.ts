// How every browser test launches Debian's Chromium (never a downloaded browser): one place for
// the path and the flags, used by both Playwright configs and the room's specs (which add fake
// camera and microphone).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const QUIET_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Fake camera and microphone, permission granted, media plays without a gesture. */
export const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

export function chromiumLaunch(extraFlags: readonly string[] = []): { executablePath: string; args: string[] } {
  return { executablePath: CHROMIUM_PATH, args: [...QUIET_FLAGS, ...extraFlags] };
}
