import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rooms = [
  { name: 'Aurora', seats: 12, screen: 'Yes' },
  { name: 'Boreal', seats: 6, screen: 'No' },
  { name: 'Cirrus', seats: 20, screen: 'Yes' },
];

export default function AccessibleTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table sx={{ minWidth: 320 }}>
        <caption>Meeting rooms on the third floor, with seats and screens.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Room</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Screen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room) => (
            <TableRow key={room.name}>
              <TableCell component="th" scope="row">
                {room.name}
              </TableCell>
              <TableCell align="right">{room.seats}</TableCell>
              <TableCell align="right">{room.screen}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
