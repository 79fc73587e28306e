import { localizeDocLinks } from './docLinks';

const internal = (path: string): boolean => ['/', '/material-ui/react-popover'].includes(path);

describe('localizeDocLinks', () => {
  it('keeps root-relative links to pages of this site, fragment and all', () => {
    expect(localizeDocLinks('[a](/material-ui/react-popover/#virtual-element)', internal)).toBe(
      '[a](/material-ui/react-popover/#virtual-element)',
    );
  });

  it('sends root-relative links to pages this site lacks to mui.com', () => {
    expect(localizeDocLinks('see [t](/material-ui/guides/localization/).', internal)).toBe(
      'see [t](https://mui.com/material-ui/guides/localization/).',
    );
  });

  it('makes mui.com links to pages of this site local, and leaves the others', () => {
    expect(localizeDocLinks('[p](https://mui.com/material-ui/react-popover/)', internal)).toBe(
      '[p](/material-ui/react-popover/)',
    );
    expect(localizeDocLinks('[s](https://mui.com/store/)', internal)).toBe(
      '[s](https://mui.com/store/)',
    );
  });
});
