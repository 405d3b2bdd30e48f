/** Where the sign-in pages live: the desktop site or the mobile site (/wap). */
export interface AuthPaths {
  login: string;
  register: string;
  forgot: string;
  /** where a new sign-in goes when it was not sent from another page (`?redirect=`) */
  home: string;
}

export const DESKTOP_AUTH_PATHS: AuthPaths = {
  login: '/login',
  register: '/register',
  forgot: '/forgot-password',
  home: '/userInfo/dashboard',
};

export const WAP_AUTH_PATHS: AuthPaths = {
  login: '/wap/login',
  register: '/wap/register',
  forgot: '/wap/forgot-password',
  home: '/wap/me',
};

/** `path`, carrying the page to return to after signing in (if any) to the next sign-in page. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
