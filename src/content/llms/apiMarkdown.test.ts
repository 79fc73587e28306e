import type { ApiDoc } from '@/content/api/types';
import { apiMarkdown } from './apiMarkdown';
import { twinLinkResolver } from './links';

const pages = new Set(['/material-ui/api/button-base', '/material-ui/react-button']);
const hasPage = (path: string) => pages.has(path);
const options = { level: 2 as const, hasPage, resolveLink: twinLinkResolver(hasPage) };

const doc: ApiDoc = {
  name: 'Button',
  kind: 'component',
  area: 'material-ui',
  pathname: '/material-ui/api/button',
  packageName: '@mui/material',
  packageVersion: '5.15.2',
  imports: ["import Button from '@mui/material/Button';"],
  description:
    'A button.\n\n## Advanced\n\nSee [base](https://mui.com/material-ui/api/button-base/).',
  props: [
    {
      name: 'color',
      type: "'primary' | 'secondary'",
      defaultValue: "'primary'",
      description: 'The color.\nSee the [palette](/material-ui/customization/palette/#custom).',
      required: false,
      deprecated: null,
    },
    {
      name: 'children',
      type: 'React.ReactNode',
      defaultValue: null,
      description: 'Content.',
      required: true,
      deprecated: 'Use label.',
    },
  ],
  slots: [
    {
      name: 'root',
      description: 'The root.',
      defaultComponent: 'button',
      className: 'MuiButton-root',
    },
  ],
  classes: [{ key: 'disabled', className: 'Mui-disabled', description: 'If `disabled`.' }],
  inheritance: { component: 'ButtonBase', pathname: '/material-ui/api/button-base' },
  spread: 'ButtonBase',
  refForwarded: true,
  rootElement: 'button',
  themeName: 'MuiButton',
  parameters: [],
  returnValue: [],
  sourceUrl: 'https://github.com/mui/material-ui/blob/v5.15.2/Button.js',
  demos: [
    { title: 'Button', pathname: '/material-ui/react-button' },
    { title: 'Elsewhere', pathname: '/material-ui/react-missing' },
  ],
};

describe('apiMarkdown', () => {
  const markdown = apiMarkdown(doc, options);

  it('states the ref, the root receiving other props and the theme name', () => {
    expect(markdown).toContain('The ref is forwarded to the root element (`button`).');
    expect(markdown).toContain('Other props are spread to the root element (`ButtonBase`).');
    expect(markdown).toContain('Theme name `MuiButton`');
  });

  it('has the import lines as fenced code', () => {
    expect(markdown).toContain(
      "## Import\n\n```js\nimport Button from '@mui/material/Button';\n```",
    );
  });

  it('has the props as a table with escaped unions, defaults and notes', () => {
    expect(markdown).toContain(
      '## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |',
    );
    expect(markdown).toContain(
      "| `color` | `'primary' \\| 'secondary'` | `'primary'` | The color. See the [palette](https://mui.com/material-ui/customization/palette/#custom). |",
    );
    expect(markdown).toContain(
      '| `children` | `React.ReactNode` |  | **Required.** **Deprecated**: Use label. Content. |',
    );
  });

  it('has slots and CSS classes as tables', () => {
    expect(markdown).toContain('| `root` | `button` | `.MuiButton-root` | The root. |');
    expect(markdown).toContain('| `disabled` | `.Mui-disabled` | If `disabled`. |');
  });

  it('links the inherited component and the demos that exist to their twins', () => {
    expect(markdown).toContain(
      'Props of the [ButtonBase](/material-ui/api/button-base.md) component',
    );
    expect(markdown).toContain('## Demos\n\n- [Button](/material-ui/react-button.md)');
    expect(markdown).not.toContain('react-missing');
  });

  it('keeps the description with its headings below the section level and links to twins', () => {
    expect(markdown).toContain(
      'A button.\n\n### Advanced\n\nSee [base](/material-ui/api/button-base.md).',
    );
  });

  it('uses the heading level it is given', () => {
    expect(apiMarkdown(doc, { ...options, level: 3 })).toContain('### Props');
  });

  it('shows parameters and return value of hooks, and leaves out empty sections', () => {
    const hook = apiMarkdown(
      {
        ...doc,
        kind: 'hook',
        props: [],
        slots: [],
        classes: [],
        inheritance: null,
        spread: null,
        parameters: [doc.props[0]],
        returnValue: [doc.props[1]],
      },
      options,
    );
    expect(hook).toContain('## Parameters');
    expect(hook).toContain('## Return value');
    expect(hook).not.toMatch(/## (Props|Slots|CSS classes)/);
  });
});
