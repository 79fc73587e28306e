export declare const DEV_REGISTRY_MARKER: string;
export declare function devRegistryFiles(dir: string): string[];
