import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';

interface Topic {
  key: number;
  label: string;
}

export default function ChipsArray() {
  const [topics, setTopics] = React.useState<Topic[]>([
    { key: 0, label: 'Hooks' },
    { key: 1, label: 'Suspense' },
    { key: 2, label: 'Server components' },
    { key: 3, label: 'Transitions' },
    { key: 4, label: 'Context' },
  ]);

  return (
    <Paper
      component="ul"
      aria-label="Topics"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 1, m: 0 }}
    >
      {topics.map((topic) => (
        <li key={topic.key}>
          <Chip
            label={topic.label}
            // The first topic is required: no delete icon.
            onDelete={
              topic.key === 0
                ? undefined
                : () => setTopics(topics.filter((t) => t.key !== topic.key))
            }
          />
        </li>
      ))}
    </Paper>
  );
}
