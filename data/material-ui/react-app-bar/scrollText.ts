/** Paragraphs for the scrolling demos: enough text to scroll their boxes a few times over. */
export const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Day ${index + 1}. The path climbs through pine woods before it opens onto the ridge; from there the lake is visible all afternoon, and the hut is two hours further along the crest.`,
);
