import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ThemeRegistrationRaw } from 'shiki';
import { highlight, highlightTwice } from './highlighter';
import { pairThemes } from './pairedThemes';
import { generateCorpus } from '../../../scripts/bench/corpus/generateCorpus';

function theme(rules: ThemeRegistrationRaw['settings'], fg = '#000000'): ThemeRegistrationRaw {
  return {
    name: 'test',
    type: 'light',
    colors: { 'editor.foreground': fg, 'editor.background': '#ffffff' },
    settings: [],
    tokenColors: rules,
  };
}

describe('pairThemes', () => {
  it('pairs themes whose rules differ only in colour, one placeholder per colour pair', () => {
    const pair = pairThemes(
      'pair',
      theme([
        { scope: 'keyword', settings: { foreground: '#aa0000' } },
        { scope: 'string', settings: { foreground: '#aa0000', fontStyle: 'italic' } },
      ]),
      theme(
        [
          { scope: 'keyword', settings: { foreground: '#ff0000' } },
          { scope: 'string', settings: { foreground: '#00ff00', fontStyle: 'italic' } },
        ],
        '#ffffff',
      ),
    );
    expect(pair).not.toBeNull();
    expect([...(pair?.colors.values() ?? [])]).toEqual(
      expect.arrayContaining([
        { light: '#AA0000', dark: '#FF0000' },
        { light: '#AA0000', dark: '#00FF00' },
        { light: '#000000', dark: '#FFFFFF' },
      ]),
    );
    // The rules keep their scopes and font styles; their colours are the placeholders.
    const rules = pair?.theme.settings ?? [];
    expect(rules.map((rule) => rule.scope)).toEqual(['keyword', 'string']);
    expect(rules[1].settings.fontStyle).toBe('italic');
    expect(pair?.colors.has(String(rules[0].settings.foreground))).toBe(true);
  });

  it('refuses themes whose rules differ in scope, order or font style', () => {
    const light = theme([{ scope: 'keyword', settings: { foreground: '#aa0000' } }]);
    expect(
      pairThemes('p', light, theme([{ scope: 'string', settings: { foreground: '#ff0000' } }])),
    ).toBeNull();
    expect(
      pairThemes(
        'p',
        light,
        theme([{ scope: 'keyword', settings: { foreground: '#ff0000', fontStyle: 'bold' } }]),
      ),
    ).toBeNull();
    expect(pairThemes('p', light, theme([]))).toBeNull();
  });
});

/** Fenced code blocks of the Markdown files under `dir`, with their language. */
function codeBlocks(dir: string): { code: string; language: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .flatMap((entry) => {
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      return [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({
        code: match[2].replace(/\n$/, ''),
        language: match[1],
      }));
    });
}

describe('highlight with the paired themes', () => {
  jest.setTimeout(120_000);

  it("writes exactly what Shiki's two-theme mode writes", async () => {
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'paired-themes-'));
    try {
      generateCorpus(corpus, 20);
      const demos = fs
        .readdirSync(path.join(process.cwd(), 'data', 'material-ui'), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.tsx'))
        .slice(0, 25)
        .map((name) => ({
          code: fs.readFileSync(path.join(process.cwd(), 'data', 'material-ui', name), 'utf8'),
          language: 'tsx',
        }));
      const samples = [
        ...codeBlocks(path.join(process.cwd(), 'data')),
        ...codeBlocks(corpus),
        ...demos,
        { code: '', language: 'tsx' },
        { code: '\n  \n\t\n', language: 'ts' },
        { code: '  npm   install  ', language: 'bash' },
        { code: '{ "a": [1, "b", null] }', language: 'json' },
        { code: '.a { color: red; } /* note */', language: 'css' },
        { code: 'plain text', language: 'cobol' },
      ];
      // The first tokenization of a process compiles the grammars: keep it out of the comparison.
      await highlightTwice('const warm = 1;', 'tsx');
      for (const { code, language } of samples) {
        expect(await highlight(code, language)).toBe(await highlightTwice(code, language));
      }
    } finally {
      fs.rmSync(corpus, { recursive: true, force: true });
    }
  });
});
