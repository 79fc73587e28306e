import { domInterfaceIn, themeComponentName } from './componentNotes';
import { PROGRAM_TIMEOUT_MS, realProgram } from './testSupport';
import type { ApiProgram } from './program';

describe('domInterfaceIn', () => {
  it('finds the element type a ref or handler names', () => {
    expect(
      domInterfaceIn(
        '((instance: HTMLButtonElement | null) => void) | RefObject<HTMLButtonElement>',
      ),
    ).toBe('HTMLButtonElement');
    expect(domInterfaceIn('FocusEventHandler<SVGSVGElement> | undefined')).toBe('SVGSVGElement');
  });

  it('says nothing of a ref to any element or to nothing in particular', () => {
    expect(domInterfaceIn('FocusEventHandler<HTMLElement>')).toBeNull();
    expect(domInterfaceIn('Ref<unknown> | undefined')).toBeNull();
  });
});

describe('themeComponentName', () => {
  let api: ApiProgram;
  beforeAll(() => {
    api = realProgram(['@mui/material', '@mui/joy', '@mui/base']);
  }, PROGRAM_TIMEOUT_MS);

  it("reads the key from the theme's Components type of Material UI and Joy UI", () => {
    expect(themeComponentName(api, '@mui/material', 'Button')).toBe('MuiButton');
    expect(themeComponentName(api, '@mui/joy', 'Button')).toBe('JoyButton');
    expect(themeComponentName(api, '@mui/material', 'NotAComponent')).toBeNull();
    expect(themeComponentName(api, '@mui/base', 'Button')).toBeNull();
  });
});
