import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * The e-mail the API delivered over SMTP to the real SMTP server of global-setup.ts, which keeps
 * each message it accepted as a JSON file in E2E_MAIL_DIR.
 */
export interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

function received(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('no SMTP server in this run (globalSetup publishes E2E_MAIL_DIR)');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail);
}

/**
 * A mail template's subject (`{placeholders}` as in the API's templates) with `params` filled in, as
 * a pattern (also for the notice centre, which titles a notice with its e-mail's subject): the
 * placeholders not given (the brand, an amount) match anything.
 */
export function subjectOf(template: string, params: Record<string, string> = {}): RegExp {
  const parts = template.split(/(\{\w+\})/);
  const body = parts
    .map((p) => {
      const m = /^\{(\w+)\}$/.exec(p);
      if (!m) return p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const v = params[m[1]!];
      return v === undefined ? '.+' : v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(body);
}

/** The messages delivered to `address` whose subject matches, waiting (up to `timeout`) until there are `count`. */
export async function mailsTo(address: string, subject: RegExp, count = 1, timeout = 20_000): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      () => {
        found = received().filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()) && subject.test(m.subject));
        return found.length;
      },
      { message: `e-mail to ${address} with a subject like ${subject}`, timeout },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The latest message delivered to `address` whose subject matches (waits for it). */
export async function mailTo(address: string, subject: RegExp, timeout?: number): Promise<Mail> {
  return (await mailsTo(address, subject, 1, timeout)).at(-1)!;
}
