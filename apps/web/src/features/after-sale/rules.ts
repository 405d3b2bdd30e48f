/** Evidence photos of a return (the server refuses a 10th). */
export const RETURN_PHOTOS_MAX = 9;
/** The return detail: plain text, at most this many characters (the server's limit). */
export const RETURN_DETAIL_MAX = 1000;

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

/** Characters as the server counts them (code points). */
export const charCount = (s: string): number => [...s].length;
