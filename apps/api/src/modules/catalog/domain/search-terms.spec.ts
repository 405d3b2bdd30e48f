import { cjkBigrams, correctionAttempts, searchTerms } from './search-terms';

describe('search terms', () => {
  it('folds and lowercases, escapes LIKE wildcards, caps length', () => {
    expect(searchTerms('  Cotton   SHIRT ', 'en')).toEqual({
      text: 'cotton shirt',
      like: '%cotton shirt%',
      words: ['cotton', 'shirt'],
      cjk: [],
      config: 'english',
    });
    expect(searchTerms('红色T恤 shirt', 'cn')).toMatchObject({ words: ['t', 'shirt'], cjk: ['红色', '恤'] });
    expect(searchTerms("'; drop & | ! :* <>", 'en')!.words).toEqual(['drop']);
    expect(searchTerms('50%_off\\', 'xx')!.like).toBe('%50\\%\\_off\\\\%');
    expect(searchTerms('a'.repeat(300), 'en')!.text).toHaveLength(100);
    expect(searchTerms('   ', 'en')).toBeNull();
    expect(searchTerms('%_&|', 'en')).toBeNull();
    expect(searchTerms("'; drop table goods; --", 'en')!.text).toBe("'; drop table goods; --");
  });

  it('makes CJK bigrams like the index does', () => {
    expect(cjkBigrams('男士纯棉T恤')).toBe('男士 士纯 纯棉 恤');
    expect(cjkBigrams('メンズ')).toBe('メン ンズ');
    expect(cjkBigrams('shirt')).toBe('');
  });

  it('tries spelling corrections of the unknown words only, closest first, each once', () => {
    // "blue" is known (itself first); "dring" is not: drink, then drying, then ring
    const cands = [
      ['blue', 'glue'],
      ['drink', 'drying', 'ring'],
    ];
    expect(correctionAttempts(['blue', 'dring'], cands, 4)).toEqual([
      ['blue', 'drink'],
      ['blue', 'drying'],
      ['blue', 'ring'],
    ]);
    expect(correctionAttempts(['blue', 'rack'], [['blue'], ['rack', 'back']], 4)).toEqual([]);
    // a word with no close word stays as typed
    expect(correctionAttempts(['zzqx', 'cottn'], [[], ['cotton']], 4)).toEqual([['zzqx', 'cotton']]);
    expect(correctionAttempts(['dring'], [['drink', 'drying']], 1)).toEqual([['drink']]);
  });
});
