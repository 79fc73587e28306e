import { DataGrid } from '@mui/x-data-grid';
import { employeeColumns } from '../../datasets/employees';

export default function OverlayHeight() {
  // An empty auto-height grid keeps room for its "No rows" overlay.
  return (
    <DataGrid
      rows={[]}
      columns={employeeColumns}
      autoHeight
      hideFooter
      sx={{ '--DataGrid-overlayHeight': '160px' }}
    />
  );
}
