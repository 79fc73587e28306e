import { findExport } from './extract';
import { RETURN_ENTRY_NAME, hookSignature, isHookName } from './hooks';
import { PROGRAM_TIMEOUT_MS, realProgram } from './testSupport';

describe('hooks', () => {
  it('recognises hook names', () => {
    expect(isHookName('useButton')).toBe(true);
    expect(isHookName('unstable_useNumberInput')).toBe(true);
    expect(isHookName('Button')).toBe(false);
    expect(isHookName('user')).toBe(false);
  });

  it(
    'reads Base useButton parameters and return value',
    () => {
      const api = realProgram(['@mui/base']);
      const hook = findExport(api, '@mui/base', 'useButton');
      if (!hook) throw new Error('useButton not exported');
      const signature = hookSignature(api.checker, hook);
      const getRootProps = signature?.returnValue.find((p) => p.name === 'getRootProps');
      expect(getRootProps).toMatchObject({
        required: true,
        description: "Resolver for the root slot's props.",
      });
      expect(getRootProps?.type).toContain('UseButtonRootSlotProps');
      expect(signature?.parameters.find((p) => p.name === 'disabled')).toMatchObject({
        type: 'boolean',
        defaultValue: 'false',
        required: false,
      });
    },
    PROGRAM_TIMEOUT_MS,
  );
});

describe('hooks of Material UI and MUI System', () => {
  it(
    'reads every parameter of useMediaQuery, its options and its boolean return value',
    () => {
      const api = realProgram(['@mui/material']);
      const hook = findExport(api, '@mui/material', 'useMediaQuery');
      if (!hook) throw new Error('useMediaQuery not exported');
      const signature = hookSignature(api.checker, hook);
      expect(signature?.parameters.map((p) => p.name)).toEqual([
        'queryInput',
        'options',
        'options.defaultMatches',
        'options.matchMedia',
        'options.noSsr',
        'options.ssrMatchMedia',
      ]);
      expect(signature?.parameters[0]).toMatchObject({
        type: 'string | ((theme: Theme) => string)',
        required: true,
      });
      expect(signature?.parameters[1]).toMatchObject({
        type: 'UseMediaQueryOptions',
        required: false,
      });
      expect(signature?.parameters.find((p) => p.name === 'options.noSsr')).toMatchObject({
        defaultValue: 'false',
      });
      expect(signature?.returnValue).toEqual([
        expect.objectContaining({ name: RETURN_ENTRY_NAME, type: 'boolean' }),
      ]);
    },
    PROGRAM_TIMEOUT_MS,
  );

  it(
    'reads useScrollTrigger’s options object member by member, and useTheme’s generic default',
    () => {
      const api = realProgram(['@mui/material', '@mui/system']);
      const trigger = findExport(api, '@mui/material', 'useScrollTrigger');
      const theme = findExport(api, '@mui/system', 'useTheme');
      if (!trigger || !theme) throw new Error('useScrollTrigger or useTheme not exported');
      expect(hookSignature(api.checker, trigger)?.parameters.map((p) => p.name)).toEqual([
        'disableHysteresis',
        'target',
        'threshold',
      ]);
      const themeSignature = hookSignature(api.checker, theme);
      expect(themeSignature?.parameters).toEqual([
        expect.objectContaining({ name: 'defaultTheme', type: 'T = Theme', required: false }),
      ]);
      expect(themeSignature?.returnValue).toEqual([
        expect.objectContaining({ name: RETURN_ENTRY_NAME, type: 'T = Theme' }),
      ]);
    },
    PROGRAM_TIMEOUT_MS,
  );
});
