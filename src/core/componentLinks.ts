/**
 * The links shown under a component page's title: its source, its WAI-ARIA pattern, its Material
 * Design guideline, its Figma kit, its bundle size and its open issues. Authors give the parts
 * that cannot be derived in the page's front matter; the rest comes from the installed package.
 */

/** Front matter keys of a component page's links (each optional). */
export const COMPONENT_LINK_KEYS = [
  'sourceFolder',
  'githubLabel',
  'waiAria',
  'materialDesign',
  'figma',
] as const;

export type ComponentLinkKey = (typeof COMPONENT_LINK_KEYS)[number];

/** Keys whose value is a URL the page links as written: https only. */
const URL_KEYS = ['waiAria', 'materialDesign', 'figma'] as const;

export type ComponentLinkFields = Record<ComponentLinkKey, string | null>;

/** The links in the order they are shown. */
export const COMPONENT_LINK_KINDS = [
  'source',
  'waiAria',
  'materialDesign',
  'figma',
  'bundleSize',
  'feedback',
] as const;

export type ComponentLinkKind = (typeof COMPONENT_LINK_KINDS)[number];

export interface ComponentLink {
  kind: ComponentLinkKind;
  href: string;
}

/** The library whose component a page documents: its package, repository folder and labels. */
export interface ComponentLibrary {
  packageName: string;
  /** `owner/name` on GitHub. */
  repository: string;
  /** The package's source folder in the repository: `packages/mui-material/src`. */
  sourceDir: string;
  /** The tag the installed release was made from, without its `v`: `5.15.2`. */
  tagVersion: string;
  /** The installed version of the package itself: `5.0.0-beta.20`. */
  packageVersion: string;
  /** The label that marks the library's issues (`package: joy-ui`), if the repository holds more than one. */
  packageLabel: string | null;
}

/** The libraries of the component areas, without their versions (read from the installed packages). */
export const COMPONENT_LIBRARIES: Record<
  string,
  Omit<ComponentLibrary, 'tagVersion' | 'packageVersion'>
> = {
  'material-ui': {
    packageName: '@mui/material',
    repository: 'mui/material-ui',
    sourceDir: 'packages/mui-material/src',
    packageLabel: 'package: material-ui',
  },
  'joy-ui': {
    packageName: '@mui/joy',
    repository: 'mui/material-ui',
    sourceDir: 'packages/mui-joy/src',
    packageLabel: 'package: joy-ui',
  },
  'base-ui': {
    packageName: '@mui/base',
    repository: 'mui/material-ui',
    sourceDir: 'packages/mui-base/src',
    packageLabel: 'package: base-ui',
  },
};

export interface ComponentLinkProblem {
  key: ComponentLinkKey;
  /** What is wrong and what to write instead. */
  message: string;
}

const FOLDER = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const LABEL = /^[A-Za-z0-9 :._/-]{1,60}$/;

function httpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

/**
 * Reads the link keys of a page's front matter. A value that is not a string, an URL that is not
 * https, a folder with `..` or a label with odd characters is a problem; the field is then null.
 */
export function readComponentLinkFields(data: Record<string, unknown>): {
  fields: ComponentLinkFields;
  problems: ComponentLinkProblem[];
} {
  const problems: ComponentLinkProblem[] = [];
  const fields = Object.fromEntries(COMPONENT_LINK_KEYS.map((key) => [key, null])) as Record<
    ComponentLinkKey,
    string | null
  >;
  for (const key of COMPONENT_LINK_KEYS) {
    const raw = data[key];
    if (raw === undefined || raw === null) continue;
    const value = typeof raw === 'string' ? raw.trim() : null;
    if (value === null || value === '') {
      problems.push({ key, message: `"${key}" must be a non-empty text` });
      continue;
    }
    if ((URL_KEYS as readonly string[]).includes(key) && !httpsUrl(value)) {
      problems.push({
        key,
        message: `"${key}" must be an https:// URL, not ${JSON.stringify(value)}`,
      });
      continue;
    }
    if (key === 'sourceFolder' && !FOLDER.test(value)) {
      problems.push({
        key,
        message: `"sourceFolder" must be a folder of the package, such as Button, not ${JSON.stringify(value)}`,
      });
      continue;
    }
    if (key === 'githubLabel' && !LABEL.test(value)) {
      problems.push({
        key,
        message: `"githubLabel" must be a GitHub label such as "component: button" (letters, digits, spaces, : . _ / -), not ${JSON.stringify(value)}`,
      });
      continue;
    }
    fields[key] = value;
  }
  return { fields, problems };
}

/** The page's links, in display order; the source and bundle size need `sourceFolder`. */
export function componentLinks(
  fields: ComponentLinkFields,
  library: ComponentLibrary,
): ComponentLink[] {
  const links: ComponentLink[] = [];
  const repo = `https://github.com/${library.repository}`;
  if (fields.sourceFolder) {
    links.push({
      kind: 'source',
      href: `${repo}/tree/v${library.tagVersion}/${library.sourceDir}/${fields.sourceFolder}`,
    });
  }
  if (fields.waiAria) links.push({ kind: 'waiAria', href: fields.waiAria });
  if (fields.materialDesign) links.push({ kind: 'materialDesign', href: fields.materialDesign });
  if (fields.figma) links.push({ kind: 'figma', href: fields.figma });
  if (fields.sourceFolder) {
    links.push({
      kind: 'bundleSize',
      href: `https://bundlephobia.com/package/${library.packageName}@${library.packageVersion}`,
    });
  }
  if (fields.githubLabel) {
    const labels = [fields.githubLabel, library.packageLabel].filter(
      (label): label is string => label !== null,
    );
    const query = ['is:issue', 'is:open', ...labels.map((label) => `label:"${label}"`)].join(' ');
    links.push({ kind: 'feedback', href: `${repo}/issues?q=${encodeURIComponent(query)}` });
  }
  return links;
}
