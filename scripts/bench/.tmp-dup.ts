import fs from 'node:fs';
import { chunkModuleIds, modulesInMoreThanOneChunk } from './chunkModules';
const names = process.argv.slice(2);
const chunks = names.map((n) => ({ name: n, source: fs.readFileSync(`out/_next/static/chunks/${n}.js`, 'utf8') }));
const dups = modulesInMoreThanOneChunk(chunks);
console.log(dups.length, JSON.stringify(dups.slice(0, 40)));
for (const c of chunks) console.log(c.name, chunkModuleIds(c.source).length);
