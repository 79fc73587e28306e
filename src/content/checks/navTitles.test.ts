import { NAV_AREAS } from '@/core/navigationTypes';
import { flattenPages } from '@/core/navigation';
import { getByPath } from '@/core/i18n';
import { pageTitle } from '@/core/title';
import zh from '../../../translations/translations-zh.json';
import { navigationTrees } from '../navigationTrees';

const entries = NAV_AREAS.flatMap((area) => flattenPages(navigationTrees()[area]));
const pages: Record<string, string> = zh.pages;

/** The getting-started entries of each area (X: its introduction and each product's getting started). */
const GETTING_STARTED =
  /^\/(?:[a-z-]+\/getting-started\/[a-z-]+|x\/introduction\/[a-z-]+|x\/react-[a-z-]+\/getting-started)$/;

describe('Chinese navigation titles (translations-zh.json pages)', () => {
  it('name existing navigation entries, with keys the dotted lookup can reach', () => {
    const pathnames = new Set(entries.map((entry) => entry.pathname));
    for (const key of Object.keys(pages)) {
      expect(pathnames.has(key)).toBe(true);
      expect(key).not.toContain('.');
    }
  });

  it('title every getting-started entry of every area in Chinese', () => {
    const untitled = entries
      .filter((entry) => GETTING_STARTED.test(entry.pathname))
      .filter((entry) => !/[\u4e00-\u9fff]/.test(pages[entry.pathname] ?? ''))
      .map((entry) => entry.pathname);
    expect(untitled).toEqual([]);
  });

  it('are what the side navigation shows in zh', () => {
    const lookup = (key: string) => getByPath(zh, key);
    expect(pageTitle({ pathname: '/material-ui/getting-started/faq' }, lookup)).toBe('常见问题');
    expect(pageTitle({ pathname: '/system/getting-started/the-sx-prop' }, lookup)).toBe('sx 属性');
  });
});
