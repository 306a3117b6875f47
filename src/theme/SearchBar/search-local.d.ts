// Types for the two small helpers of @easyops-cn/docusaurus-search-local 0.55 that the look-alike
// search box reuses, so that its shortcut and hints match the real box's exactly.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface ParsedKeymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
