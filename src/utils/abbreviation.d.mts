export function abbreviate(value: string): string;
export function abbreviatedLength(text: string): number | null;
export function expand(json: unknown, values: string[]): unknown;
