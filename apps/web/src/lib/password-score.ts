import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * A strength estimate 0–4 (zxcvbn-ts with the common-password dictionary and keyboard graphs).
 * Loaded on demand (`import()` from the password field), so the ~1 MB of word lists never weighs
 * on a route's first load. The server's rule is separate: it refuses the most common passwords.
 */
const z = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export function passwordScore(password: string, userInputs: string[] = []): 0 | 1 | 2 | 3 | 4 {
  return z.check(password.slice(0, 64), userInputs).score;
}
