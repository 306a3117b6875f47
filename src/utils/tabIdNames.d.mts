export declare function tabId(base: string, value: string): string;
export declare function panelId(base: string, value: string): string;
