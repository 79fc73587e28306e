import path from 'node:path';
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import { editUrlFor, repositoryHomeUrl } from './editLinks';

describe('edit links', () => {
  const settings = readBuildSettings(
    { DOCS_REPOSITORY_URL: 'https://git.example.com/docs/site/', DOCS_REPOSITORY_BRANCH: 'next' },
    process.cwd(),
  );

  it('point into the repository and branch the settings name', () => {
    const file = path.join(process.cwd(), 'data', 'material-ui', 'react-button.md');
    expect(editUrlFor(file, settings)).toBe(
      'https://git.example.com/docs/site/edit/next/data/material-ui/react-button.md',
    );
    expect(repositoryHomeUrl(settings)).toBe('https://git.example.com/docs/site/tree/next');
  });

  it('are left out for a content folder outside the repository', () => {
    const outside = path.resolve(process.cwd(), '..', 'peer-bench', 'corpus-1000', 'x', 'page.md');
    expect(editUrlFor(outside, settings)).toBeNull();
  });
});
