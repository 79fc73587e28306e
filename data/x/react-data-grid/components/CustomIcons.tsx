import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 411);

export default function CustomIcons() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{
          toolbar: GridToolbar,
          columnSortedAscendingIcon: ArrowUpwardIcon,
          columnSortedDescendingIcon: ArrowDownwardIcon,
          openFilterButtonIcon: TuneIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        hideFooterPagination
      />
    </div>
  );
}
