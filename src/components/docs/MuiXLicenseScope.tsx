/**
 * Gives MUI X the licence key the site was built with (NEXT_PUBLIC_MUI_X_LICENSE_KEY), before a
 * Pro or Premium demo renders. Without one, MUI X's own "Missing license key" watermark and console
 * message show, as in any application on a trial. Its own module: loaded by pages with such demos.
 */
import * as React from 'react';
import { LicenseInfo } from '@mui/x-license-pro';

const LICENSE_KEY = (process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '').trim();

if (LICENSE_KEY !== '') {
  LicenseInfo.setLicenseKey(LICENSE_KEY);
}

export default function MuiXLicenseScope({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
