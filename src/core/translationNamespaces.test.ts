import fc from 'fast-check';
import type { TranslationResource } from './i18n';
import {
  LAZY_NAMESPACES,
  splitTranslations,
  translationPartFile,
  type LazyNamespace,
} from './translationNamespaces';

const english: TranslationResource = {
  shell: { home: 'Home' },
  api: { props: 'Props', nested: { deep: 'Deep' } },
  settings: { mode: 'Mode' },
  nav: { api: 'APIs' },
  demo: { reset: 'Reset demo' },
  home: { title: 'MUI documentation' },
  feedback: { send: 'Send' },
  icons: { search: 'Search icons' },
};

/** The parts merged back into one resource, as the browser holds them once every chunk loaded. */
function merged({ eager, lazy }: ReturnType<typeof splitTranslations>): TranslationResource {
  return Object.assign({}, eager, ...Object.values(lazy));
}

describe('splitTranslations', () => {
  it('keeps the lazy namespaces out of the eager part, each in a part of its own', () => {
    const { eager, lazy } = splitTranslations(english);
    expect(eager).toEqual({ shell: { home: 'Home' }, nav: { api: 'APIs' } });
    expect(Object.keys(eager)).toEqual(['shell', 'nav']);
    expect(lazy).toEqual({
      api: { api: english.api },
      demo: { demo: english.demo },
      settings: { settings: english.settings },
      home: { home: english.home },
      feedback: { feedback: english.feedback },
      icons: { icons: english.icons },
    });
  });

  it('splits by the list it is given', () => {
    const { eager, lazy } = splitTranslations(english, ['api']);
    expect(Object.keys(eager)).toEqual([
      'shell',
      'settings',
      'nav',
      'demo',
      'home',
      'feedback',
      'icons',
    ]);
    expect(lazy).toEqual({ api: { api: english.api } });
  });

  it('loses nothing: the parts together are the resource', () => {
    const group = fc.dictionary(
      fc.string().filter((key) => key !== '__proto__'),
      fc.string(),
      { maxKeys: 4 },
    );
    const resource = fc
      .record(
        Object.fromEntries(LAZY_NAMESPACES.map((namespace) => [namespace, group])) as Record<
          LazyNamespace,
          typeof group
        >,
      )
      .chain((lazy) =>
        fc
          .dictionary(
            fc
              .string()
              .filter(
                (key) =>
                  key !== '__proto__' && !(LAZY_NAMESPACES as readonly string[]).includes(key),
              ),
            fc.oneof(fc.string(), group),
            { maxKeys: 6 },
          )
          .map((rest): TranslationResource => ({ ...rest, ...lazy })),
      );
    fc.assert(
      fc.property(resource, (source) => {
        const parts = splitTranslations(source);
        expect(merged(parts)).toEqual(source);
        for (const namespace of LAZY_NAMESPACES) {
          expect(parts.eager).not.toHaveProperty([namespace]);
        }
      }),
    );
  });

  it('refuses a resource without a lazy namespace, or with a string in its place', () => {
    const withoutHome = Object.fromEntries(
      Object.entries(english).filter(([key]) => key !== 'home'),
    );
    expect(() => splitTranslations(withoutHome)).toThrow(
      'The English translations have no "home" group of keys',
    );
    expect(() => splitTranslations({ ...english, demo: 'Demo' })).toThrow(
      'The English translations have no "demo" group of keys',
    );
  });
});

describe('translationPartFile', () => {
  it('names the eager part like the source and each lazy part by its namespace', () => {
    expect(translationPartFile(null)).toBe('translations.json');
    expect(translationPartFile('api')).toBe('translations.api.json');
  });
});
