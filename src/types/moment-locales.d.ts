/**
 * Moment's locale files (`moment/locale/ja`) ship no types: a demo imports one for its side effect
 * (it registers the locale), and the live-editing scope generated for the demo's folder imports it
 * as a namespace, which TypeScript refuses without a declaration.
 */
declare module 'moment/locale/*';
