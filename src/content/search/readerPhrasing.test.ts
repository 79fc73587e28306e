/**
 * The phrasings readers use (docs/search.md#ranking), through the whole engine over a small
 * built index: intent words, word forms, synonyms, a title against a heading elsewhere, the area
 * being read, and a compound API name typed in words.
 */
import { buildSearchIndex } from './buildSearchIndex';
import { memoryIndex } from './memoryIndex';
import type { ExportedPage } from './readExportedPage';
import { exportedPage as page } from './testing/exportedPage';
import type { SearchContext } from '@/core/searchRanking';

const heading = (text: string, id: string) => ({ kind: 'heading' as const, text, id });

const pages: ExportedPage[] = [
  page('/material-ui/customization/theming/', 'Theming', { text: 'The theme object.' }),
  page('/material-ui/migration/v5-style-changes/', 'Breaking changes in v5', {
    sections: [heading('Change the theme', 'change-the-theme')],
    text: 'Change the theme import.',
  }),
  page('/material-ui/migration/migration-v4/', 'Migration from v4', { text: 'Upgrade steps.' }),
  page('/material-ui/guides/testing/', 'Testing', { text: 'Migrate your tests from v4 first.' }),
  page('/material-ui/guides/server-rendering/', 'Server rendering', { text: 'On the server.' }),
  page('/material-ui/experimental-api/css-vars/', 'CSS theme variables', {
    sections: [heading('Preventing the flash on server rendering', 'flash')],
  }),
  page('/material-ui/react-snackbar/', 'Snackbar', { text: 'Brief messages.' }),
  page('/material-ui/react-alert/', 'Alert', { text: 'Not a toast.' }),
  page('/material-ui/react-progress/', 'Progress', {
    sections: [heading('Circular', 'circular')],
    text: 'Circular progress indicators.',
  }),
  page('/material-ui/api/circular-progress/', 'CircularProgress API'),
  page('/joy-ui/react-circular-progress/', 'Circular Progress'),
  page('/x/react-charts/bars/', 'Bars', { text: 'A bar chart shows values as bars.' }),
  page('/x/api/charts/bar-chart/', 'BarChart API'),
];

const engine = memoryIndex(buildSearchIndex('en', pages, new Map(), new Map())).engine;
const material: SearchContext = { language: 'en', area: 'material-ui', product: null };
const charts: SearchContext = { language: 'en', area: 'x', product: 'charts' };
const first = async (query: string, context = material) =>
  (await engine.search(query, context))[0]?.hits[0]?.url;

describe('reader phrasing', () => {
  it('an intent word beside the topic opens the page titled with the topic', async () => {
    expect(await first('change the theme')).toBe('/material-ui/customization/theming/');
  });

  it('a verb finds the page titled with its noun', async () => {
    expect(await first('migrate from v4')).toBe('/material-ui/migration/migration-v4/');
  });

  it("a reader's name for a component opens it", async () => {
    expect(await first('toast')).toBe('/material-ui/react-snackbar/');
  });

  it('a title beats a heading holding the same words inside another page', async () => {
    expect(await first('rendering on the server')).toBe('/material-ui/guides/server-rendering/');
  });

  it('the area being read, and its component page before the API page it documents', async () => {
    expect(await first('circular progress')).toBe('/material-ui/react-progress/#circular');
    expect(await first('CircularProgress')).toBe('/material-ui/api/circular-progress/');
  });

  it('a compound API name typed in words opens the guide', async () => {
    expect(await first('bar chart', charts)).toBe('/x/react-charts/bars/');
    expect(await first('BarChart', charts)).toBe('/x/api/charts/bar-chart/');
  });
});
