import Box from '@mui/joy/Box';

export default function ResponsiveBox() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, md: 3 },
        bgcolor: 'background.level1',
        borderRadius: 'sm',
        fontFamily: 'body',
      }}
    >
      {['First', 'Second', 'Third'].map((label) => (
        <Box
          key={label}
          sx={{ flex: 1, p: 2, bgcolor: 'background.surface', borderRadius: 'sm', boxShadow: 'xs' }}
        >
          {label}: a column on small screens, a row from the sm breakpoint.
        </Box>
      ))}
    </Box>
  );
}
