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

export async function registerUser(http: any, email = uniqueEmail(), password = 'secret12') {
  const r = await act<{ token: string; username: string; usercode: string }>(http, 'localuser!registerNoVerifcode', {
    username: email,
    password,
    re_password: password,
    type: 2,
  });
  if (r.code !== '0') throw new Error(`register failed: ${r.msg}`);
  return { ...r.data, email, password };
}
