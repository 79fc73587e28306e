import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

export default function SortAnnouncement() {
  const [descending, setDescending] = React.useState(true);
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: 240 }}>
      <thead>
        <tr>
          <Box
            component="th"
            sx={{ textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box
              component="button"
              type="button"
              onClick={() => setDescending((value) => !value)}
              sx={{ font: 'inherit', background: 'none', border: 0, cursor: 'pointer', p: 0 }}
            >
              Downloads {descending ? '▼' : '▲'}
              <Box component="span" sx={visuallyHidden}>
                {descending ? 'sorted descending' : 'sorted ascending'}
              </Box>
            </Box>
          </Box>
        </tr>
      </thead>
      <tbody>
        {(descending ? [9200, 4100, 870] : [870, 4100, 9200]).map((value) => (
          <tr key={value}>
            <Box component="td" sx={{ p: 1 }}>
              {value.toLocaleString('en-US')}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
