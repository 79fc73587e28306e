import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

export default function TabsVariants() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue={0} variant="plain">
        <TabList aria-label="Plain tabs" variant="plain" disableUnderline>
          <Tab variant="plain" color="neutral">
            Inbox
          </Tab>
          <Tab variant="plain" color="neutral">
            Drafts
          </Tab>
          <Tab variant="plain" color="neutral">
            Sent
          </Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList
          aria-label="Outlined tabs"
          disableUnderline
          variant="outlined"
          sx={{
            borderRadius: 'lg',
            alignSelf: 'flex-start',
            overflow: 'hidden',
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              bgcolor: 'background.level1',
            },
          }}
        >
          <Tab disableIndicator>Inbox</Tab>
          <Tab disableIndicator>Drafts</Tab>
          <Tab disableIndicator>Sent</Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Soft tabs" disableUnderline sx={{ gap: 0.5 }}>
          <Tab variant="soft" color="primary" disableIndicator sx={{ borderRadius: 'md' }}>
            Inbox
          </Tab>
          <Tab variant="soft" color="primary" disableIndicator sx={{ borderRadius: 'md' }}>
            Drafts
          </Tab>
          <Tab variant="soft" color="primary" disableIndicator sx={{ borderRadius: 'md' }}>
            Sent
          </Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList
          aria-label="Solid tabs"
          disableUnderline
          sx={{
            gap: 0.5,
            [`& .${tabClasses.root}`]: { borderRadius: 'md' },
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              bgcolor: 'primary.solidBg',
              color: 'primary.solidColor',
            },
          }}
        >
          <Tab disableIndicator>Inbox</Tab>
          <Tab disableIndicator>Drafts</Tab>
          <Tab disableIndicator>Sent</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
