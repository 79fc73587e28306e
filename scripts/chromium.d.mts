/** Types of scripts/chromium.mjs for TypeScript callers. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
