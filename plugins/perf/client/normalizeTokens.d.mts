export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export type PrismToken =
  string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

export declare function normalizeTokens(tokens: PrismToken[]): Token[][];
