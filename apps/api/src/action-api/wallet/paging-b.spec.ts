import { parseParams } from '../params';
import { pagingB } from './paging-b';

const schema = pagingB(8);
const parse = (raw: Record<string, string>) => {
  try {
    return parseParams(schema, raw);
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('paging style B', () => {
  it('defaults to page 1 of 8, accepts page_size or pageSize', () => {
    expect(parse({})).toEqual({ pageNo: 1, pageSize: 8 });
    expect(parse({ page_no: '3', page_size: '20' })).toEqual({ pageNo: 3, pageSize: 20 });
    expect(parse({ page_no: ' 2 ', pageSize: '5' })).toEqual({ pageNo: 2, pageSize: 5 });
    expect(parse({ page_no: '+4', page_size: '0' })).toEqual({ pageNo: 4, pageSize: 8 });
    expect(parse({ page_no: '007', page_size: '1000' })).toEqual({ pageNo: 7, pageSize: 8 });
    expect(parse({ page_no: '', page_size: 'x' })).toEqual({ pageNo: 1, pageSize: 8 });
  });

  it('answers the legacy page errors', () => {
    for (const v of ['abc', '1.5', '1e3', '0x1', '--1', '١']) expect([v, parse({ page_no: v })]).toEqual([v, 'COMMON_PAGE_NOT_INTEGER']);
    for (const v of ['0', '-1', '-0', '000']) expect([v, parse({ page_no: v })]).toEqual([v, 'COMMON_PAGE_NOT_POSITIVE']);
    expect(parse({ page_no: '99999999999' })).toBe('COMMON_INVALID_PARAM');
    expect(parse({ page_no: '9'.repeat(40) })).toBe('COMMON_PAGE_NOT_INTEGER');
  });
});
