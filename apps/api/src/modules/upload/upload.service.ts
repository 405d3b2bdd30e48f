import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp, { type OutputInfo } from 'sharp';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AppError } from '../../core/errors/app-error';
import { FileStorage } from '../../core/storage/storage';
import { UploadRepository } from './upload.repository';
import { ownUrlPath } from './domain/own-url';

type ImageKind = 'jpeg' | 'png';

/** An image as re-encoded by UploadService.encodeImage. */
export interface EncodedImage {
  bytes: Buffer;
  kind: ImageKind;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** Decide the type by content, never by name or declared type. */
export function sniffImage(b: Buffer): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

const MODULE = /^[a-z0-9_-]{1,32}$/i;
const MAX_PIXELS = 40_000_000;

@Injectable()
export class UploadService {
  private readonly log = new Logger('Upload');
  constructor(
    private readonly storage: FileStorage,
    private readonly uploads: UploadRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Bytes allowed for a module: the per-module override, else UPLOAD_MAX_BYTES (2 MB). */
  limitFor(moduleName: string | undefined): number {
    return (moduleName && this.config.uploadLimits[moduleName]) || this.config.UPLOAD_MAX_BYTES;
  }

  /**
   * If `url` is an image this user uploaded through `uploadimg!execute` (a proof of payment, an ID
   * photo…), its canonical public path (`/uploads/<key>`), else null. The storage key must be recorded
   * for that user; an absolute URL must be on one of `hostnames` (the request's host, PUBLIC_URL's).
   * Callers store the path, never the given string, so what is shown later is always served by us.
   */
  async ownImagePath(userId: string, url: string, hostnames: string[]): Promise<string | null> {
    const path = ownUrlPath(url, hostnames);
    if (path === null) return null;
    const prefix = this.storage.publicPath('');
    if (!path.startsWith(prefix)) return null;
    const key = path.slice(prefix.length);
    if (!/^[a-z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/.test(key)) return null;
    return (await this.uploads.existsForUser(key, userId)) ? this.storage.publicPath(key) : null;
  }

  /**
   * A JPEG or PNG (checked by its bytes, at most `limit` bytes) re-encoded: EXIF/metadata and
   * anything smuggled after the image are dropped. Stores nothing (acceptImage stores a public copy).
   */
  async encodeImage(bytes: Buffer, limit: number): Promise<EncodedImage> {
    if (bytes.length === 0) throw new AppError('UPLOAD_FILE_REQUIRED');
    if (bytes.length > limit) throw new AppError('UPLOAD_TOO_LARGE', { maxMb: +(limit / 1048576).toFixed(1) });
    const kind = sniffImage(bytes);
    if (!kind) throw new AppError('UPLOAD_BAD_TYPE');
    let out: { data: Buffer; info: OutputInfo };
    try {
      const img = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
      out = await (kind === 'jpeg' ? img.jpeg({ quality: 85, mozjpeg: true }) : img.png({ compressionLevel: 9 })).toBuffer({
        resolveWithObject: true,
      });
    } catch (e) {
      this.log.warn(`rejected a ${kind} that did not decode: ${(e as Error).message}`);
      throw new AppError('UPLOAD_BAD_TYPE');
    }
    return { bytes: out.data, kind, ext: kind === 'jpeg' ? 'jpg' : 'png', width: out.info.width, height: out.info.height };
  }

  /** Accept a JPEG or PNG (encodeImage), store it under `/uploads`, and answer its public path. */
  async acceptImage(input: { bytes: Buffer; moduleName?: string; userId: string | null }): Promise<string> {
    const moduleName = input.moduleName && MODULE.test(input.moduleName) ? input.moduleName.toLowerCase() : 'misc';
    const img = await this.encodeImage(input.bytes, this.limitFor(moduleName));
    const now = new Date();
    const key = `${moduleName}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${img.ext}`;
    await this.storage.put(key, img.bytes, `image/${img.kind}`);
    await this.uploads.insert({
      userId: input.userId,
      module: moduleName,
      storageKey: key,
      mime: `image/${img.kind}`,
      bytes: img.bytes.length,
      width: img.width,
      height: img.height,
    });
    return this.storage.publicPath(key);
  }
}
