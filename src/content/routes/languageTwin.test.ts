import { languageTwinSource, TWIN_HEADER } from './languageTwin';

const COMPONENT_ROUTE = `import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/material-ui-page';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/material-ui/[page]');
export const getStaticProps = propsFor('/material-ui/[page]', 'en');
`;

describe('languageTwinSource', () => {
  const twin = languageTwinSource(COMPONENT_ROUTE, 'material-ui/[page].tsx', 'zh');

  it('serves the same pattern in the other language', () => {
    expect(twin).toContain("pathsFor('/material-ui/[page]', 'zh')");
    expect(twin).toContain("propsFor('/material-ui/[page]', 'zh')");
    expect(twin).not.toContain("'en'");
  });

  it('moves relative imports one folder deeper and keeps alias imports', () => {
    expect(twin).toContain("from '../../../generated/demos/material-ui-page'");
    expect(twin).toContain("from '@/content/staticRoutes'");
  });

  it("imports the language's interface strings after the other imports", () => {
    const lines = twin.split('\n');
    const languageLine = lines.findIndex((line) => line.includes('@/providers/languages/zh'));
    const registryLine = lines.findIndex((line) => line.includes('generated/demos'));
    expect(languageLine).toBe(registryLine + 1);
    expect(lines[0]).toBe(TWIN_HEADER);
  });

  it('rewrites a same-folder import', () => {
    const source = `import Page from './Page';\nimport { propsFor } from '@/content/staticRoutes';\nexport const getStaticProps = propsFor('/', 'en');\n`;
    expect(languageTwinSource(source, 'index.tsx', 'zh')).toContain("from '../Page'");
  });

  it('refuses a route file that does not pass its language to propsFor, naming the file', () => {
    const source = `import Page from '@/components/home/HomePage';\nexport default Page;\n`;
    expect(() => languageTwinSource(source, 'index.tsx', 'zh')).toThrow(/pages\/index\.tsx/);
  });
});
