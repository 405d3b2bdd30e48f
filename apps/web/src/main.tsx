import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { AppProviders } from './app/providers';
import { mobileRedirectTarget } from './app/mobile-redirect';
import { createAppRouter } from './app/router';
import { toast } from './components/ui/toast-store';
import { setSessionExpiredHandler } from './lib/api-client';
import { initI18n, initialLang } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { clearSession } from './lib/session';
import { STORAGE_KEYS, writeString } from './lib/storage';

async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);

  // An agent's `?code=` on the first page loaded is kept for registration.
  const agentCode = params.get('code')?.trim();
  if (agentCode) writeString(STORAGE_KEYS.agentCode, agentCode.slice(0, 32));

  const mobileTarget = mobileRedirectTarget(window.location, navigator.userAgent);
  if (mobileTarget) window.history.replaceState(null, '', mobileTarget);

  await initI18n(initialLang(window.location.search));

  const router = createAppRouter();

  // Envelope code "403": leave for `/`, then drop token, user info and every cached query.
  setSessionExpiredHandler((msg) => {
    toast.error(msg);
    void router.navigate('/', { replace: true }).then(() => {
      clearSession();
      queryClient.clear();
    });
  });

  createRoot(document.getElementById('root')!).render(<AppProviders router={router} />);
}

void start();
