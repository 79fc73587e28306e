import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Item } from './item';

function Row({ row }: { row: number }) {
  return (
    <>
      {[1, 2, 3].map((cell) => (
        <Grid key={cell} item xs={4}>
          <Item>
            {row}.{cell}
          </Item>
        </Grid>
      ))}
    </>
  );
}

export default function NestedGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={1}>
        {[1, 2, 3].map((row) => (
          // Each row is an item of the outer grid and a container for its own cells.
          <Grid key={row} container item spacing={3}>
            <Row row={row} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
