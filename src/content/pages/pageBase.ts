/** What every page's props carry for the shell: language, canonical path, title and description. */
import type { Language } from '@/core/language';

export interface PageBaseProps {
  language: Language;
  /** Canonical path without trailing slash; `/` for home. */
  path: string;
  /** The `<title>` text. */
  title: string;
  description: string;
}

/** Props must be plain JSON: this drops `undefined`, which Next.js refuses to serialise. */
export function toJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
