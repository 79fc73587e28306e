import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function TableSheet() {
  return (
    <Sheet variant="soft" color="neutral" sx={{ p: 2, borderRadius: 'md' }}>
      <Typography level="title-md" sx={{ mb: 1 }}>
        Team availability
      </Typography>
      <Table aria-label="Team availability" variant="plain" sx={{ bgcolor: 'transparent' }}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Time zone</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Aiko</td>
            <td>UTC+9</td>
            <td>Online</td>
          </tr>
          <tr>
            <td>Bruno</td>
            <td>UTC−3</td>
            <td>Away</td>
          </tr>
          <tr>
            <td>Carla</td>
            <td>UTC+1</td>
            <td>In a meeting</td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
