/**
 * Exported pages of a synthetic site for the search index tests, written with the bench corpus's
 * vocabulary (Zipf-like prose, identifiers): `count` pages over five areas, each with headings,
 * API entries, links and about a thousand words of text (identifiers counted as one).
 */
import { createVocabulary } from '../../../../scripts/bench/corpus/vocabulary';
import type { ExportedPage } from '../readExportedPage';

const AREAS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'];

function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** One page at a time: a test of memory never holds the whole site. */
export function* syntheticPageStream(count: number, seed: number): Generator<ExportedPage> {
  const next = randomSource(seed);
  const v = createVocabulary(next);
  const sentence = () =>
    `The ${v.adjective()} ${v.noun()} ${v.verbs()} ${v.functionWord()} ${v.nouns()} when \`${v.prop()}\` ${v.verbs()} ${v.adverb()} the ${v.noun()} of ${v.component()}.`;
  for (let i = 0; i < count; i += 1) {
    const area = AREAS[i % AREAS.length];
    const component = v.component();
    const props = Array.from({ length: 4 }, () => v.prop());
    const paragraphs = Array.from({ length: 10 }, () =>
      Array.from({ length: 5 }, sentence).join(' '),
    );
    yield {
      path:
        i % 7 === 0
          ? `/${area}/api/${component.toLowerCase()}-${i}/`
          : `/${area}/react-${component.toLowerCase()}-${i}/`,
      language: 'en',
      title: i % 7 === 0 ? `${component} API` : `${component} ${v.nouns()}`,
      description: sentence(),
      translated: true,
      sections: [
        { kind: 'heading', text: `${v.adjective()} ${v.nouns()}`, id: `heading-${i}` },
        { kind: 'heading', text: `${v.verbing()} ${v.nouns()}`, id: 'usage' },
        ...props.map((prop) => ({ kind: 'prop' as const, text: prop, id: `prop-${prop}` })),
      ],
      text: paragraphs.join('\n'),
      links: [
        `/${AREAS[(i + 1) % AREAS.length]}/react-${v.component().toLowerCase()}-${(i * 7) % count}/`,
      ],
    };
  }
}

export function syntheticPages(count: number, seed: number): ExportedPage[] {
  return Array.from(syntheticPageStream(count, seed));
}
