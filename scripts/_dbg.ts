import { loadSearchEngine } from '@/content/search/loadSearchIndex';
import { readingPlace } from '@/core/searchAreas';
const [q, from] = process.argv.slice(2);
const place = readingPlace(from);
loadSearchEngine('out', place.language).search(q, place).then((g) => console.log(JSON.stringify(g.map((x) => x.hits.slice(0, 4).map((h) => h.url + ' | ' + h.title)), null, 1)));
