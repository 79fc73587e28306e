import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Segment } from '../markdown/segments';
import { runInTsx, type Outcome } from '../markdown/testing/runInTsx';
import type { DemoCode, DemoData, DemoVariant } from './loadDemos';

const TS_DEMO = `import * as React from 'react';

interface Props {
  label?: string;
}

export default function Basic({ label = 'Hi' }: Props) {
  const [count, setCount] = React.useState<number>(0);
  return <button onClick={() => setCount(count + 1)}>{label} {count}</button>;
}
`;

let folder: string;
let results: Record<string, Outcome<Record<string, DemoData>>>;

const demo = (name: string): Segment => ({ type: 'demo', name });

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
  const pageDir = path.join(folder, 'react-thing');
  fs.mkdirSync(pageDir);
  fs.writeFileSync(path.join(folder, 'react-thing.md'), '# Thing\n');
  fs.writeFileSync(path.join(pageDir, 'Basic.tsx'), TS_DEMO);
  fs.writeFileSync(path.join(pageDir, 'Styled.tsx'), TS_DEMO);
  fs.writeFileSync(path.join(pageDir, 'Styled.tailwind.tsx'), TS_DEMO.replace("'Hi'", "'Tw'"));
  fs.writeFileSync(path.join(pageDir, 'Styled.css.tsx'), TS_DEMO.replace("'Hi'", "'Css'"));
  const markdownFile = path.join(folder, 'react-thing.md');
  results = runInTsx('src/content/demos/testing/loadCases.ts', {
    found: { markdownFile, segments: [demo('Basic.tsx'), demo('Styled.tsx')] },
    missing: { markdownFile, segments: [demo('Basic.tsx'), demo('Missing.tsx')] },
    noFolder: {
      markdownFile: path.join(folder, 'react-none.md'),
      segments: [demo('Any.tsx')],
    },
  });
}, 120_000);

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

function loaded(name: string): Record<string, DemoData> {
  const outcome = results[name];
  if (!('ok' in outcome)) {
    throw new Error(`case ${name} failed: ${outcome.error}`);
  }
  return outcome.ok;
}

/** The code a variant carries as loaded (the export moves it out later). */
function codeOf(variant: DemoVariant | undefined): DemoCode {
  if (variant === undefined || typeof variant.code === 'string') {
    throw new Error('the variant carries no code');
  }
  return variant.code;
}

describe('loadDemos', () => {
  it('derives the JavaScript variant from the TypeScript file', () => {
    const basic = loaded('found')['Basic.tsx'];
    expect(basic.name).toBe('Basic');
    expect(basic.anchor).toBe('Basic');
    const system = basic.variants.system;
    const code = codeOf(system);
    expect(code.tsCode).toBe(TS_DEMO.trimEnd());
    expect(code.jsCode).toContain('export default function Basic({ label = ');
    expect(code.jsCode).not.toMatch(/interface Props|: Props|<number>/);
    expect(code.jsHtml).toContain('shiki');
    expect(system?.id).toMatch(/react-thing\/Basic$/);
    expect(Object.keys(basic.variants)).toEqual(['system']);
  });

  it('picks up the Tailwind and CSS styling variants beside a demo', () => {
    const styled = loaded('found')['Styled.tsx'];
    expect(Object.keys(styled.variants).sort()).toEqual(['css', 'system', 'tailwind']);
    expect(codeOf(styled.variants.tailwind).tsCode).toContain("'Tw'");
    expect(codeOf(styled.variants.css).jsCode).toContain("'Css'");
    expect(styled.variants.tailwind?.id).toMatch(/Styled\.tailwind$/);
  });

  it('throws the module-not-found error listing the names that exist', () => {
    const outcome = results.missing;
    expect('error' in outcome && outcome.error).toMatch(/^Module not found: Missing\.tsx\b/);
    expect('error' in outcome && outcome.error).toMatch(
      /Available: Basic\.tsx, Styled\.css\.tsx, Styled\.tailwind\.tsx, Styled\.tsx$/,
    );
  });

  it('says none are available when the page has no demo folder', () => {
    const outcome = results.noFolder;
    expect('error' in outcome && outcome.error).toMatch(
      /^Module not found: Any\.tsx .*Available: none$/,
    );
  });
});
