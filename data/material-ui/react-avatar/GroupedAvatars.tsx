import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const members = ['AB', 'CD', 'EF', 'GH', 'IJ', 'KL'];
const colors = ['#007FFF', '#9C27B0', '#1AA251', '#DEA500', '#EB0014', '#0097A7'];

export default function GroupedAvatars() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        Six members, at most four drawn
      </Typography>
      <AvatarGroup max={4}>
        {members.map((initials, index) => (
          <Avatar key={initials} sx={{ bgcolor: colors[index] }}>
            {initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2" color="text.secondary">
        Three rendered, 42 in total
      </Typography>
      <AvatarGroup total={42}>
        {members.slice(0, 3).map((initials, index) => (
          <Avatar key={initials} sx={{ bgcolor: colors[index] }}>
            {initials}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
