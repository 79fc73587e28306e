import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function InvertedSheet() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        p: 3,
        borderRadius: 'md',
        maxWidth: 400,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Pro plan
      </Chip>
      <Typography level="title-lg">Unlimited projects</Typography>
      <Typography level="body-sm">
        Text, chips and buttons inside adapt to the solid background automatically.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="solid">Upgrade</Button>
        <Button variant="plain">Compare plans</Button>
      </Stack>
    </Sheet>
  );
}
