import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Lock from '@mui/icons-material/Lock';

function Setting({ label, checked = false }: { label: string; checked?: boolean }) {
  return (
    <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
      <FormLabel>{label}</FormLabel>
      <Switch size="sm" defaultChecked={checked} />
    </FormControl>
  );
}

export default function UserSettings() {
  return (
    <AccordionGroup variant="plain" sx={{ maxWidth: 400, borderRadius: 'md' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>
          <Avatar component="span" color="primary">
            <NotificationsActive />
          </Avatar>
          <ListItemContent component="span" sx={{ display: 'block' }}>
            <Typography component="span" level="title-md" sx={{ display: 'block' }}>
              Notifications
            </Typography>
            <Typography component="span" level="body-sm" sx={{ display: 'block' }}>
              When we should get in touch
            </Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Setting label="Email digest" checked />
            <Setting label="Mentions" checked />
            <Setting label="Product news" />
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>
          <Avatar component="span" color="success">
            <Lock />
          </Avatar>
          <ListItemContent component="span" sx={{ display: 'block' }}>
            <Typography component="span" level="title-md" sx={{ display: 'block' }}>
              Privacy
            </Typography>
            <Typography component="span" level="body-sm" sx={{ display: 'block' }}>
              Who can see your activity
            </Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Setting label="Public profile" />
            <Setting label="Show online status" checked />
          </Stack>
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
