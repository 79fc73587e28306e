import { buildServiceExports } from './builds';

export default async function globalSetup(): Promise<void> {
  await buildServiceExports();
}
