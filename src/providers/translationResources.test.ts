/** Adding an English namespace that loads with its code: the contract of addTranslations. */
import { addEnglishNamespace, loadedTranslations } from './translationResources';

describe('addEnglishNamespace', () => {
  it('adds the namespace to a new English resource, once', () => {
    const before = loadedTranslations();
    const part = { home: { title: 'MUI documentation' } };
    addEnglishNamespace('home', part);
    const after = loadedTranslations();
    expect(after).not.toBe(before);
    expect(after.en).not.toBe(before.en);
    expect(after.en).toEqual({ ...before.en, home: part.home });
    expect(before.en).not.toHaveProperty('home');
    // The same module evaluated again (a second import path) changes nothing.
    addEnglishNamespace('home', part);
    expect(loadedTranslations()).toBe(after);
  });

  it('refuses a part without its namespace', () => {
    expect(() => addEnglishNamespace('api', { demo: { reset: 'Reset demo' } })).toThrow(
      'The "api" translations are missing from the part given for them: run npm run generate:translations',
    );
  });
});
