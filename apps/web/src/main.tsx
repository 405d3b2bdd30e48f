import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import './styles/catalog.css';
import { AppProviders } from './app/providers';
import { isLegacyWapHash, mobileRedirectTarget } from './app/mobile-redirect';
import { createAppRouter } from './app/router';
import { toast } from './components/ui/toast-store';
import { setSessionExpiredHandler } from './lib/api-client';
import { WAP_NAMESPACES, initI18n, initialLang } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { clearSession } from './lib/session';
import { STORAGE_KEYS, writeString } from './lib/storage';

/**
 * A chunk of an older build that the server no longer has (a tab left open across a redeploy) answers 404:
 * load the page again, once a minute at most, so it runs the new build instead of a broken screen.
 */
window.addEventListener('vite:preloadError', () => {
  const key = 'mall.chunkReloadAt';
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 60_000) return; // the error screen's retry button remains
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return; // no session storage: no loop guard, so no automatic reload
  }
  window.location.reload();
});

async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);

  // An agent's `?code=` on the first page loaded is kept for registration.
  const agentCode = params.get('code')?.trim();
  if (agentCode) writeString(STORAGE_KEYS.agentCode, agentCode.slice(0, 32));

  // The old mobile client's hash links (`/wap/#/CommodityDetails?…`, rare): their mapping loads only for them.
  const legacy = isLegacyWapHash(window.location) ? (await import('./app/wap/legacy-hash')).legacyWapTarget(window.location) : null;
  const mobileTarget = legacy ?? mobileRedirectTarget(window.location, navigator.userAgent);
  if (mobileTarget) window.history.replaceState(null, '', mobileTarget);

  // The mobile site starts with its own namespaces; desktop pages load theirs before they render.
  const wap = /^\/wap(\/|$)/.test(window.location.pathname);
  await initI18n(initialLang(window.location.search), wap ? WAP_NAMESPACES : undefined);

  const router = createAppRouter();

  // Envelope code "403": leave for `/`, then drop token, user info and every cached query.
  setSessionExpiredHandler((msg) => {
    toast.error(msg);
    void router.navigate('/', { replace: true }).then(() => {
      clearSession();
      queryClient.clear();
    });
  });

  // The first render is a transition: React renders the page in slices of a few milliseconds, yielding
  // to the browser between them, instead of one long task that a slow phone cannot interrupt.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<AppProviders router={router} />));
}

void start();
