import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const PEOPLE = ['AK', 'BL', 'CM', 'DN'];

export default function OverlappingOrder() {
  return (
    <AvatarGroup sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end' }}>
      {[...PEOPLE].reverse().map((initials, index) => (
        <Avatar key={initials} variant="solid" color={index % 2 ? 'primary' : 'success'}>
          {initials}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
