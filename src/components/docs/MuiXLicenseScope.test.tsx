/**
 * @jest-environment jsdom
 */
import { LicenseInfo } from '@mui/x-license-pro';

const ENV = 'NEXT_PUBLIC_MUI_X_LICENSE_KEY';

afterEach(() => {
  delete process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY;
  LicenseInfo.setLicenseKey(undefined as unknown as string);
});

function load(): void {
  jest.isolateModules(() => {
    jest.requireActual('./MuiXLicenseScope');
  });
}

describe('MuiXLicenseScope', () => {
  it('gives MUI X the key the site was built with', () => {
    process.env[ENV] = '  site-key  ';
    load();
    expect(LicenseInfo.getLicenseKey()).toBe('site-key');
  });

  it('leaves MUI X without a key when none is set, so it draws its own watermark', () => {
    load();
    expect(LicenseInfo.getLicenseKey()).toBeUndefined();
  });
});
