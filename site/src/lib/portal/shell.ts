// The client portal's frame (components/portal/PortalLayout.astro), framework-free: the guard,
// the header's name (Korean name, else English name), the portal's logout with its own messages,
// the sidebar drawer below 768 px. The texts are rendered in the page's language on the server.
import { clearBrowserStorage } from '../auth/session.ts';
import { pt } from '../i18n/portal/index.ts';
import { link } from '../i18n/index.ts';
import { toast, toastAfterNavigation } from '../toast.ts';
import { fetchProfileNames, type NameRow } from './api.ts';
import { guardSession, setLeaving } from './guard.ts';
import { PROFILE_UPDATED_EVENT } from './events.ts';
import { headerName } from './names.ts';

function showName(names: NameRow | null, email: string | undefined): void {
  const el = document.getElementById('portal-user');
  if (!el) return;
  const name = headerName(names, email);
  el.textContent = name;
  el.closest<HTMLElement>('.portal-user')?.toggleAttribute('hidden', !name);
}

async function logout(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  setLeaving(true);
  try {
    const { getAuthClient } = await import('../auth/client.ts');
    const { error } = await getAuthClient().signOut();
    if (error) throw error;
    clearBrowserStorage();
    toastAfterNavigation({ title: pt('portal.logout.success'), description: pt('portal.logout.successText') });
    window.location.assign(link('/'));
  } catch (e) {
    setLeaving(false);
    button.disabled = false;
    toast({ variant: 'destructive', title: pt('portal.logout.failed'), description: e instanceof Error ? e.message : String(e) });
  }
}

function initDrawer(): void {
  const toggle = document.getElementById('portal-menu-toggle');
  const sidebar = document.getElementById('portal-sidebar');
  const backdrop = document.getElementById('portal-backdrop');
  if (!toggle || !sidebar) return;
  const mobile = window.matchMedia('(max-width: 767.98px)');
  const setOpen = (open: boolean, focus = true) => {
    sidebar.classList.toggle('open', open);
    backdrop?.toggleAttribute('hidden', !open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', pt(open ? 'portal.menuClose' : 'portal.menuOpen'));
    document.documentElement.classList.toggle('portal-drawer-open', open);
    if (!focus) return;
    // the drawer becomes focusable once its visibility transition has started
    if (open) setTimeout(() => sidebar.querySelector<HTMLElement>('a[aria-current="page"], a, button')?.focus(), 50);
    else toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!sidebar.classList.contains('open')));
  backdrop?.addEventListener('click', () => setOpen(false));
  document.getElementById('portal-menu-close')?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && sidebar.classList.contains('open')) setOpen(false);
  });
  // keep keyboard focus inside the open drawer
  sidebar.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || !mobile.matches || !sidebar.classList.contains('open')) return;
    const items = [...sidebar.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  });
  mobile.addEventListener('change', () => setOpen(false, false));
}

async function start(): Promise<void> {
  initDrawer();
  const logoutButton = document.getElementById('portal-logout') as HTMLButtonElement | null;
  logoutButton?.addEventListener('click', () => void logout(logoutButton));
  const user = await guardSession(() => ({ title: pt('portal.guard.title'), description: pt('portal.guard.text') }));
  if (!user) return;
  document.documentElement.dataset.portal = 'ready';
  window.addEventListener(PROFILE_UPDATED_EVENT, (e) => showName((e as CustomEvent<NameRow>).detail, user.email));
  try {
    showName(await fetchProfileNames(user.id), user.email);
  } catch (e) {
    console.error('Failed to load the profile name', e);
    showName(null, user.email);
  }
}

void start();
