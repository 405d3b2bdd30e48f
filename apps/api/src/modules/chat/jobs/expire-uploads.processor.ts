import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { ChatService } from '../chat.service';

export const CHAT_EXPIRE_UPLOADS_JOB = 'chat.expireUploads';
const HOUR = 3_600_000;

/**
 * `chat.expireUploads` (hourly): a guest's chat picture that no message shows
 * CHAT_GUEST_UPLOAD_TTL_HOURS after its upload is deleted (ChatService.expireUploads), so uploads
 * never sent do not fill the disk.
 */
@Injectable()
export class ChatUploadExpiryProcessor implements OnModuleInit {
  private readonly log = new Logger('ChatUploadExpiry');

  constructor(
    private readonly jobs: Jobs,
    private readonly chat: ChatService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      CHAT_EXPIRE_UPLOADS_JOB,
      async () => {
        const n = await this.chat.expireUploads();
        if (n) this.log.log(`${n} unsent guest chat picture(s) deleted`);
      },
      { everyMs: HOUR },
    );
  }
}
