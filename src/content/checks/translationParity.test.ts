import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  codeBlocks,
  linkTargets,
  translationDifferences,
  type ParityInput,
} from './translationParity';

const DATA_DIR = path.join(process.cwd(), 'data');

function translationsIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return translationsIn(full);
    }
    return entry.name.endsWith('.zh.md') ? [full] : [];
  });
}

function parityInput(file: string): ParityInput & { title: string; description: string } {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const { title, description, ...rest } = data as Record<string, unknown>;
  return {
    body: content,
    data: rest,
    title: typeof title === 'string' ? title : '',
    description: typeof description === 'string' ? description : '',
  };
}

const TRANSLATIONS = translationsIn(DATA_DIR).map((file) => path.relative(DATA_DIR, file));

/** The pages that must be translated: every area's landing and getting-started pages. */
const GETTING_STARTED = fs
  .readdirSync(DATA_DIR, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /^(material-ui|joy-ui|base-ui|system|x)\/(index|getting-started|getting-started\/[^/]+|introduction\/[^/]+|react-[^/]+\/getting-started)\.md$/.test(
        file.split(path.sep).join('/'),
      ) && !file.endsWith('.zh.md'),
  );

describe('Chinese translations', () => {
  it('cover the landing and getting-started pages of every area', () => {
    expect(GETTING_STARTED.length).toBeGreaterThanOrEqual(31);
    const missing = GETTING_STARTED.filter(
      (file) => !fs.existsSync(path.join(DATA_DIR, file.replace(/\.md$/, '.zh.md'))),
    );
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATIONS)(
    '%s sits beside its English page and keeps its code, demos and links',
    (file) => {
      const englishFile = path.join(DATA_DIR, file.replace(/\.zh\.md$/, '.md'));
      expect(fs.existsSync(englishFile)).toBe(true);
      const english = parityInput(englishFile);
      const translated = parityInput(path.join(DATA_DIR, file));
      expect(translationDifferences(english, translated)).toEqual([]);
      expect(translated.title).not.toBe('');
      expect(translated.description).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(translated.body)).toBe(true);
    },
  );
});

describe('translation parity', () => {
  const english: ParityInput = {
    body: 'See [usage](/a/usage/).\n\n```tsx\n<Button />\n```\n\n{{"demo": "A.tsx"}}\n',
    data: { components: 'Button' },
  };

  it('accepts a faithful translation', () => {
    expect(
      translationDifferences(english, {
        body: '参见[用法](/a/usage/)。\n\n```tsx\n<Button />\n```\n\n{{"demo": "A.tsx"}}\n',
        data: { components: 'Button' },
      }),
    ).toEqual([]);
  });

  it('reports translated code, a lost demo, a changed link and changed front matter', () => {
    expect(
      translationDifferences(english, {
        body: '参见[用法](/zh/a/usage/)。\n\n```tsx\n<按钮 />\n```\n',
        data: {},
      }),
    ).toEqual([
      'code blocks differ (1 in English, 1 translated; first difference at block 1)',
      'demos differ: A.tsx / ',
      'links differ: missing /a/usage/; extra /zh/a/usage/',
      'front matter other than title and description differs',
    ]);
  });

  it('reads code blocks and link targets', () => {
    expect(codeBlocks('a\n\n~~~\nx\n~~~\n')).toEqual(['~~~\nx\n~~~']);
    expect(linkTargets('[a](/b/) <a href="/c/">c</a> [d](/e/ "title")')).toEqual([
      '/b/',
      '/c/',
      '/e/',
    ]);
  });
});
