import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const items = [
  { label: 'xs=8', size: 8 },
  { label: 'xs=4', size: 4 },
  { label: 'xs=4', size: 4 },
  { label: 'xs=8', size: 8 },
];

export default function BasicGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {items.map((item, index) => (
        <Grid key={index} xs={item.size}>
          <Sheet
            variant="soft"
            color="primary"
            sx={{ p: 2, textAlign: 'center', borderRadius: 'sm' }}
          >
            {item.label}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
