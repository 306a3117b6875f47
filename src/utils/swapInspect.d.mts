export interface InspectionResult {
  rule: string;
  status: 'fail' | 'warn' | 'pass' | 'skip';
  title: string;
  href: string;
  message: string;
  values?: {label: string; value: string}[];
}

export interface DecodedInput {
  index: number;
  outpoint: string;
  owner: 'proposer' | 'responder' | null;
  asset: string | null;
  amount: string | null;
  confidential: boolean | null;
  fromUnblinded?: boolean;
  witnessUtxo: boolean | null;
  finalized?: boolean;
  signatures: {pubkey: string; valid: boolean | null; why?: string}[];
}

export interface DecodedOutput {
  index: number;
  owner: 'proposer' | 'responder' | 'fee' | null;
  asset: string | null;
  amount: string | null;
  blinded: boolean;
  statedOnly: boolean;
  script: string;
  scriptType: string;
  blindingPubkey: string | null;
  blinderIndex: number | null;
}

export interface Inspection {
  error?: {title: string; message: string; href?: string; hrefLabel?: string};
  recognized?: string;
  notes: string[];
  transaction?: {
    format: string;
    txid: string | null;
    inputs: DecodedInput[];
    outputs: DecodedOutput[];
  };
  results: InspectionResult[];
}

export function inspect(text: string, contextText?: string): Inspection;
export const RULES: Record<string, {title: string; href: string}>;
export const SPEC: {swap: string; trade: string; v0Swap: string};
