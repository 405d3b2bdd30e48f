// The photo evidence of a return and the pictures of a review go through the same checks and upload.

/** Pictures the upload accepts (the server re-encodes JPEG and PNG only) and its default size limit. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size';

/** Why a picked file cannot be uploaded, checked before any byte is sent (the server checks again). */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
