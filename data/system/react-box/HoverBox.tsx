import Box from '@mui/system/Box';

export default function HoverBox() {
  return (
    <Box
      tabIndex={0}
      sx={{
        width: 200,
        height: 100,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        bgcolor: 'primary.light',
        transition: 'transform 150ms, box-shadow 150ms',
        '&:hover, &:focus-visible': { transform: 'translateY(-4px)', boxShadow: 6 },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
      }}
    >
      Hover or focus me
    </Box>
  );
}
