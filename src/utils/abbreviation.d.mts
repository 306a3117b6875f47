export function abbreviate(value: string): string;
export function abbreviatedLength(text: string): number | null;
export function expandedLength(text: string): number;
export function expand(json: unknown, values: string[]): unknown;
