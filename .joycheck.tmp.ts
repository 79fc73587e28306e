import fs from 'node:fs';
import path from 'node:path';
import pages from '../work/main/data/joy-ui/pages';
import type { NavEntry } from '../work/main/src/core/navigationTypes';

const root = '/work/main/data';
const leaves: NavEntry[] = [];
const all: string[] = [];
const apiTitles = new Set<string>();
function walk(list: NavEntry[]) {
  for (const e of list) {
    all.push(e.pathname);
    if (!e.pathname.startsWith('/joy-ui/')) console.log('BAD PREFIX', e.pathname);
    if (e.children) walk(e.children);
    else {
      leaves.push(e);
      if (e.pathname.startsWith('/joy-ui/api/')) apiTitles.add(String(e.title));
    }
  }
}
walk(pages);
const dup = all.filter((p, i) => all.indexOf(p) !== i);
if (dup.length) console.log('DUP', dup);
const pageLeaves = leaves.filter((l) => !l.planned && !l.pathname.startsWith('/joy-ui/api/'));
const leafSet = new Set(pageLeaves.map((l) => l.pathname));
const allPaths = new Set(all);
let errors = 0;
for (const l of pageLeaves) {
  const f = path.join(root, l.pathname + '.md');
  if (!fs.existsSync(f)) { console.log('MISSING MD', f); errors++; continue; }
  const s = fs.readFileSync(f, 'utf8');
  const demos = [...s.matchAll(/\{\{"demo": "([^"]+)"\}\}/g)].map((m) => m[1]);
  const dir = f.replace(/\.md$/, '');
  for (const d of demos) if (!fs.existsSync(path.join(dir, d))) { console.log('MISSING DEMO', dir, d); errors++; }
  if (fs.existsSync(dir)) for (const file of fs.readdirSync(dir)) if (!demos.includes(file)) { console.log('UNREFERENCED', dir, file); errors++; }
  if (l.pathname.includes('/react-') && demos.length < 2) { console.log('FEW DEMOS', l.pathname); errors++; }
  const comp = s.match(/^components: (.*)$/m);
  if (comp) for (const c of comp[1].split(',').map((x) => x.trim())) if (!apiTitles.has(c)) { console.log('BAD COMPONENT', l.pathname, c); errors++; }
  for (const m of s.matchAll(/\]\((\/[^)#]*)\)/g)) {
    const link = m[1];
    if (!link.endsWith('/')) { console.log('NO SLASH', l.pathname, link); errors++; }
    const p = link.replace(/\/$/, '');
    if (!allPaths.has(p)) { console.log('LINK NOT IN JOY TREE', l.pathname, link); }
  }
  if (/lorem|TODO|coming soon|placeholder text/i.test(s)) console.log('PHRASE?', l.pathname);
  if (!/^---\ntitle: .+\ndescription: .+/m.test(s)) { console.log('FRONTMATTER', l.pathname); errors++; }
}
function mdFiles(d: string): string[] {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? mdFiles(path.join(d, e.name)) : e.name.endsWith('.md') ? [path.join(d, e.name)] : []);
}
for (const f of mdFiles(path.join(root, 'joy-ui'))) {
  const p = f.slice(root.length).replace(/\.md$/, '');
  if (p === '/joy-ui/index') continue;
  if (!leafSet.has(p)) { console.log('ORPHAN MD', f); errors++; }
}
function tsxFiles(d: string): string[] {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? tsxFiles(path.join(d, e.name)) : e.name.endsWith('.tsx') ? [path.join(d, e.name)] : []);
}
let n = 0;
for (const f of tsxFiles(path.join(root, 'joy-ui'))) {
  n++;
  const s = fs.readFileSync(f, 'utf8');
  const lines = s.split('\n').length;
  if (lines > 62) console.log('LONG', f, lines);
  if (/Math\.random|Date\.now|new Date\(|window\.|document\./.test(s)) console.log('NONDET/WINDOW', f);
  const name = path.basename(f, '.tsx');
  if (!s.includes(`export default function ${name}(`)) { console.log('EXPORT NAME', f); errors++; }
  for (const m of s.matchAll(/from '([^']+)'/g)) if (!/^(react|@mui\/joy\/)/.test(m[1])) console.log('IMPORT', f, m[1]);
}
console.log('leaves(page):', pageLeaves.length, 'api:', apiTitles.size, 'demos:', n, 'errors:', errors);
