import { i18n, currentLang } from './i18n';
import { nextTask } from './next-task';
import { getToken } from './session';

/**
 * The `.action` client: the ONLY place that reads the envelope's `code` and `msg`.
 *
 * - `POST /api/<resource>!<method>.action?lang=<code>` with a form-urlencoded body.
 * - The token travels as `Authorization: Bearer <token>`, never in the URL.
 * - `"0"` → `data`; `"403"` → session-expired handler (logout to `/`) and a SessionExpiredError;
 *   any other code → ApiError carrying the server's (already localized) `msg`.
 */

export type ActionParams = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class SessionExpiredError extends ApiError {
  constructor(message: string) {
    super(message, '403');
    this.name = 'SessionExpiredError';
  }
}

export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

const TIMEOUT_MS = 15_000;

let onSessionExpired: (msg: string) => void = () => {};

/** Registered once by the app shell: clears the session and navigates to `/`. */
export function setSessionExpiredHandler(fn: (msg: string) => void): void {
  onSessionExpired = fn;
}

function toForm(params: ActionParams = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    body.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return body;
}

async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    await nextTask();
    return await fetch(url, { ...init, signal: combined, credentials: 'same-origin' });
  } catch (err) {
    if (signal?.aborted) throw err; // the caller cancelled (e.g. query unmounted): not a network error
    throw new NetworkError(i18n.t('common:errors.network'));
  }
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** A call index.html's inline script started before the app's code arrived (vite-preload.ts, EARLY_CALLS). */
interface EarlyCall {
  /** address, with the language */
  u: string;
  /** the form body */
  b: string;
  /** the token it was sent with ('' for a guest) */
  t: string;
  r: Promise<Response>;
}
declare global {
  interface Window {
    __mallEarly?: EarlyCall;
  }
}

/**
 * The answer of the early call that is this very call (address, language, body and token alike), once;
 * null for any other. The first call to the same address with other parameters or another token drops it
 * (the page asked for something else: its answer is not kept for a later visit).
 */
function takeEarlyCall(url: string, body: string): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__mallEarly;
  if (!early || early.u !== url) return null;
  delete window.__mallEarly;
  return early.b === body && early.t === (getToken() ?? '') ? early.r : null;
}

/** Call `/api/<action>.action`, e.g. `callAction('user!newlogin', {...})`. */
export async function callAction<T>(action: string, params?: ActionParams, opts: { signal?: AbortSignal } = {}): Promise<T> {
  const url = `/api/${action}.action?lang=${encodeURIComponent(currentLang())}`;
  const body = toForm(params);
  const early = takeEarlyCall(url, body.toString());
  if (early) {
    return readEnvelope<T>(
      await early.catch(() => {
        throw new NetworkError(i18n.t('common:errors.network'));
      }),
    );
  }
  const res = await send(
    url,
    {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        // Our own app: the server keeps media URLs relative (old clients get absolute ones).
        'X-Mall-Client': 'web',
        ...authHeaders(),
      },
      body,
    },
    opts.signal,
  );
  return readEnvelope<T>(res);
}

async function readEnvelope<T>(res: Response): Promise<T> {
  let env: Envelope;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    throw new ApiError(i18n.t('common:errors.server'), String(res.status));
  }
  const code = String(env?.code ?? '');
  const msg = typeof env?.msg === 'string' && env.msg ? env.msg : i18n.t('common:errors.server');
  if (code === '0') return env.data as T;
  if (code === '403') {
    onSessionExpired(msg);
    throw new SessionExpiredError(msg);
  }
  throw new ApiError(msg, code || String(res.status));
}

/** Multipart `.action` call (file uploads, e.g. `uploadimg!execute`); same envelope rules as callAction. */
export async function callActionMultipart<T>(action: string, form: FormData, opts: { signal?: AbortSignal } = {}): Promise<T> {
  const url = `/api/${action}.action?lang=${encodeURIComponent(currentLang())}`;
  const res = await send(
    url,
    { method: 'POST', headers: { Accept: 'application/json', 'X-Mall-Client': 'web', ...authHeaders() }, body: form },
    opts.signal,
  );
  return readEnvelope<T>(res);
}

/** Plain JSON GET (REST `/v1/...`), not an envelope. */
export async function getJson<T>(path: string, opts: { signal?: AbortSignal } = {}): Promise<T> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await send(
    `${path}${sep}lang=${encodeURIComponent(currentLang())}`,
    { method: 'GET', headers: { Accept: 'application/json', ...authHeaders() } },
    opts.signal,
  );
  if (!res.ok) throw new ApiError(i18n.t('common:errors.server'), String(res.status));
  return (await res.json()) as T;
}
