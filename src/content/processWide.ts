/**
 * State that outlives a reload of the module holding it. Under `next dev`, every edit of a module
 * the server bundle holds (a navigation tree, a demo) re-evaluates the route's server code, and
 * module-level caches start empty: the syntax highlighter (a second or two to load its grammars)
 * and the highlighted and transpiled code of every demo would be made again on the next request.
 * Only for state whose value depends on nothing but its own keys. Node only.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`docs.processWide.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  holder[key] ??= create();
  return holder[key];
}

/** A map that forgets its least recently used entry beyond `limit` entries. */
export class RecentMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so the oldest entry is the first one evicted.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
  }
}
