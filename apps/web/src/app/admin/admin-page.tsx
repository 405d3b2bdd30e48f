import { lazy } from 'react';
import { AdminConsole, type AdminPanels } from '@/features/admin/components/admin-console';

// The configuration pages, the loans and the disputes are chunks of their own, fetched when their tab is opened.
const panels: AdminPanels = {
  networks: lazy(() => import('@/features/admin/components/networks-panel')),
  rules: lazy(() => import('@/features/admin/components/withdraw-rules-panel')),
  settings: lazy(() => import('@/features/admin/components/mall-settings-panel')),
  loans: lazy(() => import('@/features/loan/components/loans-panel')),
  disputes: lazy(() => import('@/features/admin/components/disputes-panel')),
};

/** `/admin`: the operator console (own minimal layout, own lazy chunk). */
export default function AdminConsolePage() {
  return <AdminConsole panels={panels} />;
}
