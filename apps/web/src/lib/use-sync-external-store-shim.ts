/**
 * `use-sync-external-store/shim` for React 18+: React's own hook (react-i18next imports the shim for
 * older React versions; aliased here in vite.config.mts so the bundle carries no second copy).
 */
export { useSyncExternalStore } from 'react';
