import { AccountsFoundation1763770000000 } from './1763770000000-accounts-foundation';

/** Every migration, in order. Never edit one that has landed: add a new one. */
export const MIGRATIONS = [AccountsFoundation1763770000000];
