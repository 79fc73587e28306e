import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';

const rows = Array.from({ length: 14 }, (_, index) => ({
  lap: index + 1,
  time: `1:${String(32 + ((index * 7) % 11)).padStart(2, '0')}.${(index * 37) % 100}`,
}));

export default function TableScrollingShadows() {
  return (
    <Sheet
      tabIndex={0}
      role="region"
      aria-label="Lap times, scrollable"
      variant="outlined"
      sx={{
        height: 240,
        overflow: 'auto',
        borderRadius: 'sm',
        // Two covers that scroll with the content hide two shadows that stay put, so a shadow
        // shows only where more rows are hidden above or below.
        background: (theme) =>
          `linear-gradient(${theme.vars.palette.background.surface} 30%, rgba(255 255 255 / 0)),
           linear-gradient(rgba(255 255 255 / 0), ${theme.vars.palette.background.surface} 70%) 0 100%,
           radial-gradient(farthest-side at 50% 0, rgba(0 0 0 / 0.2), rgba(0 0 0 / 0)),
           radial-gradient(farthest-side at 50% 100%, rgba(0 0 0 / 0.2), rgba(0 0 0 / 0)) 0 100%`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: '100% 40px, 100% 40px, 100% 14px, 100% 14px',
        backgroundAttachment: 'local, local, scroll, scroll',
        backgroundColor: 'background.surface',
      }}
    >
      <Table
        aria-label="Lap times"
        sx={{ bgcolor: 'transparent', '--TableRow-stripeBackground': 'transparent' }}
      >
        <thead>
          <tr>
            <th>Lap</th>
            <th>Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lap}>
              <td>{row.lap}</td>
              <td>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
