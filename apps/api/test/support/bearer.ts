import request from 'supertest';

/**
 * Requests to the app `http` in a console session (an operator's, a store owner's or an agent's
 * bearer `token`), as the consoles send them. `ip` sets X-Forwarded-For, for tests that read the
 * caller's address (approver independence, the audit log). A body defaults to `{}`.
 */
export function bearer(http: any, token: string, ip?: string) {
  const signed = (r: request.Test) => {
    const withToken = r.set('authorization', `Bearer ${token}`);
    return ip ? withToken.set('x-forwarded-for', ip) : withToken;
  };
  return {
    get: (path: string) => signed(request(http).get(path)),
    post: (path: string, body: object = {}) => signed(request(http).post(path)).send(body),
    put: (path: string, body: object = {}) => signed(request(http).put(path)).send(body),
    patch: (path: string, body: object = {}) => signed(request(http).patch(path)).send(body),
    delete: (path: string) => signed(request(http).delete(path)),
  };
}

/** The bearer token of the operator `username`, signed in over the admin API (which must succeed). */
export async function operatorToken(http: any, username: string, password: string): Promise<string> {
  const r = await request(http).post('/v1/admin/login').send({ username, password });
  if (r.status !== 200) throw new Error(`sign-in of operator ${username}: HTTP ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}
