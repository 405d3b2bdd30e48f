import { callActionMultipart } from '@/lib/api-client';

/** `uploadimg!execute` (multipart `file` + `moduleName`): the stored picture's URL. */
export async function uploadImage(file: File, moduleName = 'recharge'): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('moduleName', moduleName);
  const data = await callActionMultipart<unknown>('uploadimg!execute', form);
  if (typeof data === 'string') return data;
  const rec = (data ?? {}) as Record<string, unknown>;
  return String(rec.url ?? rec.path ?? rec.img ?? '');
}
