import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const INSETS = ['0', '14%', '4px 8px'];

export default function BadgeInset() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {INSETS.map((inset) => (
        <Box
          key={inset}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Badge badgeInset={inset} color="success" variant="solid" size="sm">
            <Avatar
              component="span"
              variant="solid"
              role="img"
              aria-label={`Avatar, badge inset ${inset}`}
            >
              AB
            </Avatar>
          </Badge>
          <Typography level="body-xs">badgeInset=&quot;{inset}&quot;</Typography>
        </Box>
      ))}
    </Box>
  );
}
