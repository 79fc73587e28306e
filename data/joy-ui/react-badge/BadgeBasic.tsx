import Badge from '@mui/joy/Badge';
import Typography from '@mui/joy/Typography';

export default function BadgeBasic() {
  return (
    <Badge>
      <Typography component="span" sx={{ fontSize: 'xl' }}>
        Updates
      </Typography>
    </Badge>
  );
}
