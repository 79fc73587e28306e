import fs from 'node:fs';
import path from 'node:path';
import { componentLinksOf } from './componentLinks';
import { DATA_DIR } from './contentPaths';
import { readPackageVersion } from './api/packageVersion';
import { readComponentLinkFields } from '@/core/componentLinks';
import { readMarkdown } from './markdownSource';

const FILE = path.join(DATA_DIR, 'material-ui', 'react-example.md');
const fields = (data: Record<string, unknown>) => readComponentLinkFields(data).fields;

describe('componentLinksOf', () => {
  it('reads the versions of the installed packages', () => {
    const material = readPackageVersion(process.cwd(), '@mui/material');
    const base = readPackageVersion(process.cwd(), '@mui/base');
    const links = componentLinksOf(FILE, 'base-ui', fields({ sourceFolder: 'Button' }));
    expect(links).toEqual([
      {
        kind: 'source',
        href: `https://github.com/mui/material-ui/tree/v${material}/packages/mui-base/src/Button`,
      },
      { kind: 'bundleSize', href: `https://bundlephobia.com/package/@mui/base@${base}` },
    ]);
  });

  it('refuses a folder the installed package does not have, naming the file', () => {
    expect(() => componentLinksOf(FILE, 'material-ui', fields({ sourceFolder: 'Buton' }))).toThrow(
      /^data\/material-ui\/react-example\.md: sourceFolder "Buton" is not a folder of @mui\/material/,
    );
  });

  it('refuses links on a page outside the component libraries', () => {
    expect(() =>
      componentLinksOf(FILE, 'system', fields({ githubLabel: 'component: box' })),
    ).toThrow(
      'component links (sourceFolder, githubLabel, waiAria, materialDesign, figma) are for',
    );
    expect(componentLinksOf(FILE, 'system', fields({}))).toEqual([]);
  });
});

describe('the component pages of Material UI, Joy UI and Base UI', () => {
  const pages = ['material-ui', 'joy-ui', 'base-ui'].flatMap((area) =>
    fs
      .readdirSync(path.join(DATA_DIR, area))
      .filter((name) => /^react-.*\.md$/.test(name) && !name.includes('.zh.'))
      .map((name) => ({ area, file: path.join(DATA_DIR, area, name) })),
  );

  it('all have links, each with its source at the installed version unless it is a composition', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const { area, file } of pages) {
      const page = readMarkdown(file);
      const kinds = componentLinksOf(file, area, page?.frontMatter.links ?? fields({})).map(
        (link) => link.kind,
      );
      const composition = file.endsWith('react-transfer-list.md');
      expect({
        file,
        feedback: kinds.includes('feedback'),
        source: kinds.includes('source'),
      }).toEqual({ file, feedback: true, source: !composition });
    }
  });
});
