import request from 'supertest';

export interface Envelope<T = any> {
  code: string;
  msg: string;
  data: T;
}

/**
 * Call `.action` like the old clients do: POST with every param in the query string and no body
 * (`via: 'query'`), or as a urlencoded form (`via: 'form'`), or GET.
 */
export async function act<T = any>(
  http: any,
  name: string,
  params: Record<string, string | number | undefined> = {},
  opts: { token?: string; bearer?: string; lang?: string; via?: 'query' | 'form' | 'get'; prefix?: string } = {},
): Promise<Envelope<T>> {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q[k] = String(v);
  if (opts.token) q.token = opts.token;
  if (opts.lang) q.lang = opts.lang;
  const path = `${opts.prefix ?? '/api/'}${name}.action`;
  const via = opts.via ?? 'form';
  let req;
  if (via === 'get') req = request(http).get(path).query(q);
  else if (via === 'query') req = request(http).post(path).query(q);
  else {
    const { lang, ...body } = q;
    req = request(http)
      .post(path)
      .query(lang ? { lang } : {})
      .type('form')
      .send(body);
  }
  if (opts.bearer) req = req.set('Authorization', `Bearer ${opts.bearer}`);
  const res = await req;
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${name}: ${res.text.slice(0, 200)}`);
  return res.body as Envelope<T>;
}

let seq = 0;
export function uniqueEmail(tag = 'u'): string {
  seq += 1;
  return `${tag}${Date.now().toString(36)}${process.pid}${seq}@example.com`;
}

/**
 * `localuser!registerNoVerifcode` as the old clients send it: `username` with its password confirmed
 * (`type` 2: an e-mail, 1: a phone; `agentCode`: an invitation code). Answers the envelope as it came.
 */
export function register<T = any>(
  http: any,
  username: string,
  r: { password?: string; type?: 1 | 2; agentCode?: string } = {},
  opts: Parameters<typeof act>[3] = {},
): Promise<Envelope<T>> {
  const password = r.password ?? 'secret12';
  return act<T>(
    http,
    'localuser!registerNoVerifcode',
    { username, password, re_password: password, type: r.type ?? 2, agentCode: r.agentCode },
    opts,
  );
}

export async function registerUser(http: any, email = uniqueEmail(), password = 'secret12') {
  const r = await register<{ token: string; username: string; usercode: string }>(http, email, { password });
  if (r.code !== '0') throw new Error(`register failed: ${r.msg}`);
  return { ...r.data, email, password };
}
