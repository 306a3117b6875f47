export declare const CURRENT_VERSION_PATH: string;
export declare function versionPath(version: string, versions: readonly string[]): string;
export declare function landingPageOf(sourceFilePath: string, versions: readonly string[]): string;
