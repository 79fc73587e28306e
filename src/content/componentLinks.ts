/**
 * A component page's links from its front matter and the installed package: the version of the
 * source tag and of the bundle size is read from node_modules at build time, and the source folder
 * must exist in the installed package. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  COMPONENT_LIBRARIES,
  componentLinks,
  type ComponentLink,
  type ComponentLinkFields,
} from '@/core/componentLinks';
import { packageDir, readPackageVersion } from './api/packageVersion';
import { PROJECT_ROOT, relativeToProject } from './contentPaths';

/** The package whose release tag names the core packages' sources (one monorepo release). */
const MONOREPO_PACKAGE = '@mui/material';

export function componentLinksOf(
  file: string,
  area: string | null,
  fields: ComponentLinkFields,
  rootDir: string = PROJECT_ROOT,
): ComponentLink[] {
  if (Object.values(fields).every((value) => value === null)) return [];
  const where = relativeToProject(file);
  const library = area ? COMPONENT_LIBRARIES[area] : undefined;
  if (!library) {
    throw new Error(
      `${where}: component links (sourceFolder, githubLabel, waiAria, materialDesign, figma) are for component pages of ${Object.keys(COMPONENT_LIBRARIES).join(', ')}: remove them from this page`,
    );
  }
  const packageVersion = readPackageVersion(rootDir, library.packageName);
  if (fields.sourceFolder) {
    const folder = path.join(packageDir(rootDir, library.packageName), fields.sourceFolder);
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
      throw new Error(
        `${where}: sourceFolder "${fields.sourceFolder}" is not a folder of ${library.packageName} ${packageVersion}: write the component's folder as the package has it (node_modules/${library.packageName}/<folder>, such as Button)`,
      );
    }
  }
  return componentLinks(fields, {
    ...library,
    packageVersion,
    tagVersion: readPackageVersion(rootDir, MONOREPO_PACKAGE),
  });
}
