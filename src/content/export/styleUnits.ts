/**
 * A page's emotion styles as units that can be shared between pages: each global style, each
 * keyframes, and each class's rules. A unit's id is emotion's hash of its styles, so a unit with
 * one id is the same CSS on every page that has it.
 */
import { rulesById } from './cssRules';
import { emotionStyleTags, type EmotionStyleTag } from './emotionStyleTags';

/** The cache key of the server-rendered styles (src/theme/emotionCache.ts: LTR_CACHE_KEY). */
export const EMOTION_KEY = 'css';
const GLOBAL_KEY = `${EMOTION_KEY}-global`;
/** Emotion names keyframes `animation-<hash>`; the server writes them as global styles. */
const KEYFRAMES_PREFIX = 'animation-';

export type StyleUnitKind = 'global' | 'keyframes' | 'rules';

export interface StyleUnit {
  id: string;
  kind: StyleUnitKind;
  css: string;
}

export interface PageStyles {
  tags: EmotionStyleTag[];
  /** In the order the page's style elements hold them: globals and keyframes, then rules. */
  units: StyleUnit[];
}

/**
 * The units of a page, or null when its styles cannot be read as units (no emotion styles, a
 * style element of another key, or a rules element whose CSS does not split by class), so that
 * the caller leaves the page as it is.
 */
export function pageStyles(html: string): PageStyles | null {
  const tags = emotionStyleTags(html);
  if (tags.length === 0) {
    return null;
  }
  const units: StyleUnit[] = [];
  for (const tag of tags) {
    if (tag.key === GLOBAL_KEY && tag.ids.length === 1) {
      const [id] = tag.ids;
      units.push({
        id,
        kind: id.startsWith(KEYFRAMES_PREFIX) ? 'keyframes' : 'global',
        css: tag.css,
      });
    } else if (tag.key === EMOTION_KEY) {
      const byId = rulesById(EMOTION_KEY, tag.ids, tag.css);
      if (byId === null) {
        return null;
      }
      for (const [id, css] of byId) {
        units.push({ id, kind: 'rules', css });
      }
    } else {
      return null;
    }
  }
  return { tags, units };
}

/**
 * Whether a global unit may live in a stylesheet that outlives its component. Emotion removes a
 * global style from the document when its component unmounts (client-side navigation to a page
 * without it); rules in a linked stylesheet stay. Custom properties and keyframes that stay change
 * nothing on a page that does not use them; any other global rule could.
 */
export function outlivesItsComponentSafely(css: string): boolean {
  const withoutKeyframes = css.replace(
    /@(?:-webkit-)?keyframes\s+[\w-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g,
    '',
  );
  const declarations = withoutKeyframes.match(/\{[^{}]*\}/g) ?? [];
  const outside = withoutKeyframes.replace(/\{[^{}]*\}/g, '');
  if (/[{}]/.test(outside)) {
    return false;
  }
  return declarations.every((block) =>
    block
      .slice(1, -1)
      .split(';')
      .map((declaration) => declaration.trim())
      .every((declaration) => declaration === '' || declaration.startsWith('--')),
  );
}
