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

/**
 * The approver-independence verdict an audit row records for a second approval (issue 14 item 3):
 * the `reasons` it did not count for (none: it counted), the second operator's account age in days
 * (`undefined`: not checked, for a `toMatchObject`), and whether it approved from the first
 * approval's origin.
 */
export function independence(firstApprover: string, reasons: string[], ageDays: number | undefined, sameOrigin: boolean) {
  return {
    counted: reasons.length === 0,
    reasons,
    firstApprover,
    checks: {
      notCreatedByFirst: true,
      notLastChangedByFirst: true,
      ...(ageDays === undefined ? {} : { accountAgeDays: ageDays }),
      minAccountAgeDays: 7,
      otherOriginThanFirst: !sameOrigin,
    },
  };
}

/** The superadmin the e2e suites start the API with (unless a suite needs one of its own). */
export const ROOT = { username: 'root-admin', password: 'root-password-1234' };

/** The start-up settings that seed the superadmin `root` (ADMIN_USERNAME / ADMIN_PASSWORD). */
export function rootEnv(root: { username: string; password: string }): Record<string, string> {
  return { ADMIN_USERNAME: root.username, ADMIN_PASSWORD: root.password };
}
