/**
 * The channel on which Postgres announces, after commit, a change that can alter search answers
 * (payload '' or 'reset' on a truncate; triggers of migration search-change-notify, which keeps its own
 * copy of the name): SearchCache drops its answers, the in-memory index reads the changes.
 */
export const SEARCH_CHANGED_CHANNEL = 'search_changed';
