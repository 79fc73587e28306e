import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import AdjustIcon from '@mui/icons-material/Adjust';

function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function GitHubTooltip() {
  return (
    <Tooltip
      placement="top-end"
      variant="outlined"
      arrow
      describeChild
      title={
        <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 300, p: 1, gap: 1 }}>
          <Typography level="body-xs" textColor="text.secondary">
            acme/storefront on 4 March
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <AdjustIcon color="success" />
            <div>
              <Typography fontWeight="lg" fontSize="sm">
                Checkout button stays disabled after a failed payment
              </Typography>
              <Typography textColor="text.secondary" fontSize="sm" sx={{ mb: 1 }}>
                Retrying with another card does not re-enable the button.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Avatar size="sm" sx={{ '--Avatar-size': '20px', fontSize: 'xs' }}>
                  M
                </Avatar>
                <Chip size="sm" color="danger" variant="soft">
                  bug
                </Chip>
                <Chip size="sm" color="primary" variant="soft">
                  payments
                </Chip>
              </Box>
            </div>
          </Box>
        </Box>
      }
    >
      <Link
        href="#"
        onClick={preventNavigation}
        underline="none"
        startDecorator={<AdjustIcon />}
        fontWeight="lg"
      >
        Checkout button stays disabled #214
      </Link>
    </Tooltip>
  );
}
