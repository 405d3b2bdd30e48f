import { callAction } from '@/lib/api-client';

/** `subscribe!add`: sign an e-mail address up for the newsletter (the server checks the pattern and duplicates). */
export function subscribe(email: string): Promise<unknown> {
  return callAction('subscribe!add', { email });
}
