import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ModeCommentOutlined from '@mui/icons-material/ModeCommentOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

export default function InstagramPost() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%', '--Card-radius': '0px' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <Avatar size="sm" color="danger">
          LK
        </Avatar>
        <Typography fontWeight="lg">lena.knits</Typography>
        <IconButton
          variant="plain"
          color="neutral"
          size="sm"
          sx={{ ml: 'auto' }}
          aria-label="More options"
        >
          <MoreHoriz />
        </IconButton>
      </CardContent>
      <CardOverflow>
        <AspectRatio>
          <div style={{ background: 'linear-gradient(200deg, #fecdd3, #be123c)' }} />
        </AspectRatio>
      </CardOverflow>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton variant="plain" color="neutral" size="sm" aria-label="Like">
            <FavoriteBorder />
          </IconButton>
          <IconButton variant="plain" color="neutral" size="sm" aria-label="Comment">
            <ModeCommentOutlined />
          </IconButton>
          <IconButton variant="plain" color="neutral" size="sm" aria-label="Send">
            <SendOutlined />
          </IconButton>
        </Box>
      </CardContent>
      <CardContent>
        <Typography level="body-sm" fontWeight="lg">
          1,204 likes
        </Typography>
        <Typography level="body-sm">Finished the winter scarf at last.</Typography>
      </CardContent>
      <CardOverflow sx={{ p: 'var(--Card-padding)', display: 'flex' }}>
        <Input
          variant="plain"
          size="sm"
          placeholder="Add a comment…"
          slotProps={{ input: { 'aria-label': 'Add a comment' } }}
          sx={{ flex: 1, px: 0, '--Input-focusedThickness': '0px' }}
        />
      </CardOverflow>
    </Card>
  );
}
