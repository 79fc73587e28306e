import type { PlaygroundList } from '@/core/playgroundList';

/**
 * The Material UI component pages with a playground (docs/authoring.md#a-components-playground).
 * Controls come from the API data; this list adds children, the props a component needs, and
 * the props a playground should not offer.
 */
export const playground: PlaygroundList = {
  pages: {
    'react-accordion': {
      component: 'Accordion',
      childrenJsx:
        '<AccordionSummary>Delivery</AccordionSummary>\n<AccordionDetails>Parcels leave the depot on weekdays.</AccordionDetails>',
      hide: ['TransitionComponent'],
    },
    'react-alert': { component: 'Alert', text: 'Your settings were saved.' },
    'react-app-bar': {
      component: 'AppBar',
      childrenJsx: '<Toolbar>Inbox</Toolbar>',
      // A fixed or sticky bar would cover the site's own header.
      fixed: { position: 'static' },
      hide: ['position'],
    },
    'react-avatar': { component: 'Avatar', text: 'JD' },
    'react-badge': {
      component: 'Badge',
      fixed: { badgeContent: 4 },
      childrenJsx: '<Avatar>JD</Avatar>',
    },
    'react-bottom-navigation': {
      component: 'BottomNavigation',
      fixed: { value: 0 },
      childrenJsx:
        '<BottomNavigationAction label="Recent" />\n<BottomNavigationAction label="Nearby" />\n<BottomNavigationAction label="Saved" />',
    },
    'react-breadcrumbs': {
      component: 'Breadcrumbs',
      fixed: { 'aria-label': 'Breadcrumbs example' },
      childrenJsx:
        '<Typography>Home</Typography>\n<Typography>Lighting</Typography>\n<Typography>Desk lamps</Typography>\n<Typography>Brass lamp</Typography>',
    },
    'react-button': { component: 'Button', text: 'Button', hide: ['href'] },
    'react-button-group': {
      component: 'ButtonGroup',
      childrenJsx: '<Button>Day</Button>\n<Button>Week</Button>\n<Button>Month</Button>',
    },
    'react-card': {
      component: 'Card',
      childrenJsx: '<CardContent>A card holds one subject and its actions.</CardContent>',
    },
    'react-checkbox': {
      component: 'Checkbox',
      fixed: { inputProps: { 'aria-label': 'Example checkbox' } },
    },
    'react-chip': { component: 'Chip', text: 'Chip', textProp: 'label' },
    'react-container': {
      component: 'Container',
      childrenJsx: '<Typography>The container centres this text.</Typography>',
    },
    'react-divider': { component: 'Divider', text: 'Or' },
    'react-floating-action-button': {
      component: 'Fab',
      fixed: { 'aria-label': 'Add' },
      text: '+',
      hide: ['href'],
    },
    'react-grid': {
      component: 'Grid',
      fixed: { container: true },
      hide: ['container', 'item', 'zeroMinWidth'],
      childrenJsx:
        '<Grid item xs={6}>\n  <Paper>One</Paper>\n</Grid>\n<Grid item xs={6}>\n  <Paper>Two</Paper>\n</Grid>',
    },
    'react-image-list': {
      component: 'ImageList',
      childrenJsx:
        '<ImageListItem>\n  <Paper>One</Paper>\n</ImageListItem>\n<ImageListItem>\n  <Paper>Two</Paper>\n</ImageListItem>\n<ImageListItem>\n  <Paper>Three</Paper>\n</ImageListItem>',
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
    'react-pagination': { component: 'Pagination', hide: ['page'] },
    'react-paper': { component: 'Paper', text: 'Paper' },
    'react-progress': { component: 'CircularProgress', fixed: { 'aria-label': 'Loading' } },
    'react-radio-button': {
      component: 'Radio',
      fixed: { inputProps: { 'aria-label': 'Example radio button' } },
    },
    'react-rating': { component: 'Rating', fixed: { name: 'playground-rating' } },
    'react-select': {
      component: 'Select',
      fixed: { defaultValue: 'week', inputProps: { 'aria-label': 'Period' } },
      hide: ['open', 'defaultOpen', 'native', 'multiple'],
      childrenJsx:
        '<MenuItem value="day">Day</MenuItem>\n<MenuItem value="week">Week</MenuItem>\n<MenuItem value="month">Month</MenuItem>',
    },
    'react-skeleton': { component: 'Skeleton', fixed: { width: 210 } },
    'react-slider': {
      component: 'Slider',
      fixed: { defaultValue: 30, 'aria-label': 'Volume' },
      hide: ['value', 'tabIndex'],
    },
    'react-snackbar': {
      component: 'SnackbarContent',
      text: 'Message archived',
      textProp: 'message',
    },
    'react-stack': {
      component: 'Stack',
      childrenJsx: '<Paper>One</Paper>\n<Paper>Two</Paper>\n<Paper>Three</Paper>',
    },
    'react-stepper': {
      component: 'Stepper',
      fixed: { activeStep: 1 },
      childrenJsx:
        '<Step>\n  <StepLabel>Cart</StepLabel>\n</Step>\n<Step>\n  <StepLabel>Address</StepLabel>\n</Step>\n<Step>\n  <StepLabel>Payment</StepLabel>\n</Step>',
    },
    'react-switch': {
      component: 'Switch',
      fixed: { inputProps: { 'aria-label': 'Example switch' } },
    },
    'react-table': {
      component: 'Table',
      fixed: { 'aria-label': 'Example table' },
      childrenJsx:
        '<TableHead>\n  <TableRow>\n    <TableCell>Fruit</TableCell>\n    <TableCell>Stock</TableCell>\n  </TableRow>\n</TableHead>\n<TableBody>\n  <TableRow>\n    <TableCell>Apples</TableCell>\n    <TableCell>12</TableCell>\n  </TableRow>\n</TableBody>',
    },
    'react-tabs': {
      component: 'Tabs',
      fixed: { value: 0, 'aria-label': 'Example tabs' },
      hide: ['value'],
      childrenJsx: '<Tab label="Overview" />\n<Tab label="Details" />\n<Tab label="Reviews" />',
    },
    'react-text-field': {
      component: 'TextField',
      fixed: { label: 'Name' },
      hide: ['select', 'type', 'value', 'id', 'name'],
    },
    'react-textarea-autosize': {
      component: 'TextareaAutosize',
      fixed: { 'aria-label': 'Notes' },
      text: 'Notes',
      textProp: 'placeholder',
    },
    'react-toggle-button': { component: 'ToggleButton', fixed: { value: 'bold' }, text: 'Bold' },
    'react-tooltip': {
      component: 'Tooltip',
      fixed: { title: 'Saved to your list' },
      hide: ['open'],
      childrenJsx: '<Button>Hover or focus me</Button>',
    },
    'react-typography': { component: 'Typography', text: 'The quick brown fox jumps.' },
    icons: {
      component: 'SvgIcon',
      childrenJsx: '<path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />',
    },
    transitions: {
      component: 'Collapse',
      childrenJsx: '<Paper>The content that slides in and out.</Paper>',
      hide: ['timeout', 'easing'],
    },
  },
  excluded: {
    'react-autocomplete': 'needs options and a renderInput function, which no control can set',
    'react-backdrop': 'covers the whole page while open',
    'react-box': 'has no props of its own beyond sx and component',
    'react-click-away-listener': 'renders nothing of its own',
    'react-css-baseline': 'styles the whole document, not an element',
    'react-dialog': 'opens over the whole page',
    'react-drawer': 'opens over the whole page',
    'react-grid2': 'the same controls as Grid, whose page has the playground',
    'react-hidden': 'deprecated: it hides content by breakpoint and shows nothing to change',
    'react-modal': 'opens over the whole page',
    'react-no-ssr': 'renders nothing of its own',
    'react-popover': 'needs an anchor element and opens over the page',
    'react-popper': 'needs an anchor element and opens over the page',
    'react-portal': 'renders nothing of its own',
    'react-speed-dial': 'needs an icon for each action, which no control can set',
    'react-transfer-list': 'is a pattern built from List and Button, not a component',
    'react-use-media-query': 'is a hook, not a component',
  },
};
