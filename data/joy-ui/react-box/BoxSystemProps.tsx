import Box from '@mui/joy/Box';

export default function BoxSystemProps() {
  return (
    <Box
      height={120}
      width={200}
      maxWidth="100%"
      my={2}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap={2}
      p={2}
      bgcolor="primary.softBg"
      color="primary.softColor"
      borderRadius="md"
    >
      System props
    </Box>
  );
}
