import {
  COMPONENT_LIBRARIES,
  componentLinks,
  readComponentLinkFields,
  type ComponentLibrary,
} from './componentLinks';

const JOY: ComponentLibrary = {
  ...COMPONENT_LIBRARIES['joy-ui'],
  tagVersion: '5.15.2',
  packageVersion: '5.0.0-beta.20',
};

describe('component links', () => {
  it('reads the link keys and leaves the absent ones null', () => {
    expect(
      readComponentLinkFields({
        title: 'Button',
        sourceFolder: 'Button',
        githubLabel: 'component: button',
        waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
      }),
    ).toEqual({
      fields: {
        sourceFolder: 'Button',
        githubLabel: 'component: button',
        waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
        materialDesign: null,
        figma: null,
      },
      problems: [],
    });
  });

  it.each([
    ['waiAria', 'http://www.w3.org/WAI/ARIA/apg/patterns/button/', 'must be an https:// URL'],
    ['figma', 'javascript:alert(1)', 'must be an https:// URL'],
    ['materialDesign', 'https://user:pass@example.com/', 'must be an https:// URL'],
    ['materialDesign', '/material-ui/react-button', 'must be an https:// URL'],
    ['sourceFolder', '../../etc', 'must be a folder of the package'],
    ['githubLabel', 'bug" <script>', 'must be a GitHub label'],
    ['figma', 42, 'must be a non-empty text'],
    ['waiAria', '  ', 'must be a non-empty text'],
  ])('refuses %s = %p', (key, value, message) => {
    const { fields, problems } = readComponentLinkFields({ [key]: value });
    expect(problems).toEqual([{ key, message: expect.stringContaining(message) }]);
    expect(Object.values(fields).every((field) => field === null)).toBe(true);
  });

  it('links the source at the release tag, the bundle size at the installed version and the labelled issues', () => {
    const links = componentLinks(
      {
        sourceFolder: 'Button',
        githubLabel: 'component: button',
        waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
        materialDesign: null,
        figma: 'https://www.figma.com/community/file/1293288155415213351/joy-ui-for-figma',
      },
      JOY,
    );
    expect(links).toEqual([
      {
        kind: 'source',
        href: 'https://github.com/mui/material-ui/tree/v5.15.2/packages/mui-joy/src/Button',
      },
      { kind: 'waiAria', href: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/' },
      {
        kind: 'figma',
        href: 'https://www.figma.com/community/file/1293288155415213351/joy-ui-for-figma',
      },
      { kind: 'bundleSize', href: 'https://bundlephobia.com/package/@mui/joy@5.0.0-beta.20' },
      {
        kind: 'feedback',
        href: `https://github.com/mui/material-ui/issues?q=${encodeURIComponent('is:issue is:open label:"component: button" label:"package: joy-ui"')}`,
      },
    ]);
  });

  it('has no links without fields', () => {
    const { fields } = readComponentLinkFields({});
    expect(componentLinks(fields, JOY)).toEqual([]);
  });
});
