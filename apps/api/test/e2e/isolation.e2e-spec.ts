import request from 'supertest';
import { DataSource } from 'typeorm';
import { startHttpApp } from '../support/test-app';

// One app per file: nestjs-cls keeps process-wide state, so apps with other settings get their own file.
describe('failure handling', () => {
  it('an unexpected failure is logged with a request id and answered generically, without internals', async () => {
    const t = await startHttpApp();
    try {
      await t.app.get(DataSource).destroy();
      const res = await request(t.http).post('/api/localuser!get.action?token=' + 'a'.repeat(43) + '&lang=cn');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: '1', msg: '程序错误', data: null });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.text).not.toMatch(/at |Error|stack|typeorm/i);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
