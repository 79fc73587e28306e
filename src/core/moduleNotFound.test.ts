import { moduleNotFound, moduleNotFoundMessage } from './moduleNotFound';

describe('the module-not-found error (docs/product-rules.md#error-messages)', () => {
  it('starts with the name, then the file that asks for it, then the names that exist', () => {
    expect(
      moduleNotFoundMessage('BasicButon.tsx', ['BasicButtons.tsx', 'IconButtons.tsx'], 'data/a.md'),
    ).toBe(
      'Module not found: BasicButon.tsx (in data/a.md). Available: BasicButtons.tsx, IconButtons.tsx',
    );
  });

  it('says none when nothing exists, and leaves out a file when none asks', () => {
    expect(moduleNotFoundMessage('material-ui/react-x/Gone', [])).toBe(
      'Module not found: material-ui/react-x/Gone. Available: none',
    );
  });

  it('is an Error with that message', () => {
    const error = moduleNotFound('./rows', ['./columns'], 'data/x/Demo.tsx');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      'Module not found: ./rows (in data/x/Demo.tsx). Available: ./columns',
    );
  });
});
