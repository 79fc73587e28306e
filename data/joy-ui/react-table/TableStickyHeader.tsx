import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [78, 61, 55, 43, 49, 52, 58, 66, 63, 82, 90, 86];

export default function TableStickyHeader() {
  const total = rainfall.reduce((sum, value) => sum + value, 0);
  return (
    <Sheet
      tabIndex={0}
      role="region"
      aria-label="Monthly rainfall, scrollable"
      variant="outlined"
      sx={{ height: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table aria-label="Monthly rainfall" stickyHeader stickyFooter>
        <thead>
          <tr>
            <th>Month</th>
            <th>Rainfall (mm)</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <td>{month}</td>
              <td>{rainfall[index]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Year</th>
            <td>{total}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
