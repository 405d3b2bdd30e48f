import { ApiError, NetworkError } from '@/lib/api-client';
import { currentLang, i18n } from '@/lib/i18n';
import { getToken } from '@/lib/session';

/**
 * Upload modules: the after-sales calls' photo evidence (`returns`), review pictures (`evaluate`) and
 * a loan application's ID photos (`credit`, moved to private storage by the application).
 */
export type PhotoModule = 'returns' | 'evaluate' | 'credit';

/**
 * `uploadimg!execute` with upload progress (XMLHttpRequest: fetch reports none). Answers the stored
 * picture's URL. Loaded on the first picked photo.
 */
export function uploadPhoto(
  file: File,
  moduleName: PhotoModule,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploadimg!execute.action?lang=${encodeURIComponent(currentLang())}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Mall-Client', 'web');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onerror = () => reject(new NetworkError(i18n.t('common:errors.network')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      const env = parseEnvelope(xhr.responseText);
      if (env && String(env.code) === '0' && typeof env.data === 'string' && env.data) {
        onProgress(1);
        resolve(env.data);
        return;
      }
      const msg = typeof env?.msg === 'string' && env.msg ? env.msg : i18n.t('common:errors.server');
      reject(new ApiError(msg, String(env?.code ?? xhr.status)));
    };
    if (signal?.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    form.append('moduleName', moduleName);
    xhr.send(form);
  });
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}
