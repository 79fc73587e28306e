import Box from '@mui/system/Box';

export default function NotificationBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 4, p: 2 }}>
      <Box
        sx={{
          position: 'relative',
          width: 48,
          height: 48,
          borderRadius: 1,
          bgcolor: 'action.selected',
        }}
      >
        <Box
          role="img"
          aria-label="3 unread messages"
          sx={{
            position: 'absolute',
            top: -8,
            right: -8,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            fontSize: 12,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'error.main',
            color: 'error.contrastText',
          }}
        >
          3
        </Box>
      </Box>
      <Box sx={{ position: 'relative', width: 160, height: 80, border: 1, borderColor: 'divider' }}>
        <Box
          sx={{ position: 'absolute', bottom: 8, right: 8, fontSize: 12, color: 'text.secondary' }}
        >
          bottom: 8, right: 8
        </Box>
      </Box>
    </Box>
  );
}
