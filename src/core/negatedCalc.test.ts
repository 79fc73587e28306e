import { fixNegatedCalc } from './negatedCalc';

describe('fixNegatedCalc', () => {
  it('writes a negated calc() as a product', () => {
    expect(fixNegatedCalc('margin-right:-calc(1.5 * var(--docs-spacing, 8px));')).toBe(
      'margin-right:calc(-1 * (1.5 * var(--docs-spacing, 8px)));',
    );
  });

  it('fixes each negation of a value, nested ones too', () => {
    expect(fixNegatedCalc('margin:-calc(2 * 8px) 0 -calc(1px + -calc(3px))')).toBe(
      'margin:calc(-1 * (2 * 8px)) 0 calc(-1 * (1px + calc(-1 * (3px))))',
    );
  });

  it('leaves values without a negated calc() as they are', () => {
    for (const value of [
      'margin:calc(-2 * 8px);',
      'width:calc(100% - calc(2px));',
      '--my-calc(1px)',
      'grid-area:a-calc(1)',
      'margin:-calc(1px',
    ]) {
      expect(fixNegatedCalc(value)).toBe(value);
    }
  });
});
