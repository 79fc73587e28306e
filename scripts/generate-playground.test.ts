import { resolvePlaygrounds } from '@/content/playground/playgroundSpecs';
import { DEV_REGISTRY_MARKER } from '@/content/demos/devDemoFolders';
import { playgroundIndexSource, playgroundModulesSource } from './generate-playground';

const { playgrounds } = resolvePlaygrounds();

describe("an area's playground map", () => {
  it('lists every playground of the area for a build, behind one loader in the index', () => {
    const source = playgroundModulesSource('material-ui', playgrounds);
    const count = playgrounds.filter((playground) => playground.area === 'material-ui').length;
    expect(count).toBeGreaterThanOrEqual(40);
    expect(source.match(/: \(\) => import\(/g)).toHaveLength(count);
    expect(source.startsWith(DEV_REGISTRY_MARKER)).toBe(false);
    expect(playgroundIndexSource('material-ui')).toContain("import('./material-ui/_modules')");
  });

  it('under next dev, holds only the pages opened so far, marked so a build refuses it', () => {
    const source = playgroundModulesSource(
      'material-ui',
      playgrounds,
      new Set(['material-ui/react-button', 'joy-ui/react-chip']),
    );
    expect(source.startsWith(DEV_REGISTRY_MARKER)).toBe(true);
    expect(source.match(/: \(\) => import\(/g)).toEqual([': () => import(']);
    expect(source).toContain("'react-button': () => import('./react-button')");
  });
});
