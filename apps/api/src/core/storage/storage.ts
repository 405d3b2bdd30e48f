import { mkdir, writeFile, rename } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files live. Local disk by default; an S3-compatible adapter can implement the same port. */
export abstract class FileStorage {
  /** Store bytes under `key` (a relative path of safe characters). */
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The path part of the public URL for `key`, e.g. `/uploads/evaluate/2026/11/x.jpg`. */
  abstract publicPath(key: string): string;
}

export class LocalDiskStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const safe = normalize(key);
    if (safe.startsWith('..') || safe.startsWith('/') || !/^[a-z0-9/._-]+$/i.test(safe)) throw new Error('unsafe storage key');
    const path = join(this.root, safe);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o644 });
    await rename(tmp, path); // never a half-written file at the public path
  }

  publicPath(key: string): string {
    return `/uploads/${key}`;
  }
}
