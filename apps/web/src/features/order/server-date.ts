/** Moved to `lib/dates.ts` (one formatter for every date the app shows); kept so older imports still build. */
export { parseServerDate, formatServerDate, byServerDate } from '../../lib/dates';
