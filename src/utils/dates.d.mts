export function formatShortUtcDate(date: Date): string;
export function shortUtcDateFormat(locale: string): {format(date: Date): string};
