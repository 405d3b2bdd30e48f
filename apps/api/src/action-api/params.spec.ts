import { LoginParams, RefreshAvatarParams, str } from '@mall/contracts';
import { z } from 'zod';
import { AppError } from '../core/errors/app-error';
import { actionName } from './action-dispatcher';
import { mergeParams, parseParams } from './params';

describe('.action params', () => {
  it('query wins over body, first value of repeats, scalars only', () => {
    expect(mergeParams({ a: ['1', '2'], b: 'q' }, { b: 'body', c: 3, d: { x: 1 }, e: true })).toEqual({
      a: '1',
      b: 'q',
      c: '3',
      e: 'true',
    });
    expect(mergeParams(undefined, '"text"')).toEqual({});
  });

  it('maps the first issue to its error code and field', () => {
    const e = (() => {
      try {
        parseParams(LoginParams, { password: 'x' });
      } catch (err) {
        return err as AppError;
      }
    })();
    expect(e).toBeInstanceOf(AppError);
    expect(e!.code).toBe('AUTH_USERNAME_REQUIRED');
    expect(() => parseParams(RefreshAvatarParams, { idx: '20' })).toThrow(expect.objectContaining({ code: 'AUTH_AVATAR_INVALID' }));
    expect(parseParams(RefreshAvatarParams, { idx: '7' })).toEqual({ idx: 7 });
  });

  it('reports too-long strings with the limit', () => {
    try {
      parseParams(z.object({ name: str(3) }), { name: 'abcd' });
      throw new Error('no');
    } catch (e) {
      expect(e).toMatchObject({ code: 'COMMON_PARAM_TOO_LONG', params: { field: 'name', max: 3 } });
    }
  });

  it('extracts action names', () => {
    expect(actionName('user!newlogin.action')).toBe('user!newlogin');
    expect(actionName('activity/lottery!getCurrentActivity.action')).toBe('activity/lottery!getCurrentActivity');
    expect(actionName('customerServiceTimeRange')).toBe('customerServiceTimeRange');
    expect(actionName('../etc/passwd')).toBeNull();
    expect(actionName('user!x.action.bak')).toBeNull();
  });
});
