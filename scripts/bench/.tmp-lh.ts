import { startServer } from '../serve.mjs';
import { lighthouseMedian, lighthouseVersion } from './lighthouseRuns';
async function main() {
  const server = await startServer({ dir: 'out', port: 4251, host: '127.0.0.1' });
  console.log('lighthouse', lighthouseVersion());
  for (const p of process.argv.slice(2)) {
    const f = await lighthouseMedian(server.url.replace(/\/$/, ''), p, 1);
    console.log(JSON.stringify(f));
  }
  await server.close();
}
main();
