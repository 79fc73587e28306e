/** data/notifications.json: valid notes, each linking to a page the site exports. */
import fs from 'node:fs';
import { localizePath } from '@/core/language';
import { parseNotifications } from '@/core/whatsNew';
import { buildRouteTable } from './routeTable';

const FILE = 'data/notifications.json';

describe(FILE, () => {
  const notes = parseNotifications(JSON.parse(fs.readFileSync(FILE, 'utf8')) as unknown, FILE);

  it('holds six to eight notes at least, newest first', () => {
    expect(notes.length).toBeGreaterThanOrEqual(6);
    const dates = notes.map((note) => note.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('links every note to a page of the site, in English and Chinese (the menu links the reader language)', () => {
    const pages = new Set(
      buildRouteTable()
        .filter((route) => route.kind !== 'redirect')
        .flatMap((route) =>
          route.languages.map((language) => {
            const localized = localizePath(route.path, language);
            return localized.endsWith('/') ? localized : `${localized}/`;
          }),
        ),
    );
    const missing = notes
      .filter((note) => note.href.startsWith('/'))
      .flatMap((note) =>
        (['en', 'zh'] as const)
          .map((language) => localizePath(note.href, language))
          .filter((href) => !pages.has(href))
          .map((href) => `${note.id}: ${href}`),
      );
    expect(missing).toEqual([]);
  });
});
