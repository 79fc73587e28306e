import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
    fontWeight: 700,
  },
}));

const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': { backgroundColor: (theme.vars || theme).palette.action.hover },
  '&:last-child td, &:last-child th': { border: 0 },
}));

const trains = [
  { route: 'Lisbon – Porto', departs: '08:00', duration: '2 h 49' },
  { route: 'Madrid – Seville', departs: '09:30', duration: '2 h 32' },
  { route: 'Paris – Lyon', departs: '10:04', duration: '1 h 56' },
  { route: 'Milan – Rome', departs: '11:15', duration: '3 h 10' },
];

export default function CustomizedTables() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table aria-label="Morning trains" sx={{ minWidth: 360 }}>
        <TableHead>
          <TableRow>
            <HeaderCell>Route</HeaderCell>
            <HeaderCell align="right">Departs</HeaderCell>
            <HeaderCell align="right">Duration</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trains.map((train) => (
            <StripedRow key={train.route}>
              <TableCell component="th" scope="row">
                {train.route}
              </TableCell>
              <TableCell align="right">{train.departs}</TableCell>
              <TableCell align="right">{train.duration}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
