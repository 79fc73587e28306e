import { measurePage } from './bench/pageWeight';
const out = process.argv[2];
for (const p of ['/material-ui/react-button', '/joy-ui/react-chip', '/base-ui/react-button']) {
  const w = measurePage(out, p);
  console.log(p, w.jsKiB.toFixed(1), w.htmlKiB.toFixed(1), w.pageDataKiB.toFixed(1), w.scripts);
}
