/** The TypeScript source of a page's demo, as the twin shows it. Node only. */
import fs from 'node:fs';
import path from 'node:path';
import { relativeToProject } from '../contentPaths';
import { moduleNotFound } from '@/core/moduleNotFound';

/** A page's demos sit in the folder named like its Markdown file (as in demos/loadDemos.ts). */
function demoFolderFor(markdownFile: string): string {
  return markdownFile.replace(/\.md$/, '');
}

/** The default styling's file first, then the Tailwind and CSS variants (as the page picks). */
const CANDIDATE_SUFFIXES = ['', '.tailwind', '.css'];

export function demoSourceFor(markdownFile: string, name: string): string {
  const folder = demoFolderFor(markdownFile);
  const baseName = name.replace(/\.(tsx|js)$/, '');
  for (const suffix of CANDIDATE_SUFFIXES) {
    const file = path.join(folder, `${baseName}${suffix}.tsx`);
    if (fs.existsSync(file)) {
      return fs.readFileSync(file, 'utf8');
    }
  }
  const available = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .sort()
    : [];
  throw moduleNotFound(name, available, relativeToProject(markdownFile));
}
