import request from 'supertest';

/**
 * A new operator, the way one starts: a superadmin creates it with a password of its choosing, the
 * operator signs in and changes it (required at the first sign-in) to `password`. Answers the
 * operator's id and the token of that session (the change keeps it).
 */
export async function createOperator(
  http: any,
  superadminToken: string,
  op: { username: string; password: string; roles: readonly string[] },
): Promise<{ id: string; token: string }> {
  const initial = `${op.password}-set-by-superadmin`;
  const created = await request(http)
    .post('/v1/admin/admins')
    .set('authorization', `Bearer ${superadminToken}`)
    .send({ ...op, password: initial });
  if (created.status !== 201) throw new Error(`creating operator ${op.username}: HTTP ${created.status} ${JSON.stringify(created.body)}`);
  const login = await request(http).post('/v1/admin/login').send({ username: op.username, password: initial });
  if (login.status !== 200) throw new Error(`first sign-in of ${op.username}: HTTP ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  const changed = await request(http)
    .post('/v1/admin/password')
    .set('authorization', `Bearer ${token}`)
    .send({ oldPassword: initial, newPassword: op.password });
  if (changed.status !== 204) throw new Error(`password change of ${op.username}: HTTP ${changed.status} ${JSON.stringify(changed.body)}`);
  return { id: created.body.id as string, token };
}
