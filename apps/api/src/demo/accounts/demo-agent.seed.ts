import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../core/auth/password-hasher';

/** Demo only: an operator with the `agent` role for the customer-service console (`/agent`). */
export const DEMO_AGENT = { username: 'demo-agent', password: 'demo-agent-pass-2025' };

export async function seedDemoAgent(app: INestApplicationContext, log: (m: string) => void): Promise<void> {
  const hash = await new PasswordHasher().hash(DEMO_AGENT.password);
  await app
    .get(DataSource)
    .query(`insert into admin_users (username, password_hash, roles) values ($1, $2, array['agent']) on conflict (username) do nothing`, [
      DEMO_AGENT.username,
      hash,
    ]);
  log(`demo agent (/agent): ${DEMO_AGENT.username} / ${DEMO_AGENT.password}`);
}
