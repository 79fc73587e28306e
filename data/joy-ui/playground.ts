import type { PlaygroundList } from '@/core/playgroundList';

/**
 * The Joy UI component pages with a playground (docs/authoring.md#a-components-playground).
 * Controls come from the API data; this list adds children, the props a component needs, and
 * the props a playground should not offer.
 */
export const playground: PlaygroundList = {
  pages: {
    'react-accordion': {
      component: 'Accordion',
      childrenJsx:
        '<AccordionSummary>Delivery</AccordionSummary>\n<AccordionDetails>Parcels leave the depot on weekdays.</AccordionDetails>',
    },
    'react-alert': { component: 'Alert', text: 'Your settings were saved.' },
    'react-aspect-ratio': {
      component: 'AspectRatio',
      fixed: { sx: { width: 240 } },
      childrenJsx: '<Typography>16 by 9</Typography>',
    },
    'react-avatar': { component: 'Avatar', text: 'JD' },
    'react-badge': {
      component: 'Badge',
      fixed: { badgeContent: 4 },
      childrenJsx: '<Avatar>JD</Avatar>',
    },
    'react-breadcrumbs': {
      component: 'Breadcrumbs',
      fixed: { 'aria-label': 'Breadcrumbs example' },
      childrenJsx:
        '<Typography>Home</Typography>\n<Typography>Lighting</Typography>\n<Typography>Desk lamps</Typography>',
    },
    'react-button': { component: 'Button', text: 'Button' },
    'react-button-group': {
      component: 'ButtonGroup',
      fixed: { 'aria-label': 'Period' },
      childrenJsx: '<Button>Day</Button>\n<Button>Week</Button>\n<Button>Month</Button>',
    },
    'react-card': {
      component: 'Card',
      childrenJsx: '<Typography>A card holds one subject and its actions.</Typography>',
    },
    'react-checkbox': { component: 'Checkbox', fixed: { label: 'Send me the newsletter' } },
    'react-chip': { component: 'Chip', text: 'Chip' },
    'react-circular-progress': {
      component: 'CircularProgress',
      fixed: { 'aria-label': 'Loading' },
    },
    'react-divider': { component: 'Divider', text: 'Or' },
    'react-input': {
      component: 'Input',
      fixed: { placeholder: 'Type here', slotProps: { input: { 'aria-label': 'Example input' } } },
    },
    'react-linear-progress': {
      component: 'LinearProgress',
      fixed: { 'aria-label': 'Loading' },
    },
    'react-link': { component: 'Link', fixed: { component: 'button' }, text: 'Read the guide' },
    'react-list': {
      component: 'List',
      childrenJsx:
        '<ListItem>Inbox</ListItem>\n<ListItem>Drafts</ListItem>\n<ListItem>Sent</ListItem>',
    },
    'react-menu': {
      component: 'MenuList',
      childrenJsx:
        '<MenuItem>Profile</MenuItem>\n<MenuItem>Settings</MenuItem>\n<MenuItem>Sign out</MenuItem>',
    },
    'react-radio-button': { component: 'Radio', fixed: { label: 'Express delivery' } },
    'react-select': {
      component: 'Select',
      fixed: { defaultValue: 'week', slotProps: { button: { 'aria-label': 'Period' } } },
      hide: ['listboxOpen', 'defaultListboxOpen', 'multiple', 'name'],
      childrenJsx:
        '<Option value="day">Day</Option>\n<Option value="week">Week</Option>\n<Option value="month">Month</Option>',
    },
    'react-sheet': { component: 'Sheet', text: 'A sheet is a surface.' },
    'react-skeleton': {
      component: 'Skeleton',
      childrenJsx: '<Typography>This text is loading.</Typography>',
    },
    'react-slider': {
      component: 'Slider',
      fixed: { defaultValue: 30, 'aria-label': 'Volume' },
      hide: ['value'],
    },
    'react-stepper': {
      component: 'Stepper',
      childrenJsx: '<Step>Cart</Step>\n<Step>Address</Step>\n<Step>Payment</Step>',
    },
    'react-switch': {
      component: 'Switch',
      fixed: { slotProps: { input: { 'aria-label': 'Example switch' } } },
    },
    'react-table': {
      component: 'Table',
      fixed: { 'aria-label': 'Example table' },
      childrenJsx:
        '<thead>\n  <tr>\n    <th>Fruit</th>\n    <th>Stock</th>\n  </tr>\n</thead>\n<tbody>\n  <tr>\n    <td>Apples</td>\n    <td>12</td>\n  </tr>\n</tbody>',
    },
    'react-tabs': {
      component: 'Tabs',
      fixed: { defaultValue: 0, 'aria-label': 'Example tabs' },
      hide: ['value'],
      childrenJsx:
        '<TabList>\n  <Tab>Overview</Tab>\n  <Tab>Details</Tab>\n</TabList>\n<TabPanel value={0}>What it is.</TabPanel>\n<TabPanel value={1}>How it is made.</TabPanel>',
    },
    'react-textarea': {
      component: 'Textarea',
      fixed: { placeholder: 'Notes', slotProps: { textarea: { 'aria-label': 'Notes' } } },
    },
    'react-toggle-button-group': {
      component: 'ToggleButtonGroup',
      fixed: { value: 'bold', 'aria-label': 'Text style' },
      hide: ['value'],
      childrenJsx:
        '<Button value="bold">Bold</Button>\n<Button value="italic">Italic</Button>\n<Button value="underline">Underline</Button>',
    },
    'react-tooltip': {
      component: 'Tooltip',
      fixed: { title: 'Saved to your list' },
      hide: ['open'],
      childrenJsx: '<Button>Hover or focus me</Button>',
    },
    'react-typography': { component: 'Typography', text: 'The quick brown fox jumps.' },
  },
  excluded: {
    'react-autocomplete': 'needs a list of options, which no control can set',
    'react-box': 'has no props of its own beyond sx and component',
    'react-container': 'only sets a maximum width, which shows nothing at this size',
    'react-css-baseline': 'styles the whole document, not an element',
    'react-drawer': 'opens over the whole page',
    'react-grid': 'lays out other components; its props take responsive values no control can set',
    'react-modal': 'opens over the whole page',
    'react-snackbar': 'opens over the page, at its edge',
    'react-stack': 'lays out other components; its props take responsive values no control can set',
    'react-text-field': 'deprecated in favour of Input with FormControl, whose page has one',
  },
};
