import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  // A smooth daily curve: fixed data, the same on server and client.
  temperature: Math.round(14 + 7 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
  wind: 5 + ((hour * 7) % 11),
}));

export default function StickyHeadTable() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 300 }} tabIndex={0} aria-label="Hourly forecast, scrollable">
        <Table stickyHeader aria-label="Hourly forecast" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Hour</TableCell>
              <TableCell align="right">Temperature (°C)</TableCell>
              <TableCell align="right">Wind (km/h)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hours.map((row) => (
              <TableRow key={row.hour} hover>
                <TableCell component="th" scope="row">
                  {String(row.hour).padStart(2, '0')}:00
                </TableCell>
                <TableCell align="right">{row.temperature}</TableCell>
                <TableCell align="right">{row.wind}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
