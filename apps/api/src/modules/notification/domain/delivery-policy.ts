/** Delivery attempts of one message before it is marked failed (about 20 hours of retries). */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3600_000;

/** The wait before the next try after `attempts` tries: 1 min, 2, 4, … at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  /** nodemailer: the server refused this message for good (a 5xx reply other than 503) */
  permanent?: boolean;
  message?: string;
}

/**
 * Whether retrying cannot help: the server refused this very message or recipient for good (5xx,
 * e.g. "550 no such user"). A refused login (`EAUTH`) is the operator's configuration: the message
 * waits for it to be fixed like any transient failure.
 */
export function isPermanentFailure(e: unknown): boolean {
  const f = e as SmtpFailure;
  return f?.permanent === true && f.code !== 'EAUTH';
}

/** One line for `last_error` and the log: code, SMTP reply, message; never the SMTP credentials. */
export function describeFailure(e: unknown, secrets: readonly string[]): string {
  const f = (e ?? {}) as SmtpFailure;
  let line = [f.code, f.responseCode, f.message ?? String(e)].filter((v) => v !== undefined && v !== '').join(' ');
  for (const s of secrets) if (s.length >= 3) line = line.split(s).join('***');
  return line.replace(/\s+/g, ' ').trim().slice(0, 500);
}
