import { className, classPrefixFromSource, classesOfType } from './classes';
import { findExport } from './extract';
import { PROGRAM_TIMEOUT_MS, realProgram } from './testSupport';

describe('class names', () => {
  it('reads the prefix passed to generateUtilityClass(es)', () => {
    expect(classPrefixFromSource("return generateUtilityClass('MuiNumberInput', slot);")).toBe(
      'MuiNumberInput',
    );
    expect(classPrefixFromSource('generateUtilityClasses("base-Foo", ["root"])')).toBe('base-Foo');
    expect(classPrefixFromSource('export {}')).toBeNull();
  });

  it('maps global state keys to Mui-<state>', () => {
    expect(className('MuiSlider', 'thumb')).toBe('MuiSlider-thumb');
    expect(className('MuiSlider', 'disabled')).toBe('Mui-disabled');
    expect(className('MuiButton', 'focusVisible')).toBe('Mui-focusVisible');
  });

  it(
    'reads Material Slider classes from the installed SliderClasses',
    () => {
      const api = realProgram(['@mui/material']);
      const symbol = findExport(api, '@mui/material', 'SliderClasses');
      if (!symbol) throw new Error('SliderClasses not exported');
      const classes = classesOfType(api.checker, api.checker.getDeclaredTypeOfSymbol(symbol), 'x');
      expect(classes.find((c) => c.key === 'thumb')).toEqual({
        key: 'thumb',
        className: 'MuiSlider-thumb',
        description: 'Styles applied to the thumb element.',
      });
      expect(classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
      const keys = classes.map((c) => c.key);
      expect(keys).toEqual([...keys].sort());
    },
    PROGRAM_TIMEOUT_MS,
  );
});
