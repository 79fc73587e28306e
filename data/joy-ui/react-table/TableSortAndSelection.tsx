import * as React from 'react';
import Table from '@mui/joy/Table';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

interface Country {
  name: string;
  capital: string;
  population: number;
}

const countries: Country[] = [
  { name: 'Portugal', capital: 'Lisbon', population: 10.4 },
  { name: 'Kenya', capital: 'Nairobi', population: 54 },
  { name: 'Chile', capital: 'Santiago', population: 19.6 },
  { name: 'Vietnam', capital: 'Hanoi', population: 98.2 },
  { name: 'Norway', capital: 'Oslo', population: 5.5 },
];

type Key = keyof Country;

export default function TableSortAndSelection() {
  const [orderBy, setOrderBy] = React.useState<Key>('name');
  const [descending, setDescending] = React.useState(false);
  const [selected, setSelected] = React.useState<string[]>([]);

  const sorted = [...countries].sort((a, b) => {
    const order = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return descending ? -order : order;
  });

  const sortBy = (key: Key) => {
    setDescending(orderBy === key ? !descending : false);
    setOrderBy(key);
  };

  const header = (key: Key, label: string) => (
    <th aria-sort={orderBy === key ? (descending ? 'descending' : 'ascending') : undefined}>
      <Link
        component="button"
        underline="none"
        color="neutral"
        fontWeight="lg"
        onClick={() => sortBy(key)}
        endDecorator={
          <ArrowDownwardIcon
            sx={{
              opacity: orderBy === key ? 1 : 0,
              transform: descending ? 'none' : 'rotate(180deg)',
              transition: '0.2s',
            }}
          />
        }
      >
        {label}
      </Link>
    </th>
  );

  const allSelected = selected.length === countries.length;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Typography level="body-sm" sx={{ p: 1.5 }}>
        {selected.length === 0 ? 'No rows selected' : `${selected.length} selected`}
      </Typography>
      <Table
        aria-label="Countries"
        hoverRow
        sx={{ '& th:first-of-type, & td:first-of-type': { width: 48 } }}
      >
        <thead>
          <tr>
            <th>
              <Checkbox
                slotProps={{ input: { 'aria-label': 'Select all countries' } }}
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? countries.map((c) => c.name) : [])
                }
              />
            </th>
            {header('name', 'Country')}
            {header('capital', 'Capital')}
            {header('population', 'Population (M)')}
          </tr>
        </thead>
        <tbody>
          {sorted.map((country) => {
            const isSelected = selected.includes(country.name);
            return (
              <tr key={country.name} aria-selected={isSelected}>
                <td>
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Select ${country.name}` } }}
                    checked={isSelected}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? [...current, country.name]
                          : current.filter((name) => name !== country.name),
                      )
                    }
                  />
                </td>
                <td>{country.name}</td>
                <td>{country.capital}</td>
                <td>{country.population}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}
