export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const OMNIBOX_POPUP_FEATURES: string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: string[];
