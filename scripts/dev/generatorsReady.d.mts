// Types of generatorsReady.mjs (plain JavaScript: next.config.mjs and scripts/dev.mjs load it without a TypeScript loader).
export declare const GENERATORS_FILE_VARIABLE: 'NEXT_DEV_GENERATORS_FILE';
export declare const GENERATORS_OK: 'ok';
export declare function announceGenerators(file: string, outcome: string): void;
export declare function generatorsReady(
  env: Readonly<Record<string, string | undefined>>,
  limitMs?: number,
): Promise<void>;
