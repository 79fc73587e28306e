import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const results = [
  { team: 'Falcons', homeWon: 8, homeLost: 2, awayWon: 5, awayLost: 5 },
  { team: 'Otters', homeWon: 6, homeLost: 4, awayWon: 6, awayLost: 4 },
  { team: 'Herons', homeWon: 4, homeLost: 6, awayWon: 3, awayLost: 7 },
];

export default function ColumnGroupingTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table aria-label="Season results" size="small" sx={{ minWidth: 360 }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Team</TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              Home
            </TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              Away
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right">Won</TableCell>
            <TableCell align="right">Lost</TableCell>
            <TableCell align="right">Won</TableCell>
            <TableCell align="right">Lost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <TableRow key={row.team}>
              <TableCell component="th" scope="row">
                {row.team}
              </TableCell>
              <TableCell align="right">{row.homeWon}</TableCell>
              <TableCell align="right">{row.homeLost}</TableCell>
              <TableCell align="right">{row.awayWon}</TableCell>
              <TableCell align="right">{row.awayLost}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
