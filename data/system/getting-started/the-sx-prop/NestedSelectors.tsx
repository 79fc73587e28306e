import Box from '@mui/system/Box';

const items = ['Inbox', 'Drafts', 'Archive'];

export default function NestedSelectors() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxWidth: 240,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& li': { px: 2, py: 1, cursor: 'pointer' },
        '& li + li': { borderTop: 1, borderColor: 'divider' },
        '& li:hover': { bgcolor: 'action.hover' },
        '& .active': { fontWeight: 'bold', color: 'primary.main' },
      }}
    >
      {items.map((item, index) => (
        <li key={item} className={index === 0 ? 'active' : undefined}>
          {item}
        </li>
      ))}
    </Box>
  );
}
