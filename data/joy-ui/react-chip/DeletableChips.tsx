import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const initialTags = ['design', 'frontend', 'research', 'writing'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(initialTags);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {tags.map((tag) => (
          <Chip
            key={tag}
            variant="soft"
            endDecorator={
              <ChipDelete
                aria-label={`Remove tag: ${tag}`}
                onDelete={() => setTags(tags.filter((t) => t !== tag))}
              />
            }
          >
            {tag}
          </Chip>
        ))}
      </Stack>
      <Button size="sm" variant="plain" onClick={() => setTags(initialTags)}>
        Restore tags
      </Button>
    </Stack>
  );
}
