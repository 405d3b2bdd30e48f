import { ApiError, NetworkError } from '@/lib/api-client';
import { currentLang, i18n } from '@/lib/i18n';
import { getToken } from '@/lib/session';

/**
 * `uploadimg!execute` for an ID photo, with upload progress (XMLHttpRequest: fetch reports none).
 * Answers the uploaded picture's path; the application moves it to private storage.
 */
export function uploadIdPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploadimg!execute.action?lang=${encodeURIComponent(currentLang())}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Mall-Client', 'web');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError(i18n.t('common:errors.network')));
    xhr.onload = () => {
      const env = parseEnvelope(xhr.responseText);
      if (env && String(env.code) === '0' && typeof env.data === 'string') {
        onProgress(1);
        resolve(env.data);
      } else {
        const msg = typeof env?.msg === 'string' && env.msg ? env.msg : i18n.t('common:errors.server');
        reject(new ApiError(msg, String(env?.code ?? xhr.status)));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    form.append('moduleName', 'credit');
    xhr.send(form);
  });
}

function parseEnvelope(text: string): { code?: unknown; msg?: unknown; data?: unknown } | null {
  try {
    return JSON.parse(text) as { code?: unknown; msg?: unknown; data?: unknown };
  } catch {
    return null;
  }
}
