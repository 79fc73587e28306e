import { startServer } from '../serve.mjs';
import { launchBenchBrowser } from './browserWeight';
async function main() {
  const server = await startServer({ dir: 'out', port: 4252, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
  page.on('requestfinished', (r) => { if (r.url().endsWith('.js')) console.log('js', new URL(r.url()).pathname); });
  await page.goto(new URL(process.argv[2], server.url).href);
  await page.waitForTimeout(15000);
  console.log('hydrated', await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
  await browser.close(); await server.close();
}
main();
