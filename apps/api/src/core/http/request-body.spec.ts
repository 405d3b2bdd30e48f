import { JSON_MAX_DEPTH, jsonDeeperThan } from './request-body';

describe('jsonDeeperThan: the depth of a JSON body, before parsing it', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('counts arrays and objects alike, up to the limit included', () => {
    expect(jsonDeeperThan(nested(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(jsonDeeperThan(nested(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    // siblings do not add up: depth, not count
    expect(jsonDeeperThan(`[${Array(1000).fill('[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ text: 'say "[[[[" \\ ok' }), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ text: 'a\\', more: [[1]] }), 2)).toBe(true);
  });

  it('refuses half a million levels (and an unclosed one)', () => {
    expect(jsonDeeperThan(nested(512 * 1024), JSON_MAX_DEPTH)).toBe(true);
    expect(jsonDeeperThan('['.repeat(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
  });
});
