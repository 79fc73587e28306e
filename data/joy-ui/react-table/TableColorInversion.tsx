import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';

const builds = [
  { branch: 'main', duration: '4m 12s', status: 'Passed' },
  { branch: 'feature/search', duration: '5m 03s', status: 'Failed' },
  { branch: 'fix/typo', duration: '3m 48s', status: 'Passed' },
];

export default function TableColorInversion() {
  return (
    <Sheet variant="solid" color="primary" invertedColors sx={{ borderRadius: 'sm', p: 1 }}>
      <Table
        aria-label="Recent builds"
        stripe="odd"
        hoverRow
        sx={{ '& thead th': { color: 'common.white' } }}
      >
        <thead>
          <tr>
            <th>Branch</th>
            <th>Duration</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {builds.map((build) => (
            <tr key={build.branch}>
              <td>{build.branch}</td>
              <td>{build.duration}</td>
              <td>{build.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
