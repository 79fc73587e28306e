import { DataGridPro } from '@mui/x-data-grid-pro';
import { LicenseInfo } from '@mui/x-license-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

// The site's key, from the build environment; without one the grid shows MUI X's watermark.
LicenseInfo.setLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '');

const rows = createEmployeeRows(300);

export default function BasicHeaderFilters() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        unstable_headerFilters
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          filter: {
            filterModel: { items: [{ field: 'department', operator: 'is', value: 'Sales' }] },
          },
        }}
      />
    </div>
  );
}
