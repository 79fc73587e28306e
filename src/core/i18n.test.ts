import fc from 'fast-check';
import {
  createOnceLog,
  createTranslator,
  getByPath,
  interpolate,
  type TranslationResource,
} from './i18n';

const en: TranslationResource = {
  settings: { mode: 'Mode', light: 'Light' },
  pages: { '/material-ui/react-button': 'Button' },
  onlyEnglish: 'Only English',
};
const zh: TranslationResource = { settings: { mode: '模式' } };

function setup(language: string, resources: Record<string, TranslationResource> = { en, zh }) {
  const messages: string[] = [];
  const translator = createTranslator({
    language,
    resources,
    log: createOnceLog((m) => messages.push(m)),
  });
  return { ...translator, messages };
}

describe('getByPath', () => {
  it('walks dotted keys whose segments may hold slashes', () => {
    expect(getByPath(en, 'settings.mode')).toBe('Mode');
    expect(getByPath(en, 'pages./material-ui/react-button')).toBe('Button');
  });

  it('returns undefined for groups, missing keys and prototype names', () => {
    expect(getByPath(en, 'settings')).toBeUndefined();
    expect(getByPath(en, 'settings.mode.extra')).toBeUndefined();
    expect(getByPath(en, 'nothing.here')).toBeUndefined();
    expect(getByPath(en, 'toString')).toBeUndefined();
    expect(getByPath(en, 'settings.constructor')).toBeUndefined();
    expect(getByPath(undefined, 'settings.mode')).toBeUndefined();
  });

  it('finds every string of a nested resource at its joined path', () => {
    const segment = fc.stringMatching(/^[a-z/-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.string(), (path, text) => {
        const resource = path
          .slice()
          .reverse()
          .reduce<string | TranslationResource>((inner, key) => ({ [key]: inner }), text);
        expect(getByPath(resource as TranslationResource, path.join('.'))).toBe(text);
      }),
    );
  });
});

describe('createTranslator', () => {
  it('translates keys of the current language', () => {
    const { t, lookup, messages } = setup('zh');
    expect(t('settings.mode')).toBe('模式');
    expect(lookup('settings.mode')).toBe('模式');
    expect(messages).toEqual([]);
  });

  it('falls back to English and logs once per language and key', () => {
    const { t, messages } = setup('zh');
    expect(t('settings.light')).toBe('Light');
    expect(t('settings.light')).toBe('Light');
    expect(t('onlyEnglish')).toBe('Only English');
    expect(messages).toEqual([
      'Missing translation for zh:settings.light',
      'Missing translation for zh:onlyEnglish',
    ]);
  });

  it('returns the key from t and undefined from lookup when English lacks it too', () => {
    const { t, lookup, messages } = setup('zh');
    expect(t('nowhere')).toBe('nowhere');
    expect(lookup('nowhere')).toBeUndefined();
    expect(messages).toEqual([
      'Missing translation for zh:nowhere',
      'Missing translation for en:nowhere',
    ]);
  });

  it('logs missing English keys', () => {
    const { t, messages } = setup('en');
    expect(t('nowhere')).toBe('nowhere');
    expect(t('nowhere')).toBe('nowhere');
    expect(messages).toEqual(['Missing translation for en:nowhere']);
  });

  it('stays silent with ignoreWarning', () => {
    const { t, lookup, messages } = setup('zh');
    expect(t('settings.light', { ignoreWarning: true })).toBe('Light');
    expect(lookup('pages./x', { ignoreWarning: true })).toBeUndefined();
    expect(messages).toEqual([]);
    t('settings.light');
    expect(messages).toEqual(['Missing translation for zh:settings.light']);
  });

  it('shows … and logs once when the language has no resources', () => {
    const { t, lookup, messages } = setup('fr');
    expect(t('settings.mode')).toBe('…');
    expect(t('settings.light')).toBe('…');
    expect(lookup('settings.mode')).toBeUndefined();
    expect(messages).toEqual(['Missing language: fr']);
  });

  it('reads resources given as a function at each lookup', () => {
    let resources: Record<string, TranslationResource> = { en };
    const messages: string[] = [];
    const { t } = createTranslator({
      language: 'en',
      resources: () => resources,
      log: (m) => messages.push(m),
    });
    expect(t('api.props')).toBe('api.props');
    resources = { en: { ...en, api: { props: 'Props' } } };
    expect(t('api.props')).toBe('Props');
    expect(messages).toEqual(['Missing translation for en:api.props']);
  });

  it('logs once per language and key across every translator sharing a once-log', () => {
    const messages: string[] = [];
    const log = createOnceLog((m) => messages.push(m));
    // A visit: zh, then English after a language switch, then zh again.
    for (const language of ['zh', 'en', 'zh']) {
      const { t } = createTranslator({ language, resources: { en, zh }, log });
      t('settings.light');
      t('nowhere');
    }
    expect(messages).toEqual([
      'Missing translation for zh:settings.light',
      'Missing translation for zh:nowhere',
      'Missing translation for en:nowhere',
    ]);
  });
});

describe('interpolate', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(interpolate('Version {version} of {name}', { version: 5, name: 'Joy' })).toBe(
      'Version 5 of Joy',
    );
    expect(interpolate('{a}{b}{a}', { a: 'x' })).toBe('x{b}x');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(interpolate('<{v}>', { v: value })).toBe(`<${value}>`);
      }),
    );
  });
});
