import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="outlined" sx={{ px: 2, py: 1, borderRadius: 'sm' }}>
      {children}
    </Sheet>
  );
}

export default function BasicStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      <Item>Item 1</Item>
      <Item>Item 2</Item>
      <Item>Item 3</Item>
    </Stack>
  );
}
