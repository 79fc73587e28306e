import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const people = ['Ada Lovelace', 'Alan Turing', 'Barbara Liskov', 'Donald Knuth', 'Edsger Dijkstra'];
const visible = 3;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarGroupWithCount() {
  const hidden = people.length - visible;
  return (
    <AvatarGroup variant="soft" color="primary">
      {people.slice(0, visible).map((person) => (
        <Avatar key={person} role="img" aria-label={person}>
          {initials(person)}
        </Avatar>
      ))}
      <Avatar variant="solid" color="neutral" role="img" aria-label={`${hidden} more people`}>
        +{hidden}
      </Avatar>
    </AvatarGroup>
  );
}
