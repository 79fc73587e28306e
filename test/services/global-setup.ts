import { buildServiceExports } from './builds';
import { RUN_ID_VARIABLE } from './fixtureExport';

export default function globalSetup(): void {
  // Workers inherit it: fixture exports built in this run are built once (fixtureExport.ts).
  process.env[RUN_ID_VARIABLE] ??= `${process.pid}-${Date.now()}`;
  buildServiceExports();
}
