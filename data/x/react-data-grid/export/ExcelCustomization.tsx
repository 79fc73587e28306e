import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import type { GridExcelExportOptions } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100, 308);

const excelOptions: GridExcelExportOptions = {
  fileName: 'salaries',
  // A title above the table, and currency and date formats for two columns.
  exceljsPreProcess: ({ worksheet }) => {
    worksheet.addRow(['Salaries, generated from the demo grid']);
    worksheet.addRow([]);
    return Promise.resolve();
  },
  columnsStyles: {
    salary: { numFmt: '"$"#,##0' },
    startDate: { numFmt: 'yyyy-mm-dd' },
  },
};

export default function ExcelCustomization() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { excelOptions } }}
      />
    </div>
  );
}
