/**
 * Top-level rules of a stylesheet as emotion writes it (stylis output: no comments, one rule after
 * another), split without parsing their insides: `a{…}`, `@media …{…}`, `@import …;`. Quoted
 * strings may hold braces and semicolons (`content:"{"`); they are skipped whole.
 */

/** The end (exclusive) of the quoted string that opens at `start`, or the text's end if unclosed. */
function endOfString(css: string, start: number): number {
  const quote = css[start];
  let at = start + 1;
  while (at < css.length) {
    const char = css[at];
    if (char === '\\') {
      at += 2;
      continue;
    }
    at += 1;
    if (char === quote) {
      return at;
    }
  }
  return css.length;
}

/**
 * The top-level rules of `css`, in order; joined, they give back `css` without the whitespace
 * between rules. Text after the last complete rule (an unclosed block) is returned as a last rule,
 * so nothing is ever lost.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let at = 0;
  const close = (end: number) => {
    const rule = css.slice(start, end).trim();
    if (rule !== '') {
      rules.push(rule);
    }
    start = end;
  };
  while (at < css.length) {
    const char = css[at];
    if (char === '"' || char === "'") {
      at = endOfString(css, at);
      continue;
    }
    if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        close(at + 1);
      }
    } else if (char === ';' && depth === 0) {
      close(at + 1);
    }
    at += 1;
  }
  close(css.length);
  return rules;
}

/**
 * Where `rule` first names the class `className` (and not a longer class that starts with it), or
 * -1 when it does not.
 */
export function classPosition(rule: string, className: string): number {
  const token = `.${className}`;
  let from = rule.indexOf(token);
  while (from !== -1) {
    const next = rule[from + token.length];
    if (next === undefined || !/[\w-]/.test(next)) {
      return from;
    }
    from = rule.indexOf(token, from + 1);
  }
  return -1;
}

/**
 * Splits the CSS of emotion's server chunk (`<style data-emotion="css id1 id2 …">`) into the CSS
 * of each id. The chunk is the concatenation of each id's rules in the order of the ids, and a rule
 * of an id names its class (`.css-<id>`, also inside `@media`), as the first class of its selector
 * unless the styles placed `&` after another selector. So the rules are read in order, and each
 * belongs to the id, from the current one on, whose class it names first; a rule naming none
 * stays with the id before it. Returns null when a rule comes before any id's class, so that the
 * caller keeps the chunk as it is. Should a rule be given to the wrong id, that id's CSS differs
 * between pages, which the caller sees (sharedStyles.ts keeps such ids out of shared sheets).
 */
export function rulesById(
  key: string,
  ids: readonly string[],
  css: string,
): Map<string, string> | null {
  const byId = new Map<string, string>(ids.map((id) => [id, '']));
  let current = -1;
  for (const rule of topLevelRules(css)) {
    let owner = -1;
    let earliest = Infinity;
    for (let index = Math.max(current, 0); index < ids.length; index += 1) {
      const position = classPosition(rule, `${key}-${ids[index]}`);
      if (position !== -1 && position < earliest) {
        owner = index;
        earliest = position;
      }
    }
    if (owner === -1) {
      if (current === -1) {
        return null;
      }
      owner = current;
    }
    current = owner;
    byId.set(ids[owner], `${byId.get(ids[owner]) ?? ''}${rule}`);
  }
  return byId;
}
