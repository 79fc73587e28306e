import { startServer } from '../serve.mjs';
import { launchBenchBrowser, measureBrowserWeight } from './browserWeight';
import { measurePage } from './pageWeight';
async function main() {
  const server = await startServer({ dir: 'out', port: 4250, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  for (const p of process.argv.slice(2)) {
    const w = await measureBrowserWeight(browser, server.url, 'out', p);
    const h = measurePage('out', p);
    console.log(p, 'interactive', w.interactiveKiB.toFixed(1), 'after', w.afterKiB.toFixed(1), 'html-ref', h.jsKiB.toFixed(1), 'pageData', h.pageDataKiB.toFixed(1), 'ms', w.interactiveMs.toFixed(0));
    const referenced = new Set(require('./pageWeight').referencedAssets(require('fs').readFileSync('out'+p+'index.html','utf8')).scripts);
    for (const s of w.interactive) if (!referenced.has(s)) console.log('  not in html:', s, (require('zlib').gzipSync(require('fs').readFileSync('out'+s),{level:9}).length/1024).toFixed(1));
    for (const s of w.after) console.log('  after:', s, (require('zlib').gzipSync(require('fs').readFileSync('out'+s),{level:9}).length/1024).toFixed(1));
  }
  await browser.close(); await server.close();
}
main();
