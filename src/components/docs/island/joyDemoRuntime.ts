/** The runtime of Joy UI demo folders (demoRuntime.ts), with the scope of Joy demos beside it. */
export * from './demoRuntime';
export { default as JoyDemoScope } from '../JoyDemoScope';
