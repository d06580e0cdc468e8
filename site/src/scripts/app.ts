// The script every page loads (kept small: no framework, no auth library until needed):
// language, navigation (menu, auth state, logout), notifications.
import { i18n, initI18n, isLang, setLang, storedLang, t } from '../lib/i18n/index.ts';
import { auth, clearBrowserStorage, displayName, initAuth, isClientUser, type AuthState } from '../lib/auth/session.ts';
import { mountToaster } from '../lib/ui/toaster.ts';
import { toast, toastAfterNavigation } from '../lib/toast.ts';
import { KO } from '../lib/messages.ts';

function renderAuth(state: AuthState): void {
  const root = document.documentElement;
  if (state.status === 'unknown') return;
  root.dataset.auth = state.status === 'signedIn' ? 'in' : 'out';
  const welcome = document.getElementById('nav-welcome');
  if (welcome) welcome.textContent = state.user ? t('nav.welcome', { name: displayName(state.user) }) : '';
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
    toastAfterNavigation({ title: KO.logoutDone, description: KO.logoutDoneText });
    window.location.assign('/');
  } catch (e) {
    button.disabled = false;
    toast({ variant: 'destructive', title: KO.logoutFailed, description: e instanceof Error ? e.message : String(e) });
  }
}

function initNav(): void {
  const toggle = document.getElementById('nav-toggle');
  const panel = document.getElementById('nav-panel');
  if (toggle && panel) {
    const close = () => {
      panel.classList.remove('open');
      toggle.setAttribute('aria-expanded', 'false');
    };
    toggle.addEventListener('click', () => {
      const open = !panel.classList.contains('open');
      panel.classList.toggle('open', open);
      toggle.setAttribute('aria-expanded', String(open));
    });
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && panel.classList.contains('open')) {
        close();
        toggle.focus();
      }
    });
  }
  const select = document.getElementById('lang-select') as HTMLSelectElement | null;
  if (select) {
    select.value = storedLang();
    select.addEventListener('change', () => {
      if (isLang(select.value)) void setLang(select.value);
    });
  }
  const logoutButton = document.getElementById('nav-logout') as HTMLButtonElement | null;
  logoutButton?.addEventListener('click', () => void logout(logoutButton));
  auth.subscribe(renderAuth);
  i18n.subscribe(() => renderAuth(auth.get()));
}

mountToaster();
initNav();
initAuth();
void initI18n();
