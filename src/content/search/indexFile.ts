/** The bytes of an index file: gzip-compressed JSON (format: src/core/searchIndex.ts). */
import { gzipSync } from 'node:zlib';

export function encodeIndexFile(value: unknown): Buffer {
  return gzipSync(JSON.stringify(value), { level: 9 });
}
