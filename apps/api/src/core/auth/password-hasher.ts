import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id at m=19 MiB, t=2, p=1 (OWASP's minimum; ≈ 90 ms here, kind to two cores). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  hash(secret: string): Promise<string> {
    return argon2.hash(secret, OPTIONS);
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }

  /** A hash to verify against when the account does not exist, so both paths cost the same. */
  private dummy?: Promise<string>;
  async burn(secret: string): Promise<void> {
    this.dummy ??= this.hash('not-a-real-password-0');
    await this.verify(await this.dummy, secret);
  }
}
