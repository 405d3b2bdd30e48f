import { Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../../../core/queue/scheduled-job';
import { ChatService } from '../chat.service';

export const CHAT_EXPIRE_UPLOADS_JOB = 'chat.expireUploads';
const HOUR = 3_600_000;

/**
 * `chat.expireUploads` (hourly): a guest's chat picture that no message shows
 * CHAT_GUEST_UPLOAD_TTL_HOURS after its upload is deleted (ChatService.expireUploads), so uploads
 * never sent do not fill the disk.
 */
@Injectable()
export class ChatUploadExpiryProcessor extends ScheduledJob {
  private readonly log = new Logger('ChatUploadExpiry');

  constructor(private readonly chat: ChatService) {
    super(CHAT_EXPIRE_UPLOADS_JOB, HOUR);
  }

  async run(): Promise<void> {
    const n = await this.chat.expireUploads();
    if (n) this.log.log(`${n} unsent guest chat picture(s) deleted`);
  }
}
