export declare function ensureBuild(options?: { force?: boolean }): boolean;
