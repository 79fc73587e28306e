import type { ReferencePage } from './referenceSections';
import { coverageFileFor, parseTopicCoverage } from './topicCoverage';

const button: ReferencePage = {
  path: '/material-ui/react-button/',
  area: 'material-ui',
  total: 3,
  line: 1,
  topics: [
    { level: 2, heading: 'Basic button', demos: 1, line: 2 },
    { level: 3, heading: 'Text button', demos: 1, line: 3 },
    { level: 2, heading: 'Loading button', demos: 1, line: 4 },
  ],
};
const card: ReferencePage = { ...button, path: '/joy-ui/react-card/', area: 'joy-ui' };
const pages = new Map([button, card].map((page) => [page.path, page]));
const file = 'data/material-ui/topic-coverage.json';

function parse(json: unknown): ReturnType<typeof parseTopicCoverage> {
  return parseTopicCoverage(JSON.stringify(json), file, 'material-ui', pages);
}

describe('parseTopicCoverage', () => {
  it('reads merged and left-out topics under their normalized heading', () => {
    const decisions = parse({
      '/material-ui/react-button/': {
        'Loading button': { leftOut: 'lab: LoadingButton is in @mui/lab' },
        'Text button': { merged: 'Basic button' },
      },
    });
    expect(decisions.get('/material-ui/react-button/')).toEqual(
      new Map([
        ['loading button', { kind: 'leftOut', reason: 'lab: LoadingButton is in @mui/lab' }],
        ['text button', { kind: 'merged', into: 'Basic button' }],
      ]),
    );
  });

  it('names the file of bad JSON', () => {
    expect(() => parseTopicCoverage('{ "a": ', file, 'material-ui', pages)).toThrow(
      `${file}: not valid JSON`,
    );
    expect(() => parse(['/material-ui/react-button/'])).toThrow(`${file}: expected an object`);
  });

  it('names the file and the path of an unknown page', () => {
    expect(() => parse({ '/material-ui/react-buton/': {} })).toThrow(
      `${file}: "/material-ui/react-buton/" is not a page of reference/mui-com-sections.tsv`,
    );
    expect(() => parse({ '/material-ui/react-button': {} })).toThrow('is not a page');
  });

  it("sends another area's page to its own file", () => {
    expect(() => parse({ '/joy-ui/react-card/': {} })).toThrow(
      `"/joy-ui/react-card/" belongs to the joy-ui area: move its entries to ${coverageFileFor('joy-ui')}`,
    );
  });

  it('names an unknown topic and a malformed decision', () => {
    expect(() =>
      parse({ '/material-ui/react-button/': { 'Fancy button': { merged: 'X' } } }),
    ).toThrow(`${file}: "/material-ui/react-button/" has no topic "Fancy button"`);
    for (const bad of [{ merged: '' }, { leftOut: 3 }, { merged: 'A', leftOut: 'b' }, 'merged']) {
      expect(() => parse({ '/material-ui/react-button/': { 'Text button': bad } })).toThrow(
        `${file}: "/material-ui/react-button/" › "Text button": expected`,
      );
    }
  });
});
