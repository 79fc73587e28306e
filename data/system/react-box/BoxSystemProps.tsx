import Box from '@mui/system/Box';

export default function BoxSystemProps() {
  return (
    // System properties passed as props: the same theme lookups as in sx.
    <Box
      width={240}
      maxWidth="100%"
      p={2}
      border={1}
      borderColor="primary.main"
      borderRadius={2}
      color="primary.main"
      fontWeight="fontWeightMedium"
    >
      Styled with system props.
    </Box>
  );
}
