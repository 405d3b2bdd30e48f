import { translate } from '../../core/i18n/catalogue';
import type { ErrorCode } from '../../core/i18n/error-codes';

/** The text of an order log row in the reader's language (`ORDER_LOG_<state>`, params such as carrier). */
export function renderOrderLog(state: number, params: Record<string, string>, lang: string | undefined): string {
  return translate(`ORDER_LOG_${state}` as ErrorCode, lang, params);
}
