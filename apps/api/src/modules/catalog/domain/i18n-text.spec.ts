import { chooseText, localized, pickText } from './i18n-text';

describe('chooseText: reader → English → the store’s language, never another', () => {
  const seeded = { en: 'Desk lamp', cn: '台灯', ja: 'デスクランプ', ar: 'مصباح مكتب', es: 'Lámpara de escritorio' };

  it('answers the reader’s own language when written in it', () => {
    expect(chooseText(seeded, 'ja', 'ar')).toEqual({ text: 'デスクランプ', lang: 'ja' });
    expect(chooseText(seeded, 'cn', 'ja')).toEqual({ text: '台灯', lang: 'cn' });
  });

  it.each(['de', 'fr', 'ru', 'tr', 'th', 'el'])('answers English to %s before the store’s language', (reader) => {
    for (const store of ['ja', 'ar', 'cn', 'es']) expect(chooseText(seeded, reader, store)).toEqual({ text: 'Desk lamp', lang: 'en' });
  });

  it('answers the store’s language when there is no English', () => {
    const noEn = { ja: 'デスクランプ', ar: 'مصباح مكتب', cn: '台灯', es: 'Lámpara' };
    for (const reader of ['de', 'fr', 'ru', 'tr', 'th', 'el', 'en']) {
      expect(chooseText(noEn, reader, 'ar')).toEqual({ text: 'مصباح مكتب', lang: 'ar' });
      expect(chooseText(noEn, reader, 'es')).toEqual({ text: 'Lámpara', lang: 'es' });
    }
  });

  it('never picks an arbitrary language: nothing when neither reader, English nor store language is written', () => {
    expect(chooseText({ ja: 'デスクランプ', ar: 'مصباح مكتب' }, 'de', 'cn')).toEqual({ text: '', lang: null });
    expect(chooseText({ ja: 'デスクランプ' }, 'de')).toEqual({ text: '', lang: null });
    expect(chooseText({ ja: 'デスクランプ' }, 'de', null)).toEqual({ text: '', lang: null });
  });

  it('skips blank and non-text values', () => {
    expect(chooseText({ de: '  ', en: '', ja: 'デスクランプ' }, 'de', 'ja')).toEqual({ text: 'デスクランプ', lang: 'ja' });
    expect(chooseText({ de: 5 as unknown as string, en: 'Lamp' }, 'de', 'ja')).toEqual({ text: 'Lamp', lang: 'en' });
  });

  it('answers nothing for no texts', () => {
    expect(chooseText(null, 'de', 'ja')).toEqual({ text: '', lang: null });
    expect(chooseText(undefined, 'en')).toEqual({ text: '', lang: null });
    expect(chooseText({}, 'en', 'en')).toEqual({ text: '', lang: null });
  });

  it('pickText is its text; localized puts the language next to the text', () => {
    expect(pickText(seeded, 'de', 'ja')).toBe('Desk lamp');
    expect(localized('name', seeded, 'de', 'ja')).toEqual({ name: 'Desk lamp', nameLang: 'en' });
    expect(localized('shopRemark', { ar: 'مرحبا' }, 'en', 'ar')).toEqual({ shopRemark: 'مرحبا', shopRemarkLang: 'ar' });
  });
});
