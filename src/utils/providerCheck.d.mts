export interface Finding {
  id: string;
  status: 'fail' | 'warn' | 'pass' | 'info';
  title: string;
  message: string;
  fix?: {href: string; label: string};
  command?: string;
}

export interface Market {
  baseAsset: string;
  quoteAsset: string;
}

export type Endpoint =
  | {error: string; fix?: {href: string; label: string}}
  | {
      error?: undefined;
      base: string;
      host: string;
      onion: boolean;
      findings: Finding[];
      blocked: 'mixed' | 'onion' | null;
      curl: string;
    };

export function readEndpoint(text: string, pageProtocol: string): Endpoint;

export function checkProvider(
  base: string,
  options: {
    fetch: typeof fetch;
    curl: string;
    market?: Market | null;
    onProgress?: (text: string) => void;
  },
): Promise<{
  endpoint: Finding[];
  markets: {market: Market; listed: boolean; findings: Finding[]}[];
}>;

export const FIXES: Record<string, {href: string; label: string}>;
export const PREVIEW_AMOUNT: string;
