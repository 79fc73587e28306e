import { DataGridPro } from '@mui/x-data-grid-pro';
import { LicenseInfo } from '@mui/x-license-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

// The site's key, from the build environment; without one the grid shows MUI X's watermark.
LicenseInfo.setLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '');

const rows = createEmployeeRows(20);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role', 'country'].includes(column.field),
);

export default function ReorderRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering />
    </div>
  );
}
