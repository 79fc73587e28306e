/**
 * What an API page is about, in its meta description: the kind of export (React component, hook,
 * function) and the sections the page really has, so a hook page never promises "props, slots and
 * CSS classes".
 */
export type ApiKind = 'component' | 'hook' | 'function' | 'interface';

/**
 * `useButton`, `unstable_useModal` are hooks; other lower-case names functions; the rest components.
 * A name cannot tell an interface (`GridColDef`) from a component: the extractor decides that
 * from the declaration.
 */
export function apiKindOf(name: string): ApiKind {
  const bare = name.replace(/^(unstable_|Unstable_)/, '');
  if (/^use[A-Z]/.test(bare)) {
    return 'hook';
  }
  return /^[a-z]/.test(bare) ? 'function' : 'component';
}

export interface ApiPageSummary {
  name: string;
  kind: ApiKind;
  packageName: string;
  /** How many entries each section has. */
  counts: {
    props: number;
    slots: number;
    classes: number;
    parameters: number;
    returnValue: number;
  };
}

const KIND_WORDS: Record<ApiKind, string> = {
  component: 'React component',
  hook: 'hook',
  function: 'function',
  interface: 'TypeScript interface',
};

const SECTION_WORDS: [keyof ApiPageSummary['counts'], string][] = [
  ['props', 'props'],
  ['slots', 'slots'],
  ['classes', 'CSS classes'],
  ['parameters', 'parameters'],
  ['returnValue', 'return value'],
];

function listOf(words: string[]): string {
  if (words.length <= 1) {
    return words.join('');
  }
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function apiPageDescription(summary: ApiPageSummary): string {
  const sections = SECTION_WORDS.filter(([key]) => summary.counts[key] > 0).map(([key, words]) =>
    // An interface's members are its properties, which the page lists where a component's props go.
    key === 'props' && summary.kind === 'interface' ? 'properties' : words,
  );
  const what = sections.length > 0 ? listOf(sections) : 'how to import it';
  return `API reference for the ${summary.name} ${KIND_WORDS[summary.kind]} of ${summary.packageName}: ${what}.`;
}
