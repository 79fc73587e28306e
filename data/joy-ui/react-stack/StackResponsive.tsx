import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function StackResponsive() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      {['Starter', 'Main course', 'Dessert'].map((course) => (
        <Sheet key={course} variant="outlined" sx={{ p: 2, borderRadius: 'sm', flex: 1 }}>
          {course}
        </Sheet>
      ))}
    </Stack>
  );
}
