import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { title: 'Neuromancer', author: 'William Gibson', year: 1984 },
  { title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
];
type Column = keyof (typeof books)[number];
const columns: Column[] = ['title', 'author', 'year'];

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<Column>('year');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');

  const handleSort = (column: Column) => {
    setOrder(orderBy === column && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(column);
  };

  const rows = [...books].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });

  return (
    <Table aria-label="Novels, sortable by column">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column}
              align={column === 'year' ? 'right' : 'left'}
              sortDirection={orderBy === column ? order : false}
            >
              <TableSortLabel
                active={orderBy === column}
                direction={orderBy === column ? order : 'asc'}
                onClick={() => handleSort(column)}
                sx={{ textTransform: 'capitalize' }}
              >
                {column}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((book) => (
          <TableRow key={book.title}>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'year' ? 'right' : 'left'}>
                {book[column]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
