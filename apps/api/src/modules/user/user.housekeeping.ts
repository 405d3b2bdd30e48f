import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../core/queue/jobs';
import { AttemptRepository } from './attempt.repository';
import { SessionRepository } from './session.repository';
import { VerificationCodeRepository } from './verification-code.repository';

/** Hourly clean-up of ended sessions, spent codes and stale lock counters. */
@Injectable()
export class UserHousekeeping implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly sessions: SessionRepository,
    private readonly codes: VerificationCodeRepository,
    private readonly attempts: AttemptRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.register('user.housekeeping', () => this.run(), { everyMs: 3600_000 });
  }

  async run(): Promise<void> {
    await this.sessions.purgeEnded(30);
    await this.codes.purgeEnded();
    await this.attempts.purgeStale();
  }
}
