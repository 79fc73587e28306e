import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';

export default function OverlayLink() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2,
        borderRadius: 'md',
        maxWidth: 360,
        '&:hover': { bgcolor: 'background.level1' },
      }}
    >
      <Chip size="sm" variant="soft" color="primary">
        Article
      </Chip>
      <Typography level="title-md" sx={{ mt: 1 }}>
        <Link overlay underline="none" href="#" onClick={(event) => event.preventDefault()}>
          Designing forms people can finish
        </Link>
      </Typography>
      <Typography level="body-sm">The whole panel is clickable, but it holds one link.</Typography>
    </Sheet>
  );
}
