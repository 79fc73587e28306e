/** Types of scripts/serve.mjs for TypeScript callers (the benchmark, tests). */
export interface StaticServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export function startServer(options: {
  dir: string;
  port?: number;
  host?: string;
}): Promise<StaticServer>;
export function contentType(filePath: string): string;
export function cacheControl(urlPath: string): string;
export function isCompressible(type: string): boolean;
export function acceptsGzip(header: string | undefined): boolean;
