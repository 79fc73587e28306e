import { buildServiceExports } from './builds';

export default function globalSetup(): void {
  buildServiceExports();
}
