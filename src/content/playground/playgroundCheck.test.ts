import { PLAYGROUND_MINIMUMS, componentPageSlugs, playgroundCheck } from './playgroundCheck';

describe('playgroundCheck', () => {
  it('finds the component pages of an area by their front matter', () => {
    const slugs = componentPageSlugs('material-ui');
    expect(slugs).toContain('react-button');
    expect(slugs).not.toContain('getting-started');
  });

  it('passes for the lists in data/, printing the counts of every area', () => {
    const { lines, failures } = playgroundCheck();
    expect(failures).toEqual([]);
    expect(lines.find((line) => line.startsWith('material-ui:'))).toMatch(
      new RegExp(
        `^material-ui: \\d+ component pages with a playground, \\d+ excluded with a reason \\(at least ${PLAYGROUND_MINIMUMS['material-ui']}\\)$`,
      ),
    );
    expect(lines.some((line) => line.startsWith('joy-ui:'))).toBe(true);
  });
});
