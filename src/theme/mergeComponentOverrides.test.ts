import { mergeComponentOverrides } from './mergeComponentOverrides';

type Props = { ownerState: { color: string } };

describe('mergeComponentOverrides', () => {
  it('keeps a function override when the other side styles the same slot with an object', () => {
    const merged = mergeComponentOverrides<Record<string, object>>(
      {
        MuiToggleButton: {
          styleOverrides: { root: ({ ownerState }: Props) => ({ color: ownerState.color }) },
        },
      },
      { MuiToggleButton: { styleOverrides: { root: { padding: 4, color: 'blue' } } } },
    );
    const root = (merged.MuiToggleButton as { styleOverrides: { root: (p: Props) => object } })
      .styleOverrides.root;
    expect(root({ ownerState: { color: 'red' } })).toEqual({ color: 'blue', padding: 4 });
  });

  it('merges objects as deepmerge does and keeps default props and slots of either side', () => {
    const merged = mergeComponentOverrides<Record<string, object>>(
      {
        MuiButton: { defaultProps: { size: 'small' }, styleOverrides: { root: { a: { b: 1 } } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
      {
        MuiButton: { styleOverrides: { root: { a: { c: 2 } }, text: { d: 3 } } },
        MuiTab: { styleOverrides: { root: { e: 4 } } },
      },
    );
    expect(merged).toEqual({
      MuiButton: {
        defaultProps: { size: 'small' },
        styleOverrides: { root: { a: { b: 1, c: 2 } }, text: { d: 3 } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTab: { styleOverrides: { root: { e: 4 } } },
    });
  });
});
