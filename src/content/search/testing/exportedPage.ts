/** An exported page for the search index tests: English, translated, empty but for what is given. */
import type { ExportedPage } from '../readExportedPage';

export function exportedPage(
  path: string,
  title: string,
  extra: Partial<ExportedPage> = {},
): ExportedPage {
  return {
    path,
    language: 'en',
    title,
    description: '',
    translated: true,
    sections: [],
    text: '',
    links: [],
    ...extra,
  };
}
