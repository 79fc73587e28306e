import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'success', 'danger'] as const;

export default function ColoredShadow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      {colors.map((color) => (
        <Sheet
          key={color}
          variant="solid"
          color={color}
          sx={{
            p: 2,
            width: 140,
            borderRadius: 'md',
            boxShadow: 'lg',
            '--joy-shadowChannel': `var(--joy-palette-${color}-darkChannel)`,
            '--joy-shadowOpacity': '0.45',
          }}
        >
          <Typography level="title-sm" sx={{ color: 'inherit' }}>
            {color}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
