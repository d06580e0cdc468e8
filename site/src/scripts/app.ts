// The script every page loads (kept small: no framework, no auth library until needed):
// the language selector (the same page in another language), navigation (menu button, account
// menu, auth state, logout), toasts, and for a signed-in member the notification bell (loaded on
// demand) and their language kept on their profile for e-mails.
import { currentLang, isLang, link, setLang, t } from '../lib/i18n/index.ts';
import { auth, clearBrowserStorage, displayName, initAuth, isClientUser, type AuthState } from '../lib/auth/session.ts';
import { mountToaster } from '../lib/ui/toaster.ts';
import { toast, toastAfterNavigation } from '../lib/toast.ts';
import { savePreferredLocale, saveTimeZone } from '../lib/notifications/api.ts';

function renderAuth(state: AuthState): void {
  const root = document.documentElement;
  if (state.status === 'unknown') return;
  root.dataset.auth = state.status === 'signedIn' ? 'in' : 'out';
  const welcome = document.getElementById('nav-welcome');
  const name = state.user ? displayName(state.user) : '';
  if (welcome) welcome.textContent = name ? t('nav.welcome', { name }) : '';
  const accountName = document.getElementById('account-name');
  if (accountName) {
    accountName.textContent = name || t('nav.account');
    accountName.closest('button')?.setAttribute('title', name ? t('nav.welcome', { name }) : t('nav.account'));
  }
  const lawyer = document.getElementById('nav-lawyer');
  const client = document.getElementById('nav-client');
  if (lawyer) lawyer.hidden = !(state.rolesLoaded && state.roles.includes('lawyer'));
  if (client) client.hidden = !(state.rolesLoaded && isClientUser(state));
}

async function logout(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const { getAuthClient } = await import('../lib/auth/client.ts');
    const { error } = await getAuthClient().signOut();
    if (error) throw error;
    clearBrowserStorage();
    toastAfterNavigation({ title: t('msg.logoutDone'), description: t('msg.logoutDoneText') });
    window.location.assign(link('/'));
  } catch (e) {
    button.disabled = false;
    toast({ variant: 'destructive', title: t('msg.logoutFailed'), description: e instanceof Error ? e.message : String(e) });
  }
}

/** A disclosure: the button toggles the panel (aria-expanded), Escape and a click outside close it. */
function disclosure(button: HTMLElement, panel: HTMLElement, opts: { isOpen(): boolean; setOpen(open: boolean): void }): void {
  button.addEventListener('click', () => opts.setOpen(!opts.isOpen()));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && opts.isOpen()) {
      opts.setOpen(false);
      button.focus();
    }
  });
  document.addEventListener('click', (e) => {
    const target = e.target as Node | null;
    if (opts.isOpen() && target && !panel.contains(target) && !button.contains(target)) opts.setOpen(false);
  });
}

function initNav(): void {
  const toggle = document.getElementById('nav-toggle');
  const panel = document.getElementById('nav-panel');
  if (toggle && panel) {
    disclosure(toggle, panel, {
      isOpen: () => panel.classList.contains('open'),
      setOpen(open) {
        panel.classList.toggle('open', open);
        toggle.setAttribute('aria-expanded', String(open));
      },
    });
  }
  const accountToggle = document.getElementById('account-toggle');
  const accountMenu = document.getElementById('account-menu');
  if (accountToggle && accountMenu) {
    disclosure(accountToggle, accountMenu, {
      isOpen: () => !accountMenu.hidden,
      setOpen(open) {
        accountMenu.hidden = !open;
        accountToggle.setAttribute('aria-expanded', String(open));
      },
    });
  }
  // the selector opens the same page (path, query, fragment) in the chosen language and remembers it
  for (const select of document.querySelectorAll<HTMLSelectElement>('#lang-select')) {
    select.value = currentLang();
    select.addEventListener('change', () => {
      if (!isLang(select.value)) return;
      const lang = select.value;
      // client e-mails are written in the language the member last chose
      const uid = auth.get().status === 'signedIn' ? auth.get().user?.id : undefined;
      const saved = uid ? savePreferredLocale(uid, lang).catch((e: unknown) => console.warn('Failed to save the language', e)) : Promise.resolve();
      // give the profile update a moment before leaving the page (it is not awaited longer)
      void Promise.race([saved, new Promise((r) => setTimeout(r, 400))]).then(() => setLang(lang));
    });
  }
  const logoutButton = document.getElementById('nav-logout') as HTMLButtonElement | null;
  logoutButton?.addEventListener('click', () => void logout(logoutButton));
  auth.subscribe(renderAuth);
}

/** The bell of the header (components/NotificationBell.astro), mounted for the signed-in member. */
function initBell(): void {
  const root = document.querySelector<HTMLElement>('[data-bell]');
  if (!root) return;
  let mounted: { userId: string; destroy(): void } | null = null;
  let pending: string | null = null;
  const sync = (state: AuthState) => {
    const uid = state.status === 'signedIn' ? (state.user?.id ?? null) : null;
    if (mounted && mounted.userId !== uid) {
      mounted.destroy();
      mounted = null;
    }
    if (!uid || mounted || pending === uid) return;
    pending = uid;
    import('../lib/notifications/bell.ts')
      .then(({ mountBell }) => {
        const current = auth.get();
        if (pending !== uid || current.status !== 'signedIn' || current.user?.id !== uid) return;
        mounted = { userId: uid, ...mountBell(root, uid) };
      })
      .catch((e: unknown) => console.warn('Notifications unavailable', e))
      .finally(() => {
        if (pending === uid) pending = null;
      });
  };
  auth.subscribe(sync);
  sync(auth.get());
}

/** The browser's time zone, kept on the member's profile once per visit (local times in e-mails). */
function rememberTimeZone(): void {
  auth.subscribe((state) => {
    const uid = state.status === 'signedIn' ? state.user?.id : undefined;
    if (!uid) return;
    let tz: string | undefined;
    try {
      tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    const key = `klegal.timeZoneSaved.${uid}`;
    if (!tz || sessionStorage.getItem(key) === tz) return;
    sessionStorage.setItem(key, tz);
    saveTimeZone(uid, tz).catch((e: unknown) => console.warn('Failed to save the time zone', e));
  });
}

mountToaster();
initNav();
initBell();
rememberTimeZone();
initAuth();
