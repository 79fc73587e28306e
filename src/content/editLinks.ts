/**
 * "Edit this page" links, into the repository the build settings name (DOCS_REPOSITORY_URL and
 * DOCS_REPOSITORY_BRANCH). A page built from a file outside this repository (a DOCS_CONTENT_DIR
 * elsewhere) has no edit link: this repository cannot say where that file is kept. Node only.
 */
import path from 'node:path';
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import { PROJECT_ROOT } from './contentPaths';

export function editUrlFor(file: string, settings = readBuildSettings()): string | null {
  const relative = path.relative(PROJECT_ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return null;
  }
  const filePath = relative.split(path.sep).map(encodeURIComponent).join('/');
  return `${settings.repositoryUrl}/edit/${encodeURIComponent(settings.repositoryBranch)}/${filePath}`;
}

export function repositoryHomeUrl(settings = readBuildSettings()): string {
  return `${settings.repositoryUrl}/tree/${encodeURIComponent(settings.repositoryBranch)}`;
}
