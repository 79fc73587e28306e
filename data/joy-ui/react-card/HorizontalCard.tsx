import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function HorizontalCard() {
  return (
    <Card
      orientation="horizontal"
      variant="outlined"
      sx={{
        width: 360,
        maxWidth: '100%',
        '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
      }}
    >
      <Avatar size="lg" color="primary" variant="solid">
        JN
      </Avatar>
      <CardContent>
        <Typography level="title-md" component="h3">
          <Link overlay underline="none" href="#" onClick={(event) => event.preventDefault()}>
            Jun Nakamura
          </Link>
        </Typography>
        <Typography level="body-sm">Accessibility specialist, Kyoto</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1 }}>
          Available
        </Chip>
      </CardContent>
    </Card>
  );
}
