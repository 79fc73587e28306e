import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface Fruit {
  id: number;
  name: string;
  calories: number;
  sugar: number;
  fibre: number;
}

type SortKey = 'name' | 'calories' | 'sugar' | 'fibre';

const initialRows: Fruit[] = [
  { id: 1, name: 'Apple', calories: 52, sugar: 10.4, fibre: 2.4 },
  { id: 2, name: 'Banana', calories: 89, sugar: 12.2, fibre: 2.6 },
  { id: 3, name: 'Cherry', calories: 63, sugar: 12.8, fibre: 2.1 },
  { id: 4, name: 'Date', calories: 282, sugar: 63.4, fibre: 8.0 },
  { id: 5, name: 'Fig', calories: 74, sugar: 16.3, fibre: 2.9 },
  { id: 6, name: 'Grape', calories: 69, sugar: 15.5, fibre: 0.9 },
  { id: 7, name: 'Kiwi', calories: 61, sugar: 9.0, fibre: 3.0 },
  { id: 8, name: 'Mango', calories: 60, sugar: 13.7, fibre: 1.6 },
  { id: 9, name: 'Orange', calories: 47, sugar: 9.4, fibre: 2.4 },
  { id: 10, name: 'Pear', calories: 57, sugar: 9.8, fibre: 3.1 },
  { id: 11, name: 'Plum', calories: 46, sugar: 9.9, fibre: 1.4 },
  { id: 12, name: 'Raspberry', calories: 52, sugar: 4.4, fibre: 6.5 },
];

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Fruit (100 g)', numeric: false },
  { key: 'calories', label: 'Calories', numeric: true },
  { key: 'sugar', label: 'Sugar (g)', numeric: true },
  { key: 'fibre', label: 'Fibre (g)', numeric: true },
];

function compare(a: Fruit, b: Fruit, key: SortKey) {
  const x = a[key];
  const y = b[key];
  return typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
}

export default function EnhancedTable() {
  const [rows, setRows] = React.useState(initialRows);
  const [orderBy, setOrderBy] = React.useState<SortKey>('calories');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('desc');
  const [selected, setSelected] = React.useState<number[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [dense, setDense] = React.useState(false);

  const sorted = React.useMemo(
    () => [...rows].sort((a, b) => (order === 'asc' ? 1 : -1) * compare(a, b, orderBy)),
    [rows, order, orderBy],
  );
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };
  const toggle = (id: number) =>
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));
  const deleteSelected = () => {
    setRows((prev) => prev.filter((row) => !selected.includes(row.id)));
    setSelected([]);
    setPage(0);
  };

  return (
    <Paper sx={{ width: '100%' }}>
      <Toolbar
        sx={{
          pl: { sm: 2 },
          pr: { xs: 1, sm: 1 },
          ...(selected.length > 0 && {
            bgcolor: 'action.selected',
          }),
        }}
      >
        {selected.length > 0 ? (
          <Typography sx={{ flex: '1 1 100%' }} color="inherit" variant="subtitle1" component="div">
            {selected.length} selected
          </Typography>
        ) : (
          <Typography sx={{ flex: '1 1 100%' }} variant="h6" component="div">
            Nutrition
          </Typography>
        )}
        {selected.length > 0 && (
          <Tooltip title="Delete selected rows">
            <IconButton onClick={deleteSelected} aria-label="Delete selected rows">
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer tabIndex={0}>
        <Table
          size={dense ? 'small' : 'medium'}
          aria-label="Fruit nutrition"
          sx={{ minWidth: 520 }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  color="primary"
                  indeterminate={selected.length > 0 && selected.length < rows.length}
                  checked={rows.length > 0 && selected.length === rows.length}
                  onChange={(event) =>
                    setSelected(event.target.checked ? rows.map((row) => row.id) : [])
                  }
                  inputProps={{ 'aria-label': 'Select all fruit' }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => {
              const isSelected = selected.includes(row.id);
              return (
                <TableRow
                  hover
                  key={row.id}
                  onClick={() => toggle(row.id)}
                  selected={isSelected}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      // The row's click handler toggles it; stop the checkbox's own click from toggling twice.
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(row.id)}
                      inputProps={{ 'aria-label': `Select ${row.name}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell align="right">{row.calories}</TableCell>
                  <TableCell align="right">{row.sugar}</TableCell>
                  <TableCell align="right">{row.fibre}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10]}
        SelectProps={{ native: true, inputProps: { 'aria-label': 'Rows per page' } }}
        onPageChange={(_event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
      <FormControlLabel
        sx={{ px: 2, pb: 1 }}
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense padding"
      />
    </Paper>
  );
}
