/**
 * The layout gate's rules, over what a browser measured of a page (test/gates/support/layout.ts):
 * the header fits one row, nothing widens the page, no two controls overlap, no control covers
 * text, and the shell painted before its scripts stands where the hydrated one does. Pure: boxes
 * in, problems out, so each rule is unit-tested without a browser.
 */

/** A rectangle in page coordinates (CSS pixels), already cut to what its scroll boxes show. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A visible interactive element: a link, button, form field, summary or focusable element. */
export interface Control {
  /** `button "Copy"`: tag and accessible text, for reports. */
  label: string;
  /** Its boxes: one for a block, one per line for a link that wraps. */
  boxes: Box[];
  /** Indices (in the snapshot's `controls`) of the controls that contain this one. */
  ancestors: number[];
}

/** The visible lines of one text node. */
export interface TextRun {
  label: string;
  boxes: Box[];
  /** Indices of the controls that contain the text (a button's own label, a link's words). */
  owners: number[];
}

/** A box of the shell that must not move when the scripts run, named for reports. */
export interface Landmark {
  /** `copy-page#0`: which landmark, and which of several matching elements. */
  key: string;
  box: Box;
  /**
   * Only its inline position and size are compared: it lies in a scrolled container, or below
   * content that only scripts fill in (a data grid renders nothing on the server).
   */
  inlineOnly: boolean;
}

export interface LayoutSnapshot {
  /** The viewport's width: the page's own width must not exceed it. */
  viewportWidth: number;
  /** `document.documentElement.scrollWidth`. */
  scrollWidth: number;
  /** The site header's box, or null when the page has none. */
  header: Box | null;
  controls: Control[];
  texts: TextRun[];
}

/** The app bar height of the library on desktops; the header must never grow past one row. */
export const MAX_HEADER_HEIGHT = 64;
/** Boxes may touch or share a border (joined toggle buttons overlap by 1 px). */
export const OVERLAP_TOLERANCE = 2;
/** How far a landmark may move between the page before its scripts and after them. */
export const LANDMARK_TOLERANCE = 2;
/** At most this many problems of one kind are listed; the count says how many there were. */
const REPORT_LIMIT = 8;

/** Width and height of the intersection of two boxes (zero or negative when apart). */
export function intersection(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** The two boxes share more than `tolerance` pixels in both directions. */
export function overlaps(a: Box, b: Box, tolerance = OVERLAP_TOLERANCE): boolean {
  const { width, height } = intersection(a, b);
  return width > tolerance && height > tolerance;
}

function describe(box: Box): string {
  const r = (n: number) => Math.round(n);
  return `${r(box.width)}×${r(box.height)} at (${r(box.x)}, ${r(box.y)})`;
}

function limited(kind: string, found: string[]): string[] {
  if (found.length <= REPORT_LIMIT) {
    return found;
  }
  return [...found.slice(0, REPORT_LIMIT), `… and ${found.length - REPORT_LIMIT} more ${kind}`];
}

export function headerProblem(snapshot: LayoutSnapshot): string | null {
  if (snapshot.header && snapshot.header.height > MAX_HEADER_HEIGHT + 0.5) {
    return `the header is ${Math.round(snapshot.header.height)} px tall (at most ${MAX_HEADER_HEIGHT}: one row)`;
  }
  return null;
}

export function overflowProblem(snapshot: LayoutSnapshot): string | null {
  if (snapshot.scrollWidth > snapshot.viewportWidth + 0.5) {
    return `the page scrolls sideways: ${snapshot.scrollWidth} px wide in a ${snapshot.viewportWidth} px viewport`;
  }
  return null;
}

/** Pairs of controls, neither inside the other, whose boxes overlap. */
export function overlappingControls(controls: readonly Control[]): string[] {
  const found: string[] = [];
  // Every box of every control, sorted by top edge: a box is compared only with those that
  // start above its bottom.
  const boxes = controls
    .flatMap((control, owner) => control.boxes.map((box) => ({ owner, box })))
    .sort((a, b) => a.box.y - b.box.y);
  const reported = new Set<string>();
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length; j += 1) {
      const b = boxes[j];
      if (b.box.y >= a.box.y + a.box.height) {
        break;
      }
      const [first, second] = a.owner < b.owner ? [a, b] : [b, a];
      const pair = `${first.owner} ${second.owner}`;
      if (
        a.owner === b.owner ||
        reported.has(pair) ||
        controls[b.owner].ancestors.includes(a.owner) ||
        controls[a.owner].ancestors.includes(b.owner) ||
        !overlaps(a.box, b.box)
      ) {
        continue;
      }
      reported.add(pair);
      found.push(
        `${controls[first.owner].label} ${describe(first.box)} overlaps ${controls[second.owner].label} ${describe(second.box)}`,
      );
    }
  }
  return limited('overlapping controls', found);
}

/** Text lines lying under a control that does not contain them. */
export function coveredTexts(controls: readonly Control[], texts: readonly TextRun[]): string[] {
  const found: string[] = [];
  controls.forEach((control, index) => {
    for (const text of texts) {
      if (text.owners.includes(index)) {
        continue;
      }
      for (const own of control.boxes) {
        const line = text.boxes.find((box) => overlaps(own, box));
        if (line) {
          found.push(
            `${control.label} ${describe(own)} covers the text "${text.label}" ${describe(line)}`,
          );
          break;
        }
      }
    }
  });
  return limited('covered texts', found);
}

/** Every rule over one snapshot: an empty list when the page's layout holds. */
export function layoutProblems(snapshot: LayoutSnapshot): string[] {
  return [
    headerProblem(snapshot),
    overflowProblem(snapshot),
    ...overlappingControls(snapshot.controls),
    ...coveredTexts(snapshot.controls, snapshot.texts),
  ].filter((problem): problem is string => problem !== null);
}

/**
 * Landmarks of the page before its scripts (`before`) that stand elsewhere in the hydrated page
 * (`after`) by more than `tolerance` pixels, or that exist in only one of them.
 */
export function landmarkDifferences(
  before: readonly Landmark[],
  after: readonly Landmark[],
  tolerance = LANDMARK_TOLERANCE,
): string[] {
  const found: string[] = [];
  const afterByKey = new Map(after.map((landmark) => [landmark.key, landmark]));
  const beforeKeys = new Set(before.map((landmark) => landmark.key));
  for (const landmark of before) {
    const other = afterByKey.get(landmark.key);
    if (!other) {
      found.push(`${landmark.key} is on the page before its scripts run, not after`);
      continue;
    }
    const a = landmark.box;
    const b = other.box;
    const edges: [string, number, number][] = [
      ['left', a.x, b.x],
      ['width', a.width, b.width],
    ];
    if (!landmark.inlineOnly && !other.inlineOnly) {
      edges.push(['top', a.y, b.y], ['height', a.height, b.height]);
    }
    const moved = edges.filter(([, x, y]) => Math.abs(x - y) > tolerance);
    if (moved.length > 0) {
      found.push(
        `${landmark.key} moves when the scripts run: ${describe(a)} before, ${describe(b)} after (${moved.map(([edge]) => edge).join(', ')})`,
      );
    }
  }
  for (const landmark of after) {
    if (!beforeKeys.has(landmark.key)) {
      found.push(`${landmark.key} appears only after the scripts run`);
    }
  }
  return limited('moved landmarks', found);
}
