import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, normalize } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';

export type PhotoSlot = 'face' | 'back' | 'hand';
export const PHOTO_SLOTS: readonly PhotoSlot[] = ['face', 'back', 'hand'];

const PUBLIC_KEY = /^[a-z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/;
const PRIVATE_KEY = /^[0-9a-f-]{36}\/(face|back|hand)-[0-9a-f-]{36}\.(jpg|png)$/;

/**
 * PRIVATE storage of identity photos: `<MALL_DATA_DIR>/private/loan-id/<loanId>/<slot>-<uuid>.<ext>`
 * (mode 0600), outside the `/uploads` tree, so no URL serves them; the operator API streams them
 * after its role check. An application moves the buyer's uploads here (the public copy and its
 * resized variants are deleted once the loan is recorded), so an ID photo is public only between
 * its upload and the application, under an unguessable name known to its uploader alone.
 * Local disk, like the uploads; an object-storage deployment needs a private bucket here.
 */
@Injectable()
export class IdPhotoStore {
  private readonly log = new Logger('IdPhotoStore');
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.root = join(config.dataDir, 'private', 'loan-id');
  }

  /** Copy an upload (`/uploads/<key>`, already proven the buyer's own) into private storage; null when it is gone. */
  async adopt(publicPath: string, loanId: string, slot: PhotoSlot): Promise<string | null> {
    const key = publicPath.replace(/^\/uploads\//, '');
    if (!PUBLIC_KEY.test(key)) return null;
    const bytes = await readFile(join(this.config.uploadDir, key)).catch(() => null);
    if (!bytes) return null;
    const ext = key.endsWith('.png') ? 'png' : 'jpg';
    const privateKey = `${loanId}/${slot}-${randomUUID()}.${ext}`;
    const path = this.pathOf(privateKey);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, path);
    return privateKey;
  }

  /** Delete the public copy of an adopted upload and any resized variants of it. Best effort. */
  async discardPublic(publicPath: string): Promise<void> {
    const key = publicPath.replace(/^\/uploads\//, '');
    if (!PUBLIC_KEY.test(key)) return;
    await unlink(join(this.config.uploadDir, key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') this.log.warn(`could not delete a public ID photo copy: ${e.code}`);
    });
    const variants = join(this.config.dataDir, 'media', 'uploads', dirname(key));
    const stem = basename(key).replace(/\.(jpg|png)$/, '');
    const names = await readdir(variants).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(`${stem}.`)).map((n) => unlink(join(variants, n)).catch(() => undefined)));
  }

  async read(privateKey: string): Promise<{ bytes: Buffer; mime: string } | null> {
    if (!PRIVATE_KEY.test(privateKey)) return null;
    const bytes = await readFile(this.pathOf(privateKey)).catch(() => null);
    return bytes ? { bytes, mime: privateKey.endsWith('.png') ? 'image/png' : 'image/jpeg' } : null;
  }

  async remove(privateKey: string): Promise<void> {
    if (!PRIVATE_KEY.test(privateKey)) return;
    await unlink(this.pathOf(privateKey)).catch(() => undefined);
  }

  private pathOf(privateKey: string): string {
    const safe = normalize(privateKey);
    if (safe.startsWith('..') || safe.startsWith('/')) throw new Error('unsafe private key');
    return join(this.root, safe);
  }
}
