import { markdownTwinPath } from './markdownTwin';

describe('markdownTwinPath', () => {
  it('appends .md to the last segment', () => {
    expect(markdownTwinPath('/material-ui/react-button')).toBe('/material-ui/react-button.md');
    expect(markdownTwinPath('/material-ui/react-button/components-api')).toBe(
      '/material-ui/react-button/components-api.md',
    );
    expect(markdownTwinPath('/material-ui')).toBe('/material-ui.md');
  });

  it('gives home /index.md', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('')).toBe('/index.md');
  });

  it('ignores a trailing slash', () => {
    expect(markdownTwinPath('/x/react-data-grid/')).toBe('/x/react-data-grid.md');
  });
});
