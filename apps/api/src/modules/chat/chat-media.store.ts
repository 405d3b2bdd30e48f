import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';

/** The path of a private chat picture: served only by the authorised read route (`GET /v1/chat/media/:name`). */
export const CHAT_MEDIA_PREFIX = '/v1/chat/media/';
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

export function isChatMediaName(name: string): boolean {
  return NAME.test(name);
}

/**
 * PRIVATE storage of the pictures guests send in chat: `<MALL_DATA_DIR>/private/chat/<xx>/<uuid>.<ext>`
 * (mode 0600), outside the `/uploads` tree, so no public URL serves them: the read route streams one
 * to the parties of the conversation that shows it (ChatService.media). Local disk, like the
 * uploads and the loan ID photos; an object-storage deployment needs a private bucket here.
 */
@Injectable()
export class ChatMediaStore {
  private readonly log = new Logger('ChatMediaStore');
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'private', 'chat');
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(name);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, path);
  }

  async read(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
    const bytes = await readFile(this.pathOf(name)).catch(() => null);
    return bytes ? { bytes, mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg' } : null;
  }

  /** Best effort: a picture already gone is fine. */
  async remove(name: string): Promise<void> {
    await unlink(this.pathOf(name)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') this.log.warn(`could not delete a chat picture: ${e.code}`);
    });
  }

  private pathOf(name: string): string {
    if (!isChatMediaName(name)) throw new Error('unsafe chat media name');
    return join(this.root, name.slice(0, 2), name);
  }
}
