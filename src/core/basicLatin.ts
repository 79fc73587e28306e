/**
 * The characters of English documentation text: printable ASCII and the punctuation the pages and
 * the interface use (dashes, quotes, ellipsis, arrows and the search dialog's ↑ ↓ keys, breadcrumb
 * and pager chevrons, and a few signs). Each weight
 * of the site's text fonts gets a file with only these glyphs, about 60% of the latin subset it is
 * cut from; the full latin file still covers any other character, and loads only for a page that
 * has one.
 */
const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join('');

export const BASIC_LATIN_CHARACTERS =
  PRINTABLE_ASCII +
  [
    0xa0, 0xa9, 0xb0, 0xb7, 0xd7, 0x2009, 0x200b, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d,
    0x2022, 0x2026, 0x2039, 0x203a, 0x2190, 0x2191, 0x2192, 0x2193,
  ]
    .map((code) => String.fromCharCode(code))
    .join('');

function hex(code: number): string {
  return code.toString(16).toUpperCase();
}

/** A CSS `unicode-range` value covering exactly the given characters, in runs. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))];
  codes.sort((a, b) => a - b);
  const runs: string[] = [];
  let start = 0;
  while (start < codes.length) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === codes[end] + 1) {
      end += 1;
    }
    runs.push(
      end === start ? `U+${hex(codes[start])}` : `U+${hex(codes[start])}-${hex(codes[end])}`,
    );
    start = end + 1;
  }
  return runs.join(', ');
}
