export declare function ensureBuild(options?: { force?: boolean }): boolean;
export declare function build(): void;
