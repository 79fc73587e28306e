import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import { LicenseInfo } from '@mui/x-license-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

// The site's key, from the build environment; without one the grid shows MUI X's watermark.
LicenseInfo.setLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '');

const rows = createEmployeeRows(200);

export default function SalaryTotals() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          aggregation: { model: { salary: 'sum', startDate: 'min', name: 'size' } },
        }}
      />
    </div>
  );
}
