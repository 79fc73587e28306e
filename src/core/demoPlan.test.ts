import { demoPlanOf } from './demoPlan';

describe('demoPlanOf', () => {
  it('is null for MIT packages', () => {
    expect(demoPlanOf("import { DataGrid } from '@mui/x-data-grid';")).toBeNull();
    expect(demoPlanOf("import Button from '@mui/material/Button';")).toBeNull();
  });

  it('finds Pro packages, with or without a subpath', () => {
    expect(demoPlanOf("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe('pro');
    expect(demoPlanOf("import { LicenseInfo } from '@mui/x-license-pro';")).toBe('pro');
    expect(
      demoPlanOf('import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";'),
    ).toBe('pro');
  });

  it('prefers Premium over Pro, whatever the order', () => {
    const source = [
      "import { LicenseInfo } from '@mui/x-license-pro';",
      "import { DataGridPremium } from '@mui/x-data-grid-premium';",
    ].join('\n');
    expect(demoPlanOf(source)).toBe('premium');
  });

  it('ignores package names that merely end alike', () => {
    expect(demoPlanOf("import x from '@mui/x-data-grid-professional';")).toBeNull();
  });
});
