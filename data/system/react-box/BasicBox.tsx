import Box from '@mui/system/Box';

export default function BasicBox() {
  return (
    <Box
      sx={{
        width: 280,
        p: 3,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 2,
        fontWeight: 500,
      }}
    >
      A Box styled only with theme values.
    </Box>
  );
}
