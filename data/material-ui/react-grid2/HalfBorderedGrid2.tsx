import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

export default function HalfBorderedGrid2() {
  const columns = { xs: 2, sm: 3 };
  return (
    <Box sx={{ flexGrow: 1, p: 2 }}>
      {/* Lines between the cells only: no border on the outer edges. */}
      <Grid
        container
        spacing={2}
        sx={(theme) => ({
          '--Grid-borderWidth': '1px',
          '& > div': { borderColor: 'divider', borderStyle: 'solid', borderWidth: 0 },
          [theme.breakpoints.only('xs')]: {
            [`& > div:not(:nth-of-type(${columns.xs}n))`]: {
              borderRightWidth: 'var(--Grid-borderWidth)',
            },
            [`& > div:nth-of-type(-n + ${6 - columns.xs})`]: {
              borderBottomWidth: 'var(--Grid-borderWidth)',
            },
          },
          [theme.breakpoints.up('sm')]: {
            [`& > div:not(:nth-of-type(${columns.sm}n))`]: {
              borderRightWidth: 'var(--Grid-borderWidth)',
            },
            [`& > div:nth-of-type(-n + ${6 - columns.sm})`]: {
              borderBottomWidth: 'var(--Grid-borderWidth)',
            },
          },
        })}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Grid
            key={index}
            xs={6}
            sm={4}
            minHeight={80}
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            {index + 1}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
