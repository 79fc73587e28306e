/** The width of the side navigation, in px. */
export const NAV_WIDTH = 280;
