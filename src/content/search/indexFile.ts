/** The bytes of an index file: gzip-compressed JSON (format: src/core/searchIndex.ts). */
import { gzipSync } from 'node:zlib';

/** Files already compressed (a shard is compressed to check its size, then written). */
const encoded = new WeakMap<object, Buffer>();

export function encodeIndexFile(value: object): Buffer {
  let bytes = encoded.get(value);
  if (!bytes) {
    bytes = gzipSync(JSON.stringify(value), { level: 9 });
    encoded.set(value, bytes);
  }
  return bytes;
}
