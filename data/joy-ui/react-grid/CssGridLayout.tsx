import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const AREAS = [
  { area: 'header', label: 'Header' },
  { area: 'sidebar', label: 'Sidebar' },
  { area: 'main', label: 'Main' },
  { area: 'footer', label: 'Footer' },
];

export default function CssGridLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        gridTemplateAreas: {
          xs: '"header" "main" "sidebar" "footer"',
          sm: '"header header" "sidebar main" "footer footer"',
        },
      }}
    >
      {AREAS.map(({ area, label }) => (
        <Sheet
          key={area}
          variant="soft"
          color={area === 'main' ? 'primary' : 'neutral'}
          sx={{
            gridArea: area,
            p: 2,
            borderRadius: 'sm',
            minHeight: area === 'main' ? 100 : 'auto',
          }}
        >
          {label}
        </Sheet>
      ))}
    </Box>
  );
}
