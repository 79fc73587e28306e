import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

export default function ClickableContainer() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        width: 320,
        maxWidth: '100%',
        display: 'flex',
        gap: 2,
        position: 'relative',
      }}
    >
      <Checkbox
        overlay
        slotProps={{
          input: { 'aria-label': 'Nightly backups', 'aria-describedby': 'backup-description' },
        }}
      />
      <Box>
        <Typography level="title-sm">Nightly backups</Typography>
        <Typography id="backup-description" level="body-sm">
          Click anywhere on this panel: the overlay checkbox covers it.
        </Typography>
      </Box>
    </Sheet>
  );
}
