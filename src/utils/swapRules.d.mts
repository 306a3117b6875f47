export const RULES: Record<string, {title: string; href: string}>;
export const SPEC: {swap: string; trade: string; v0Swap: string};
