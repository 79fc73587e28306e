import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const STATS = [
  ['Articles', '34'],
  ['Followers', '980'],
  ['Rating', '8.9'],
] as const;

export default function UserCard() {
  return (
    <Card orientation="horizontal" sx={{ width: 360, maxWidth: '100%', flexWrap: 'wrap' }}>
      <Avatar variant="soft" color="primary" sx={{ '--Avatar-size': '3.5rem' }}>
        MV
      </Avatar>
      <CardContent sx={{ minWidth: 200 }}>
        <Typography level="title-lg">Marta Vidal</Typography>
        <Typography level="body-sm">Senior journalist</Typography>
        <Sheet
          variant="soft"
          sx={{
            display: 'flex',
            gap: 2,
            p: 1,
            my: 1,
            borderRadius: 'sm',
            bgcolor: 'background.level1',
          }}
        >
          {STATS.map(([label, value]) => (
            <Box key={label}>
              <Typography level="body-xs">{label}</Typography>
              <Typography fontWeight="lg">{value}</Typography>
            </Box>
          ))}
        </Sheet>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="sm" variant="outlined" color="neutral" sx={{ flex: 1 }}>
            Chat
          </Button>
          <Button size="sm" sx={{ flex: 1 }}>
            Follow
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
