/**
 * The notes of the API pages, counted over the generated data (`npm run generate:api` writes it):
 * ref forwarding, the root element, where other props go, the theme name, deprecated props and
 * callbacks described by `@param`/`@returns`. Each count has a floor measured on the installed
 * versions; a change to the extractor that loses notes fails here before a reader misses them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_DATA_DIR } from '../contentPaths';
import type { ApiDoc, ApiIndexEntry } from './types';

function readDocs(): ApiDoc[] {
  const indexFile = path.join(API_DATA_DIR, 'index.json');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`npm run generate:api\` first`);
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as ApiIndexEntry[];
  return index.map(
    (entry) =>
      JSON.parse(
        fs.readFileSync(path.join(API_DATA_DIR, `${entry.pathname.slice(1)}.json`), 'utf8'),
      ) as ApiDoc,
  );
}

const members = (doc: ApiDoc) => [...doc.props, ...doc.parameters];

const NOTES: Record<string, (doc: ApiDoc) => boolean> = {
  ref: (doc) => doc.refForwarded,
  rootElement: (doc) => doc.rootElement !== null,
  spread: (doc) => doc.spread !== null,
  themeName: (doc) => doc.themeName !== null,
  deprecated: (doc) => members(doc).some((prop) => prop.deprecated !== null),
  callback: (doc) => members(doc).some((prop) => prop.callback !== undefined),
};

/** Pages with each note, measured on Material UI 5.15.2, Joy UI 5.0.0-beta.20, Base UI 5.0.0-beta.29 and MUI X v6. */
const FLOORS: Record<string, Record<string, number>> = {
  'material-ui': {
    ref: 124,
    rootElement: 117,
    spread: 122,
    themeName: 116,
    deprecated: 8,
    callback: 31,
  },
  'joy-ui': { ref: 78, rootElement: 79, spread: 79, themeName: 78, deprecated: 0, callback: 12 },
  'base-ui': { ref: 22, rootElement: 21, spread: 19, themeName: 0, deprecated: 1, callback: 13 },
  x: { ref: 57, rootElement: 66, spread: 31, themeName: 0, deprecated: 43, callback: 55 },
};

describe('API notes in the generated data', () => {
  const docs = readDocs();
  const byPath = new Map(docs.map((doc) => [doc.pathname, doc]));

  it.each(Object.keys(FLOORS))('%s keeps at least its measured count of pages per note', (area) => {
    const inArea = docs.filter((doc) => doc.area === area);
    const counts = Object.fromEntries(
      Object.entries(NOTES).map(([note, has]) => [note, inArea.filter(has).length]),
    );
    for (const [note, floor] of Object.entries(FLOORS[area])) {
      expect({ note, count: counts[note] >= floor ? floor : counts[note] }).toEqual({
        note,
        count: floor,
      });
    }
  });

  it('has every note somewhere', () => {
    for (const [note, has] of Object.entries(NOTES)) {
      expect({ note, pages: docs.filter(has).length > 0 }).toEqual({ note, pages: true });
    }
  });

  it('states the root of Material UI and Joy UI buttons', () => {
    expect(byPath.get('/material-ui/api/button')).toMatchObject({
      refForwarded: true,
      rootElement: 'button',
      spread: 'ButtonBase',
      themeName: 'MuiButton',
    });
    expect(byPath.get('/joy-ui/api/button')).toMatchObject({
      refForwarded: true,
      rootElement: 'button',
      spread: 'button',
      themeName: 'JoyButton',
    });
    // Base UI has no theme of its own.
    expect(byPath.get('/base-ui/api/button')).toMatchObject({
      refForwarded: true,
      themeName: null,
    });
  });

  it("describes Autocomplete's onChange arguments from its @param tags", () => {
    const onChange = byPath
      .get('/material-ui/api/autocomplete')
      ?.props.find((prop) => prop.name === 'onChange');
    expect(onChange?.callback?.parameters.map((parameter) => parameter.name)).toEqual([
      'event',
      'value',
      'reason',
      'details',
    ]);
    expect(onChange?.callback?.parameters[0].description).toBe('The event source of the callback.');
  });

  it('gives interfaces and hooks no component notes', () => {
    for (const doc of docs.filter((d) => d.kind !== 'component')) {
      expect({ page: doc.pathname, ref: doc.refForwarded, theme: doc.themeName }).toEqual({
        page: doc.pathname,
        ref: false,
        theme: null,
      });
    }
  });
});
