import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { BaseRepository } from '../../core/database/transaction';
import { wallParts } from '../../core/time/business-time';
import { NotificationService, SecurityLinks } from '../notification';
import { AttemptRepository } from './attempt.repository';
import { afterLoginFailure, checkLock, type GuardVerdict } from './domain/lockout';

/** Who is signing in: the IP, and our web app's device cookie when it sends one. */
export interface LoginClient {
  ip: string;
  device?: string;
}

/** What the guard decided before the password is checked. */
export interface LoginGate {
  /** the counter key of this (account, client) */
  key: string;
  failures: number;
  lockedUntil: Date | null;
  /** a device that signed in to this account before */
  known: boolean;
  verdict: GuardVerdict;
}

const sha = (v: string) => createHash('sha256').update(v, 'utf8').digest();
const UNLOCK_LINK_MS = 24 * 3600_000;

/**
 * Sign-in lockout per (account, client) (issue 14 item 1), for buyers and operators alike:
 * - the spec's rule (3 wrong → 3 minutes, another wrong → the rest of the business day) counts per
 *   client: a device that has signed in to the account before is its own client (keyed by its
 *   cookie), every other request by its IP — so an attacker locks only itself, and a fresh cookie
 *   per try does not escape its IP's count;
 * - a ceiling per account and business day from all clients (`LOGIN_FAILURES_PER_ACCOUNT_PER_DAY`)
 *   locks the account for every client but its known devices until an e-mailed unlock link (or an
 *   operator) lifts it;
 * - the owner is told by e-mail (outbox) when a client is locked for the day and when the ceiling trips.
 * Everything runs in the caller's transaction (the counter row is locked `FOR UPDATE`).
 */
@Injectable()
export class LoginGuard extends BaseRepository {
  private readonly log = new Logger('LoginGuard');
  // Injected by property so the repository base keeps its constructor.
  @Inject(AttemptRepository) private readonly attempts!: AttemptRepository;
  @Inject(APP_CONFIG) private readonly config!: AppConfig;
  @Inject(NotificationService) private readonly notifications!: NotificationService;
  @Inject(SecurityLinks) private readonly links!: SecurityLinks;

  /** Before the password: lock the counter of (account, client) and tell whether it may try. */
  async gate(account: string, client: LoginClient, now: Date): Promise<LoginGate> {
    const known = !!client.device && (await this.isKnown(account, client.device));
    const key = `login:${account}:${known ? `d:${sha(client.device!).toString('base64url')}` : `ip:${client.ip}`}`;
    const state = await this.attempts.lock(key);
    const base = { key, failures: state.failures, lockedUntil: state.lockedUntil, known };
    const verdict = checkLock(state, now);
    if (verdict.locked) return { ...base, verdict };
    if (!known && (await this.ceilingLocked(account))) return { ...base, verdict: { locked: true, kind: 'ceiling' } };
    return { ...base, verdict };
  }

  /** A wrong password (or an unknown account): count it for the client and the account. */
  async failed(
    account: string,
    gate: LoginGate,
    now: Date,
    notify: { email: string | null; lang: string; origin: string } | null,
  ): Promise<GuardVerdict> {
    const next = afterLoginFailure({ failures: gate.failures, lockedUntil: gate.lockedUntil }, now, this.config.BUSINESS_TZ);
    await this.attempts.save(gate.key, next.state);
    const p = wallParts(now, this.config.BUSINESS_TZ);
    const day = `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
    const [row] = await this.em.query(
      `insert into login_ceilings (account, day, failures) values ($1, $2, 1)
       on conflict (account) do update set
         failures = case when login_ceilings.day = excluded.day then login_ceilings.failures + 1 else 1 end,
         day = excluded.day, updated_at = now()
       returning failures, locked_at as "lockedAt"`,
      [account, day],
    );
    const tripped = row.failures >= this.config.LOGIN_FAILURES_PER_ACCOUNT_PER_DAY && !row.lockedAt;
    if (tripped) {
      await this.em.query(`update login_ceilings set locked_at = now() where account = $1`, [account]);
      this.log.warn(`account ${account} locked: ${row.failures} failed sign-ins today`);
      if (notify?.email) {
        const token = await this.links.issue('login_unlock', account, new Date(now.getTime() + UNLOCK_LINK_MS));
        await this.notifications.send('email', notify.email, 'login_locked_ceiling', {
          lang: notify.lang,
          unlockUrl: `${notify.origin}/v1/account/unlock?token=${token}&lang=${encodeURIComponent(notify.lang)}`,
        });
      }
    } else if (next.verdict.locked && next.verdict.kind === 'today' && notify?.email) {
      const until = next.state.lockedUntil?.toISOString() ?? '';
      if (gate.known) await this.notifications.send('email', notify.email, 'login_locked_device', { lang: notify.lang, until });
      else
        await this.notifications.send('email', notify.email, 'login_locked_client', {
          lang: notify.lang,
          ip: gate.key.slice(gate.key.lastIndexOf(':ip:') + 4),
          until,
        });
    }
    if (tripped && !gate.known) return { locked: true, kind: 'ceiling' };
    return next.verdict;
  }

  /** The right password: the client's count starts over and the device is remembered for this account. */
  async succeeded(account: string, gate: LoginGate, client: LoginClient): Promise<void> {
    if (gate.failures > 0 || gate.lockedUntil) await this.attempts.clear(gate.key);
    if (client.device)
      await this.em.query(
        `insert into login_clients (account, client_hash) values ($1, $2)
         on conflict (account, client_hash) do update set last_success_at = now()`,
        [account, sha(client.device)],
      );
  }

  /** Lift every lock of an account (unlock link, operator): the ceiling and each client's count. */
  async unlock(account: string): Promise<boolean> {
    const [, lifted] = (await this.em.query(`update login_ceilings set locked_at = null, failures = 0 where account = $1`, [account])) as [
      unknown,
      number,
    ];
    const [, cleared] = (await this.em.query(`delete from attempt_counters where key like $1`, [`login:${account}:%`])) as [
      unknown,
      number,
    ];
    return lifted + cleared > 0;
  }

  /** The one-click link of the e-mail: the account it unlocked, or null (unknown, used or expired). */
  async unlockByLink(token: string): Promise<string | null> {
    const account = await this.links.consume('login_unlock', token);
    if (account) await this.unlock(account);
    return account;
  }

  private async isKnown(account: string, device: string): Promise<boolean> {
    const rows: unknown[] = await this.em.query(`select 1 from login_clients where account = $1 and client_hash = $2`, [
      account,
      sha(device),
    ]);
    return rows.length > 0;
  }

  private async ceilingLocked(account: string): Promise<boolean> {
    const rows: unknown[] = await this.em.query(`select 1 from login_ceilings where account = $1 and locked_at is not null`, [account]);
    return rows.length > 0;
  }
}
