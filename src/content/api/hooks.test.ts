import { findExport } from './extract';
import { hookSignature, isHookName } from './hooks';
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
