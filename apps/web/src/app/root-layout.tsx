import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { useBrand } from '@/lib/brand/get-brand';
import { useHeartbeat } from '@/features/account/api/heartbeat';
import { queryClient } from '@/lib/query-client';
import { loginPath, onExternalLogout } from '@/lib/session';
import { PROTECTED_PATHS } from './require-auth';
import { ScrollManager } from './scroll-manager';

/** Shell shared by the desktop site and /wap: brand colours, scroll, heartbeat, toasts. */
export function RootLayout() {
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  useHeartbeat();

  useEffect(() => {
    const s = document.documentElement.style;
    s.setProperty('--brand-primary', brand.colors.primary);
    s.setProperty('--brand-accent', brand.colors.accent);
  }, [brand.colors.primary, brand.colors.accent]);

  // Logged out in another tab: leave protected pages and forget cached account data.
  useEffect(
    () =>
      onExternalLogout(() => {
        queryClient.clear();
        if (PROTECTED_PATHS.some((re) => re.test(location.pathname))) {
          void navigate(loginPath(location.pathname, location.search), { replace: true });
        }
      }),
    [location.pathname, location.search, navigate],
  );

  return (
    <>
      <ScrollManager />
      <Outlet />
      <Toaster />
    </>
  );
}
