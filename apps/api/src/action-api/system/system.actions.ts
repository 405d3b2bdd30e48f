import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { SysparaParams, UploadParams } from '@mall/contracts';
import { SysparaService } from '../../modules/syspara';
import { UploadService } from '../../modules/upload';
import { AppError } from '../../core/errors/app-error';
import { Action, type ActionContext } from '../action.decorator';

@Injectable()
export class SystemActions {
  constructor(
    private readonly syspara: SysparaService,
    private readonly uploads: UploadService,
  ) {}

  /** `data[<code>]` for each public code asked for (comma list allowed). */
  @Action('syspara!getSyspara', { auth: 'none', params: SysparaParams })
  getSyspara(ctx: ActionContext<z.infer<typeof SysparaParams>>): Promise<Record<string, string>> {
    return this.syspara.getPublic(ctx.params.code);
  }

  /** `GET /api/customerServiceTimeRange`: when the human agents answer. */
  @Action('customerServiceTimeRange', { auth: 'none' })
  async customerServiceTimeRange(): Promise<{ start: string; end: string }> {
    const [start, end] = await Promise.all([
      this.syspara.getString('customer_service_start', '00:00'),
      this.syspara.getString('customer_service_end', '23:59'),
    ]);
    return { start, end };
  }

  /** Multipart `file` + `moduleName`; answers the image's public URL. */
  @Action('uploadimg!execute', {
    auth: 'required',
    params: UploadParams,
    multipart: true,
    rateLimit: [{ by: 'user', limit: 60, windowMs: 10 * 60_000 }],
  })
  async upload(ctx: ActionContext<z.infer<typeof UploadParams>>): Promise<string> {
    const f = ctx.file;
    if (!f || f.bytes.length === 0) throw new AppError('UPLOAD_FILE_REQUIRED');
    const limit = this.uploads.limitFor(ctx.params.moduleName);
    if (f.truncated || f.bytes.length > limit) throw new AppError('UPLOAD_TOO_LARGE', { maxMb: +(limit / 1048576).toFixed(1) });
    const path = await this.uploads.acceptImage({ bytes: f.bytes, moduleName: ctx.params.moduleName, userId: ctx.actor!.userId });
    return ctx.origin + path;
  }
}
