/**
 * @jest-environment jsdom
 */
/**
 * The English namespaces that load with their code (src/core/translationNamespaces.ts): nothing of
 * translations/translations.json is lost in the split, and every module that uses a key of a lazy
 * namespace brings that namespace with it, so no page shows a key or logs a missing translation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TranslationResource } from '@/core/i18n';
import {
  LAZY_NAMESPACES,
  translationPartFile,
  type LazyNamespace,
} from '@/core/translationNamespaces';
import authored from '../../../translations/translations.json';

const ROOT = path.join(__dirname, '..', '..', '..');
const PARTS_DIR = path.join(ROOT, 'generated', 'translations');
const STALE = 'run npm run generate:translations after editing translations/translations.json';

function readPart(namespace: LazyNamespace | null): TranslationResource {
  const file = path.join(PARTS_DIR, translationPartFile(namespace));
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(ROOT, file)} is missing: ${STALE}`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationResource;
}

/** The source files of the site, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The lazy namespaces a module's keys name: `t('api.props')`, `'settings.css'` in a table of
 * keys, or a key built from a template, `` t(`api.${value}`) ``. Only modules that translate.
 */
function lazyNamespacesUsedBy(source: string): LazyNamespace[] {
  if (!/\buse(Translate|Translator)\(/.test(source)) {
    return [];
  }
  return LAZY_NAMESPACES.filter((namespace) =>
    new RegExp(`['"\`]${namespace}\\.[\\w$]`).test(source),
  );
}

describe('the English translations split by namespace', () => {
  it('loses nothing: the eager part and every lazy part together are translations.json', () => {
    const eager = readPart(null);
    const parts = LAZY_NAMESPACES.map((namespace) => readPart(namespace));
    try {
      expect(Object.assign({}, eager, ...parts)).toEqual(authored);
    } catch (error) {
      throw new Error(`generated/translations/ is not translations.json split: ${STALE}\n${error}`);
    }
    for (const namespace of LAZY_NAMESPACES) {
      expect(eager).not.toHaveProperty([namespace]);
    }
  });

  it('is what the pages load: English starts with the eager part alone', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { loadedTranslations } = require('../translationResources');
      expect(loadedTranslations().en).toEqual(readPart(null));
    });
  });
});

const users = [
  ...sourceFiles(path.join(ROOT, 'src')),
  ...sourceFiles(path.join(ROOT, 'pages')),
].flatMap((file) => {
  const namespaces = lazyNamespacesUsedBy(fs.readFileSync(file, 'utf8'));
  return namespaces.length > 0 ? [[path.relative(ROOT, file), namespaces] as const] : [];
});

describe('every module using a lazy namespace brings it', () => {
  it('finds the modules the namespaces were split for', () => {
    const files = users.map(([file]) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/components/api/ApiContent.tsx',
        'src/components/api/ApiDisplayToggle.tsx',
        'src/components/api/ApiEntries.tsx',
        'src/components/api/ApiEntryParts.tsx',
        'src/components/api/ApiTable.tsx',
        'src/components/docs/Demo.tsx',
        'src/components/docs/DemoToolbar.tsx',
        'src/components/home/HomePage.tsx',
        'src/components/settings/SettingsDrawer.tsx',
      ]),
    );
    const used = new Set(users.flatMap(([, namespaces]) => namespaces));
    expect([...used].sort()).toEqual([...LAZY_NAMESPACES].sort());
  });

  it.each(users)('%s, imported alone, has %j in the loaded English', (file, namespaces) => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(ROOT, file));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { loadedTranslations } = require('../translationResources');
      const english = loadedTranslations().en as TranslationResource;
      for (const namespace of namespaces) {
        expect(english[namespace]).toEqual((authored as TranslationResource)[namespace]);
      }
    });
  });
});
