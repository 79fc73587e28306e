import { proseToTwin } from './prose';
import { twinLinkResolver } from './links';

const resolveLink = twinLinkResolver((path) => path === '/material-ui/react-button');
const sources: Record<string, string> = {
  'BasicButtons.tsx': 'export default function BasicButtons() {\n  return null;\n}\n',
  'Fenced.tsx': 'const doc = `\n```\n`;\n',
};
const demoSource = (name: string) => {
  const source = sources[name];
  if (source === undefined) {
    throw new Error(`Module not found: ${name}`);
  }
  return source;
};
const render = (body: string) => proseToTwin(body, { demoSource, resolveLink });

describe('proseToTwin', () => {
  it('drops the body H1 and unwraps the description paragraph', () => {
    expect(render('# Button\n\n<p class="description">Buttons act.</p>\n\n## Basic\n')).toBe(
      'Buttons act.\n\n## Basic',
    );
  });

  it('replaces a demo marker with the demo source as fenced tsx', () => {
    expect(render('Intro\n\n{{"demo": "BasicButtons.tsx"}}\n\nAfter')).toBe(
      [
        'Intro',
        '',
        '```tsx',
        'export default function BasicButtons() {',
        '  return null;',
        '}',
        '```',
        '',
        'After',
      ].join('\n'),
    );
  });

  it('fences a demo that contains backticks with a longer fence', () => {
    expect(render('{{ "demo": "Fenced.tsx" }}')).toBe('````tsx\nconst doc = `\n```\n`;\n````');
  });

  it('fails with the demo name when a demo is missing', () => {
    expect(() => render('{{"demo": "Missing.tsx"}}')).toThrow('Module not found: Missing.tsx');
  });

  it('turns callouts into plain blockquotes, separated from their neighbours', () => {
    expect(render('Before\n:::warning\nCareful.\n\nReally.\n:::\nAfter')).toBe(
      'Before\n\n> Careful.\n>\n> Really.\n\nAfter',
    );
  });

  it('keeps two adjacent callouts apart and quotes code inside them', () => {
    expect(render(':::info\nOne\n:::\n:::error\n```js\nx();\n```\n:::')).toBe(
      '> One\n\n> ```js\n> x();\n> ```',
    );
  });

  it('leaves markers, callouts and links inside fenced code untouched', () => {
    const body =
      '```md\n# Title\n{{"demo": "Missing.tsx"}}\n:::info\n[b](/material-ui/react-button/)\n```';
    expect(render(body)).toBe(body);
  });

  it('points site links at twins', () => {
    expect(render('See [Button](/material-ui/react-button/#basic).')).toBe(
      'See [Button](/material-ui/react-button.md#basic).',
    );
  });
});
