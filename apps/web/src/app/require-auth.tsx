import type { ReactNode } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken, loginPath, useIsLoggedIn } from '@/lib/session';

export const PROTECTED_PATHS = [
  /^\/userInfo(\/|$)/,
  /^\/settlement(\/|$)/,
  /^\/wap\/(me|account|setup|wallet|orders?|order-return|order-evaluation|address|cart|settlement|credit\/(application|myLoan))(\/|$)/,
];

/** Route loader: send visitors to the sign-in page (loginPath) before a protected page loads. */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (!getToken()) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname, url.search));
  }
  return null;
}

/**
 * Render guard: a protected page renders nothing once the session is gone. It does not navigate
 * itself: whoever ends the session (logout, cancellation, a 403, another tab) decides where to go,
 * and a redirect from here would race that navigation while the next page's chunk loads.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <>{children}</> : null;
}
