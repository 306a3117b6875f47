// The swap inspector's logic (src/components/SwapInspector): recognises a TDEX protocol v2 message
// pasted as JSON, or a bare PSETv2 or transaction, decodes its transaction and runs the checks that
// BOTD#3 and BOTD#4 (docs/specs/03-swap-protocol.md, 04-trade-protocol.md) say the receiving party
// runs. Where the spec leaves a detail to the implementation, the check follows tdex-daemon v1.0.1:
// - field checks: internal/interfaces/grpc/handler/utils.go (parseSwapRequest, isValidAsset,
//   isValidAmount: a uint64 that fits an int64, isValidTransaction: a PSETv2);
// - amounts of a SwapRequest: pkg/swap/utils.go validateSwapRequestTx (unblinded inputs in asset_p
//   minus outputs in asset_p, and outputs in asset_r, with fee_amount added or subtracted);
// - SwapComplete: internal/infrastructure/swap-parser/service.go (a PSETv2, or a transaction in hex,
//   else SwapFail 3) and pkg/swap/complete.go (every signature valid, else SwapFail 2);
// - failure codes: pkg/swap/fail.go.
// Plain JavaScript, loaded on first use only; tests/tools/swap-inspect.test.mjs runs it on the swap
// test vectors and on one faulty message for each rule.
import {
  DecodeError,
  checkSignatures,
  describeTxOut,
  equalBytes,
  fromBase64,
  fromHex,
  isBlinded,
  parsePset,
  parseTransaction,
  prevoutOf,
  scriptType,
  sniffPartial,
  toDisplayHex,
  toHex,
} from './liquidDecode.mjs';
import {RULES, SPEC} from './swapRules.mjs';

export {RULES, SPEC};

const LBTC = {
  '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d': 'Liquid mainnet',
  '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49': 'Liquid testnet',
  '5ac9f65c0efcc4775e0baec4ec03abdde22473cd3cf33c0419ca290e0751b225': 'regtest',
};
const HEX32 = /^[0-9a-fA-F]{64}$/;
const ZERO32 = '0'.repeat(64);
const INT64_MAX = 2n ** 63n - 1n;

/** SwapFail codes of tdex-daemon v1 (pkg/swap/fail.go), as BOTD#3's Errors table gives them. */
export const FAILURE_CODES = {
  0: 'The SwapRequest failed the checks on its transaction and unblinded inputs.',
  1: 'The provider could not build a SwapAccept for a valid request.',
  2: 'A signature of the PSETv2 in the SwapComplete does not verify.',
  3: 'The transaction in a SwapComplete is neither a PSETv2 in base64 nor a raw transaction in hex.',
  4: "The amounts do not match the provider's price, beyond its slippage tolerance.",
  5: 'The trader ended the trade with a SwapFail.',
  6: 'Broadcasting the final transaction failed.',
};

// --- Reading the JSON --------------------------------------------------------------------------

const snake = (/** @type {string} */ key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A field in lowerCamelCase or in snake_case: the gateway reads both (BOTD#1, JSON mapping). */
function field(/** @type {any} */ obj, /** @type {string} */ key) {
  if (obj === null || typeof obj !== 'object') return undefined;
  return key in obj ? obj[key] : obj[snake(key)];
}

const has = (/** @type {any} */ obj, /** @type {string} */ key) => field(obj, key) !== undefined;

const isObject = (/** @type {unknown} */ v) =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A uint64 of the JSON mapping: a string of digits or an integer number, that tdex-daemon v1 takes
 * only if it fits an int64. Returns the value, or a reason it is refused.
 * @param {unknown} value
 * @returns {{value: bigint} | {error: string}}
 */
export function readAmount(value) {
  if (value === undefined || value === null) return {error: 'missing'};
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return {error: `${value} is not a whole amount`};
    if (!Number.isSafeInteger(value))
      return {error: `${value} is too large for a JSON number: write 64-bit amounts as strings`};
    return {value: BigInt(value)};
  }
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    return {error: `${JSON.stringify(value)} is not a string of decimal digits`};
  const n = BigInt(value);
  if (n > INT64_MAX) return {error: `${value} does not fit a signed 64-bit integer`};
  return {value: n};
}

const V1_KEYS = ['inputBlindingKey', 'outputBlindingKey'];

/** Whether an object, or a swap message inside it, carries the blinding-key maps of protocol v1. */
function isProtocolV1(/** @type {any} */ obj) {
  const parts = [obj, field(obj, 'swapRequest'), field(obj, 'swapAccept')];
  return parts.some((part) => isObject(part) && V1_KEYS.some((key) => has(part, key)));
}

/**
 * What a JSON value is, by its fields.
 * @param {any} json
 */
function classify(json) {
  if (!isObject(json)) return null;
  if (has(json, 'swapRequest')) return 'ProposeTradeRequest';
  if (has(json, 'expiryTimeUnix') || (has(json, 'swapAccept') && !has(json, 'txid')))
    return 'ProposeTradeResponse';
  if (has(json, 'txid')) return 'CompleteTradeResponse';
  if (has(json, 'swapComplete') || (has(json, 'swapFail') && Object.keys(json).length === 1))
    return 'CompleteTradeRequest';
  if (has(json, 'requestId')) return 'SwapAccept';
  if (has(json, 'acceptId')) return 'SwapComplete';
  if (has(json, 'failureCode') || has(json, 'failureMessage') || has(json, 'messageId'))
    return 'SwapFail';
  if (has(json, 'amountP') || has(json, 'assetP') || has(json, 'unblindedInputs'))
    return 'SwapRequest';
  return null;
}

const LABELS = {
  SwapRequest: 'a SwapRequest',
  SwapAccept: 'a SwapAccept',
  SwapComplete: 'a SwapComplete',
  SwapFail: 'a SwapFail',
  ProposeTradeRequest: 'the body of a ProposeTrade request',
  ProposeTradeResponse: 'the body of a ProposeTrade response',
  CompleteTradeRequest: 'the body of a CompleteTrade request',
  CompleteTradeResponse: 'the body of a CompleteTrade response',
};

/**
 * @typedef {object} Result
 * @property {string} rule a key of RULES
 * @property {'fail' | 'warn' | 'pass' | 'skip'} status
 * @property {string} message
 * @property {{label: string, value: string}[]} [values]
 */

/**
 * @typedef {object} Inspection
 * @property {{title: string, message: string, href?: string, hrefLabel?: string}} [error]
 * @property {string} [recognized]
 * @property {string[]} notes
 * @property {object} [transaction]
 * @property {(Result & {title: string, href: string})[]} results
 */

const ORDER = {fail: 0, warn: 1, pass: 2, skip: 3};

/**
 * @param {Result[]} results
 * @returns {Inspection['results']}
 */
const finish = (results) =>
  results
    .map((r, i) => ({r, i}))
    .sort((a, b) => ORDER[a.r.status] - ORDER[b.r.status] || a.i - b.i)
    .map(({r}) => ({...r, title: RULES[r.rule].title, href: RULES[r.rule].href}));

/** @returns {Inspection} */
const failure = (
  /** @type {string} */ title,
  /** @type {string} */ message,
  /** @type {string} */ href = '',
  /** @type {string} */ hrefLabel = '',
) => ({error: {title, message, ...(href ? {href, hrefLabel} : {})}, notes: [], results: []});

const V1_ANSWER = (/** @type {string} */ what) =>
  failure(
    'A protocol v1 message',
    `${what} Protocol v1 is what tdex-daemon 0.9.x speaks; this inspector checks protocol v2, where a SwapRequest carries unblinded inputs and a PSETv2 instead.`,
    SPEC.v0Swap,
    'BOTD#3 for protocol v1 (docs of tdex-daemon 0.9.1)',
  );

/**
 * The JSON.parse error, with the line and column of the fault.
 * @param {string} text
 * @param {Error} error
 */
function jsonError(text, error) {
  const at = /position (\d+)/.exec(error.message);
  let where = '';
  if (at && !/line \d+/.test(error.message)) {
    const before = text.slice(0, Number(at[1]));
    const line = before.split('\n').length;
    where = ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
  }
  return failure('Malformed JSON', `${error.message}${where}.`);
}

// --- Transactions ------------------------------------------------------------------------------

/**
 * @typedef {object} Decoded
 * @property {'psetv2' | 'hex'} format
 * @property {import('./liquidDecode.mjs').Pset} [pset]
 * @property {import('./liquidDecode.mjs').Tx} [tx]
 */

/**
 * The transaction field of a message: a PSETv2 in base64, or (where `hexAllowed`) a transaction in
 * hex. Returns the decoded transaction, or a reason.
 * @param {unknown} value
 * @param {boolean} hexAllowed
 * @returns {{decoded: Decoded} | {error: string, kind: string}}
 */
function decodeTransaction(value, hexAllowed) {
  if (typeof value !== 'string' || value.trim() === '') return {error: 'missing', kind: 'missing'};
  const text = value.trim();
  if (hexAllowed && /^[0-9a-fA-F]+$/.test(text) && text.length % 2 === 0) {
    try {
      return {decoded: {format: 'hex', tx: parseTransaction(fromHex(text))}};
    } catch (error) {
      if (error instanceof DecodeError)
        return {error: `hex, but not a transaction: ${error.message}`, kind: 'malformed'};
      throw error;
    }
  }
  try {
    return {decoded: {format: 'psetv2', pset: parsePset(fromBase64(text))}};
  } catch (error) {
    if (error instanceof DecodeError)
      return {error: error.message, kind: /** @type {any} */ (error).kind};
    throw error;
  }
}

/** Which step a PSETv2 is at, by what it carries. @param {import('./liquidDecode.mjs').Pset} pset */
export function stepOf(pset) {
  const signed = pset.inputs.filter((i) => i.partialSigs.length > 0 || i.finalScriptWitness);
  if (pset.outputs.some(isBlinded) || signed.length > 0) {
    return signed.length === pset.inputs.length ? 'SwapComplete' : 'SwapAccept';
  }
  return 'SwapRequest';
}

const amountOf = (/** @type {import('./liquidDecode.mjs').PsetOutput} */ out) => out.amount ?? null;
const assetOf = (/** @type {import('./liquidDecode.mjs').PsetOutput} */ out) =>
  out.asset ? toDisplayHex(out.asset) : null;

/**
 * The decoded transaction as the page shows it.
 * @param {Decoded} decoded
 * @param {{proposerInputs?: number, proposerOutputs?: number, unblinded?: any[]}} parts
 */
function describe(decoded, parts) {
  const owner = (/** @type {number} */ i, /** @type {number | undefined} */ n) =>
    n === undefined ? null : i < n ? 'proposer' : 'responder';
  if (decoded.format === 'hex' && decoded.tx) {
    const tx = decoded.tx;
    return {
      format: 'raw transaction (hex)',
      txid: tx.txid,
      inputs: tx.ins.map((input, i) => ({
        index: i,
        outpoint: `${input.txid}:${input.vout}`,
        owner: owner(i, parts.proposerInputs),
        asset: null,
        amount: null,
        confidential: null,
        witnessUtxo: null,
        signatures:
          input.witness.length > 0
            ? [
                {
                  pubkey: input.witness.length === 2 ? toHex(input.witness[1]) : '',
                  valid: null,
                  why: 'final witness',
                },
              ]
            : [],
      })),
      outputs: tx.outs.map((out, i) => {
        const d = describeTxOut(out);
        return {
          index: i,
          owner: d.script.length === 0 ? 'fee' : owner(i, parts.proposerOutputs),
          asset: d.asset,
          amount: d.value === null ? null : String(d.value),
          blinded: d.assetCommitment || d.valueCommitment,
          statedOnly: false,
          script: toHex(d.script),
          scriptType: scriptType(d.script),
          blindingPubkey: null,
          blinderIndex: null,
        };
      }),
    };
  }
  const pset = /** @type {import('./liquidDecode.mjs').Pset} */ (decoded.pset);
  const sigs = pset.inputs.map((_, i) => checkSignatures(pset, i));
  return {
    format: 'PSETv2',
    txid: null,
    inputs: pset.inputs.map((input, i) => {
      const prevout = prevoutOf(input);
      const d = prevout ? describeTxOut(prevout) : null;
      const unblinded = parts.unblinded?.find((u) => Number(field(u, 'index')) === i);
      return {
        index: i,
        outpoint: `${toDisplayHex(input.previousTxid)}:${input.previousTxIndex}`,
        owner: owner(i, parts.proposerInputs),
        asset: d?.asset ?? (unblinded ? String(field(unblinded, 'asset')) : null),
        amount:
          d?.value !== null && d?.value !== undefined
            ? String(d.value)
            : unblinded
              ? String(field(unblinded, 'amount'))
              : null,
        confidential: d ? d.assetCommitment || d.valueCommitment : null,
        fromUnblinded: Boolean(d && (d.assetCommitment || d.valueCommitment) && unblinded),
        witnessUtxo: Boolean(prevout),
        finalized: Boolean(input.finalScriptWitness || input.finalScriptSig),
        signatures: sigs[i],
      };
    }),
    outputs: pset.outputs.map((out, i) => ({
      index: i,
      owner: !out.script || out.script.length === 0 ? 'fee' : owner(i, parts.proposerOutputs),
      asset: assetOf(out),
      amount: amountOf(out) === null ? null : String(amountOf(out)),
      blinded: isBlinded(out),
      statedOnly: isBlinded(out),
      script: toHex(out.script ?? new Uint8Array(0)),
      scriptType: scriptType(out.script ?? new Uint8Array(0)),
      blindingPubkey: out.blindingPubkey ? toHex(out.blindingPubkey) : null,
      blinderIndex: out.blinderIndex ?? null,
    })),
  };
}

/** The fee output and the network its asset names. @param {import('./liquidDecode.mjs').Pset} pset */
function feeOf(pset) {
  const fees = pset.outputs.filter((o) => !o.script || o.script.length === 0);
  return fees.map((o) => ({amount: o.amount ?? null, asset: assetOf(o), blinded: isBlinded(o)}));
}

// --- The checks --------------------------------------------------------------------------------

/**
 * The fields of a SwapRequest that tdex-daemon v1 refuses with INVALID_ARGUMENT.
 * @param {any} msg
 * @param {Result[]} out
 */
function requestFields(msg, out) {
  const problems = [];
  const id = field(msg, 'id');
  if (typeof id !== 'string' || id === '') problems.push('id is missing');
  for (const key of ['amountP', 'amountR']) {
    const amount = readAmount(field(msg, key));
    if ('error' in amount) problems.push(`${key}: ${amount.error}`);
  }
  for (const key of ['assetP', 'assetR']) {
    const asset = field(msg, key);
    if (typeof asset !== 'string' || !HEX32.test(asset))
      problems.push(`${key} is not 64 hex characters`);
  }
  const list = field(msg, 'unblindedInputs') ?? [];
  if (!Array.isArray(list)) problems.push('unblindedInputs is not a list');
  else
    list.forEach((u, n) => {
      for (const key of ['asset', 'assetBlinder', 'amountBlinder']) {
        const v = field(u, key);
        if (typeof v !== 'string' || !HEX32.test(v))
          problems.push(`unblindedInputs[${n}].${key} is not 64 hex characters`);
      }
      const amount = readAmount(field(u, 'amount') ?? '0');
      if ('error' in amount) problems.push(`unblindedInputs[${n}].amount: ${amount.error}`);
    });
  out.push(
    problems.length === 0
      ? {
          rule: 'request-fields',
          status: 'pass',
          message: 'Every field has the form tdex-daemon v1 accepts.',
        }
      : {
          rule: 'request-fields',
          status: 'fail',
          message: `tdex-daemon v1 refuses the call with INVALID_ARGUMENT: ${problems.join('; ')}.`,
        },
  );
  return problems.length === 0;
}

/**
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {number} count the inputs to check: the proposer's, or all
 * @param {string} who
 * @param {Result[]} out
 */
function witnessUtxos(pset, count, who, out) {
  const missing = pset.inputs.slice(0, count).flatMap((input, i) => (prevoutOf(input) ? [] : [i]));
  out.push(
    missing.length === 0
      ? {
          rule: 'witness-utxo',
          status: 'pass',
          message: `Every ${who}input carries the output it spends.`,
        }
      : {
          rule: 'witness-utxo',
          status: 'fail',
          message: `Input${missing.length > 1 ? 's' : ''} ${missing.join(', ')} carr${missing.length > 1 ? 'y' : 'ies'} neither a witness UTXO nor the previous transaction. tdex-daemon v1 then stops on a Go runtime error (HTTP 500), not a SwapFail.`,
        },
  );
}

/**
 * The unblinded inputs of a SwapRequest against its transaction.
 * @param {any[]} list
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {Result[]} out
 */
function unblindedInputs(list, pset, out) {
  const n = pset.inputs.length;
  const indexes = list.map((u) => Number(field(u, 'index') ?? 0));
  const outOfRange = indexes.filter((i) => !(i < n));
  if (list.length === 0 || outOfRange.length > 0) {
    out.push({
      rule: 'unblinded-inputs',
      status: 'fail',
      message:
        list.length === 0
          ? 'unblindedInputs is empty. tdex-daemon v1 answers SwapFail code 0.'
          : `unblindedInputs names input ${outOfRange.join(', ')}, but the transaction has ${n} input${n === 1 ? '' : 's'}. tdex-daemon v1 answers SwapFail code 0.`,
    });
    return;
  }
  out.push({
    rule: 'unblinded-inputs',
    status: 'pass',
    message: `${list.length} unblinded input${list.length === 1 ? '' : 's'}, each naming an input of the transaction.`,
  });
  const inOrder = indexes.every((index, i) => index === i) && list.length === n;
  out.push(
    inOrder
      ? {
          rule: 'unblinded-order',
          status: 'pass',
          message: 'Entry n describes input n, for every input.',
        }
      : {
          rule: 'unblinded-order',
          status: 'fail',
          message: `The entries name inputs ${indexes.join(', ')}, for a transaction of ${n} input${n === 1 ? '' : 's'}: entry n must describe input n, one for each input the proposer added. The Ocean wallet behind tdex-daemon v1 reads them in list order and would blind with the wrong data.`,
        },
  );
  const mismatched = [];
  list.forEach((u, i) => {
    const input = pset.inputs[Number(field(u, 'index'))];
    const prevout = input && prevoutOf(input);
    if (!prevout) return;
    const d = describeTxOut(prevout);
    const asset = String(field(u, 'asset') ?? '').toLowerCase();
    const amount = readAmount(field(u, 'amount') ?? '0');
    if (d.asset !== null && d.asset !== asset)
      mismatched.push(`entry ${i} says asset ${asset}, the coin holds ${d.asset}`);
    if (d.value !== null && 'value' in amount && d.value !== amount.value)
      mismatched.push(`entry ${i} says amount ${amount.value}, the coin holds ${d.value}`);
    if (d.asset !== null && d.value !== null) {
      for (const key of ['assetBlinder', 'amountBlinder'])
        if (String(field(u, key)) !== ZERO32)
          mismatched.push(`entry ${i}: the coin is not confidential, so ${key} must be 64 zeros`);
    }
  });
  out.push(
    mismatched.length === 0
      ? {
          rule: 'unblinded-explicit',
          status: 'pass',
          message:
            'Each entry for a coin that is not confidential states its asset and amount, with zero blinders. (The blinders of a confidential coin open its commitments only with the secp256k1-zkp library, which this page does not load.)',
        }
      : {rule: 'unblinded-explicit', status: 'fail', message: `${mismatched.join('; ')}.`},
  );
}

/**
 * The totals of a SwapRequest's transaction, as tdex-daemon v1 counts them: unblinded inputs in
 * asset_p minus outputs in asset_p, and outputs in asset_r (pkg/swap/utils.go).
 * @param {any[]} unblinded
 * @param {import('./liquidDecode.mjs').PsetOutput[]} outputs the proposer's outputs
 * @param {string} assetP
 * @param {string} assetR
 */
function totals(unblinded, outputs, assetP, assetR) {
  let sent = 0n;
  for (const u of unblinded) {
    const amount = readAmount(field(u, 'amount') ?? '0');
    if (String(field(u, 'asset')).toLowerCase() === assetP && 'value' in amount)
      sent += amount.value;
  }
  let received = 0n;
  for (const o of outputs) {
    const asset = assetOf(o);
    if (asset === assetP) sent -= o.amount ?? 0n;
    if (asset === assetR) received += o.amount ?? 0n;
  }
  return {sent, received};
}

/**
 * The amounts of the transaction against amount_p and amount_r, with the trading fee when the
 * ProposeTrade body gives it.
 * @param {{amountP: bigint, amountR: bigint, assetP: string, assetR: string}} terms
 * @param {{sent: bigint, received: bigint}} tx
 * @param {{asset: string, amount: bigint} | null} fee
 * @param {string} rule
 * @param {string} stated
 * @param {Result[]} out
 */
function amounts(terms, tx, fee, rule, stated, out) {
  const {amountP, amountR, assetP, assetR} = terms;
  const values = [
    {label: 'the transaction sends (net, asset_p)', value: String(tx.sent)},
    {label: 'the transaction pays the proposer (asset_r)', value: String(tx.received)},
    {label: 'amount_p', value: String(amountP)},
    {label: 'amount_r', value: String(amountR)},
  ];
  if (fee) {
    // Both directions, as validateSwapRequestTx tries them: the fee added to the amount in its
    // asset, or subtracted from it.
    const ok = [1n, -1n].some((sign) => {
      const p = tx.sent + (fee.asset === assetP ? sign * fee.amount : 0n);
      const r = tx.received + (fee.asset === assetR ? sign * fee.amount : 0n);
      return p === amountP && r === amountR;
    });
    out.push(
      ok
        ? {
            rule,
            status: 'pass',
            message: `${stated}The transaction sends amount_p and pays amount_r once the trading fee (${fee.amount}) is counted.`,
            values,
          }
        : {
            rule,
            status: 'fail',
            message: `${stated}The transaction sends ${tx.sent} of asset_p (net) and pays ${tx.received} of asset_r; with the trading fee of ${fee.amount} in ${fee.asset === assetP ? 'asset_p' : fee.asset === assetR ? 'asset_r' : 'neither asset'}, they should come to amount_p = ${amountP} and amount_r = ${amountR}. tdex-daemon v1 answers SwapFail code 0.`,
            values,
          },
    );
    return;
  }
  if (tx.sent === amountP && tx.received === amountR) {
    out.push({
      rule,
      status: 'pass',
      message: `${stated}The transaction sends exactly amount_p and pays exactly amount_r.`,
      values,
    });
  } else if (tx.received === amountR && tx.sent > amountP) {
    out.push({
      rule,
      status: 'warn',
      message: `${stated}The transaction sends ${tx.sent - amountP} more than amount_p: right only if that is the trading fee, paid in asset_p. The fee is stated in the ProposeTrade body (fee_amount); paste that body instead to check it.`,
      values,
    });
  } else if (tx.sent === amountP && tx.received < amountR) {
    out.push({
      rule,
      status: 'warn',
      message: `${stated}The transaction pays ${amountR - tx.received} less than amount_r: right only if that is the trading fee, paid in asset_r. The fee is stated in the ProposeTrade body (fee_amount); paste that body instead to check it.`,
      values,
    });
  } else {
    out.push({
      rule,
      status: 'fail',
      message: `${stated}The transaction sends ${tx.sent} of asset_p (net) and pays ${tx.received} of asset_r, which no trading fee in one asset reconciles with amount_p = ${amountP} and amount_r = ${amountR}.`,
      values,
    });
  }
}

/**
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {Result[]} out
 */
function requestTransaction(pset, out) {
  const blinded = pset.outputs.flatMap((o, i) =>
    isBlinded(o) || o.valueCommitment || o.assetCommitment ? [i] : [],
  );
  const unstated = pset.outputs.flatMap((o, i) => (o.amount === undefined || !o.asset ? [i] : []));
  const bad = [...new Set([...blinded, ...unstated])];
  out.push(
    bad.length === 0
      ? {
          rule: 'request-unblinded',
          status: 'pass',
          message: 'Every output states its asset and amount, and none is blinded yet.',
        }
      : {
          rule: 'request-unblinded',
          status: 'fail',
          message: `Output${bad.length > 1 ? 's' : ''} ${bad.join(', ')} ${blinded.length ? 'are already blinded' : 'lack an explicit asset or amount'}: the proposer leaves every output unblinded, and tdex-daemon v1 reads their explicit asset and amount.`,
        },
  );
  const wrong = pset.outputs.flatMap((o, i) =>
    o.blindingPubkey && !(o.blinderIndex !== undefined && o.blinderIndex < pset.inputs.length)
      ? [i]
      : [],
  );
  out.push(
    wrong.length === 0
      ? {
          rule: 'blinder-index',
          status: 'pass',
          message:
            "Each output to a confidential address names one of the proposer's inputs as its blinder.",
        }
      : {
          rule: 'blinder-index',
          status: 'fail',
          message: `Output${wrong.length > 1 ? 's' : ''} ${wrong.join(', ')} ha${wrong.length > 1 ? 've' : 's'} a blinding public key but no blinder index naming one of the ${pset.inputs.length} input${pset.inputs.length === 1 ? '' : 's'}.`,
        },
  );
  const signed = pset.inputs.flatMap((input, i) =>
    input.partialSigs.length || input.finalScriptWitness ? [i] : [],
  );
  out.push(
    signed.length === 0
      ? {rule: 'request-unsigned', status: 'pass', message: 'No input is signed yet.'}
      : {
          rule: 'request-unsigned',
          status: 'fail',
          message: `Input${signed.length > 1 ? 's' : ''} ${signed.join(', ')} ${signed.length > 1 ? 'are' : 'is'} already signed. The proposer signs after the SwapAccept: the responder's inputs and outputs change what SIGHASH_ALL covers, so a signature made now cannot be valid.`,
        },
  );
}

/**
 * Blinding and fee of a SwapAccept or SwapComplete transaction.
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {Result[]} out
 */
function blinding(pset, out) {
  const unblinded = pset.outputs.flatMap((o, i) =>
    o.blindingPubkey &&
    !(isBlinded(o) && o.valueRangeproof && o.assetSurjectionProof && o.ecdhPubkey)
      ? [i]
      : [],
  );
  out.push(
    unblinded.length === 0
      ? {
          rule: 'blinding',
          status: 'pass',
          message:
            'Every output with a blinding public key is blinded, with its range and surjection proofs.',
        }
      : {
          rule: 'blinding',
          status: 'fail',
          message: `Output${unblinded.length > 1 ? 's' : ''} ${unblinded.join(', ')} ha${unblinded.length > 1 ? 've' : 's'} a blinding public key but ${unblinded.length > 1 ? 'are' : 'is'} not fully blinded (commitments, range proof, surjection proof and nonce).`,
        },
  );
  const fees = feeOf(pset);
  const problems = [];
  if (fees.length !== 1)
    problems.push(
      `the transaction has ${fees.length} outputs without a script, where it needs one fee output`,
    );
  for (const fee of fees) {
    if (fee.blinded)
      problems.push('the fee output is blinded, but Liquid fee outputs are explicit');
    else if (fee.asset && !LBTC[fee.asset])
      problems.push(
        `the fee is paid in ${fee.asset}, which is not L-BTC on mainnet, testnet or regtest`,
      );
  }
  out.push(
    problems.length === 0
      ? {
          rule: 'fee-output',
          status: 'pass',
          message: `One explicit fee output: ${fees[0].amount} sats of L-BTC (${LBTC[/** @type {string} */ (fees[0].asset)]}).`,
        }
      : {rule: 'fee-output', status: 'fail', message: `${problems.join('; ')}.`},
  );
}

/**
 * The signatures of a SwapAccept (the responder's inputs) or a SwapComplete (every input).
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {number[]} inputs
 * @param {string} rule
 * @param {Result[]} out
 */
function signatures(pset, inputs, rule, out) {
  const missing = [];
  const invalid = [];
  const unchecked = [];
  for (const i of inputs) {
    const checks = checkSignatures(pset, i);
    if (checks.length === 0) missing.push(i);
    for (const c of checks) {
      if (c.valid === false) invalid.push(`input ${i}: ${c.why}`);
      if (c.valid === null) unchecked.push(`input ${i}: ${c.why}`);
    }
  }
  if (missing.length || invalid.length) {
    out.push({
      rule,
      status: 'fail',
      message: [
        missing.length
          ? `Input${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no signature.`
          : '',
        invalid.length ? `Invalid: ${invalid.join('; ')}.` : '',
        rule === 'complete-signatures' && invalid.length
          ? 'tdex-daemon v1 answers SwapFail code 2.'
          : '',
        rule === 'complete-signatures' && missing.length && !invalid.length
          ? 'tdex-daemon v1 then stops on a Go runtime error (HTTP 500), not a SwapFail.'
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  } else if (unchecked.length) {
    out.push({
      rule,
      status: 'warn',
      message: `Every input is signed, but this page could not check: ${unchecked.join('; ')}.`,
    });
  } else {
    out.push({
      rule,
      status: 'pass',
      message: `${inputs.length} input${inputs.length === 1 ? '' : 's'} signed, every signature valid.`,
    });
  }
}

/**
 * What a SwapComplete's PSETv2 needs before tdex-daemon v1 can finalize it.
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {Result[]} out
 */
function finalizable(pset, out) {
  const finalized = pset.inputs.filter((i) => i.finalScriptWitness || i.finalScriptSig).length;
  const problems = [];
  pset.inputs.forEach((input, i) => {
    if (!prevoutOf(input)) problems.push(`input ${i} has no witness UTXO`);
    if (!(input.finalScriptWitness || input.finalScriptSig) && input.partialSigs.length === 0)
      problems.push(`input ${i} has no signature`);
  });
  if (finalized > 0 && finalized < pset.inputs.length)
    problems.push(`${finalized} of ${pset.inputs.length} inputs are finalized and the others not`);
  out.push(
    problems.length === 0
      ? {
          rule: 'complete-finalizable',
          status: 'pass',
          message: 'Every input can be finalized: it has its witness UTXO and a signature.',
        }
      : {
          rule: 'complete-finalizable',
          status: 'fail',
          message: `${problems.join('; ')}. tdex-daemon v1 cannot finalize the PSETv2: CompleteTrade fails with INTERNAL (HTTP 500) and a Go runtime error, and the trade stays accepted until it expires.`,
        },
  );
}

/**
 * The proposer's part in a later step's transaction, against its SwapRequest.
 * @param {import('./liquidDecode.mjs').Pset} pset
 * @param {{msg: any, pset: import('./liquidDecode.mjs').Pset, fee: {asset: string, amount: bigint} | null}} request
 * @param {Result[]} out
 */
function proposerPart(pset, request, out) {
  const problems = [];
  const before = request.pset;
  before.inputs.forEach((input, i) => {
    const now = pset.inputs[i];
    if (!now) problems.push(`input ${i} is gone`);
    else if (
      !equalBytes(now.previousTxid, input.previousTxid) ||
      now.previousTxIndex !== input.previousTxIndex
    )
      problems.push(`input ${i} spends another coin`);
  });
  before.outputs.forEach((output, i) => {
    const now = pset.outputs[i];
    if (!now) {
      problems.push(`output ${i} is gone`);
      return;
    }
    if (!equalBytes(now.script ?? new Uint8Array(0), output.script ?? new Uint8Array(0)))
      problems.push(`output ${i} pays another script`);
    if (
      output.blindingPubkey &&
      !equalBytes(now.blindingPubkey ?? new Uint8Array(0), output.blindingPubkey)
    )
      problems.push(`output ${i} has another blinding key`);
    if (assetOf(now) !== assetOf(output) || now.amount !== output.amount)
      problems.push(
        `output ${i} states ${now.amount} of ${assetOf(now)}, not ${output.amount} of ${assetOf(output)}`,
      );
  });
  out.push(
    problems.length === 0
      ? {
          rule: 'proposer-part',
          status: 'pass',
          message: `The proposer's ${before.inputs.length} input${before.inputs.length === 1 ? '' : 's'} and ${before.outputs.length} output${before.outputs.length === 1 ? '' : 's'} are still the first ones, unchanged (amounts as the PSETv2 states them beside their commitments).`,
        }
      : {rule: 'proposer-part', status: 'fail', message: `${problems.join('; ')}.`},
  );
  const terms = termsOf(request.msg);
  if (terms) {
    const tx = totals(
      field(request.msg, 'unblindedInputs') ?? [],
      pset.outputs.slice(0, before.outputs.length),
      terms.assetP,
      terms.assetR,
    );
    amounts(
      terms,
      tx,
      request.fee,
      'accept-amounts',
      'Amounts as the PSETv2 states them beside their commitments. ',
      out,
    );
  }
}

/** @param {any} msg */
function termsOf(msg) {
  const p = readAmount(field(msg, 'amountP'));
  const r = readAmount(field(msg, 'amountR'));
  const assetP = String(field(msg, 'assetP') ?? '').toLowerCase();
  const assetR = String(field(msg, 'assetR') ?? '').toLowerCase();
  if (!('value' in p) || !('value' in r) || !HEX32.test(assetP) || !HEX32.test(assetR)) return null;
  return {amountP: p.value, amountR: r.value, assetP, assetR};
}

/**
 * The fields of a ProposeTrade request body other than its SwapRequest (handler/utils.go
 * parseMarket, parseTradeType, parseSwapRequest) and the direction of its assets (BOTD#4 TradeType).
 * @param {any} body
 * @param {Result[]} out
 * @returns {{asset: string, amount: bigint} | null}
 */
function tradeFields(body, out) {
  const problems = [];
  const market = field(body, 'market');
  const base = String(field(market, 'baseAsset') ?? '').toLowerCase();
  const quote = String(field(market, 'quoteAsset') ?? '').toLowerCase();
  if (!isObject(market)) problems.push('missing market');
  else {
    if (!HEX32.test(base)) problems.push('invalid base asset');
    if (!HEX32.test(quote)) problems.push('invalid quote asset');
  }
  const type = field(body, 'type') ?? 'TRADE_TYPE_BUY';
  const isBuy = type === 'TRADE_TYPE_BUY' || type === 0;
  const isSell = type === 'TRADE_TYPE_SELL' || type === 1;
  if (!isBuy && !isSell) problems.push('unknown trade type');
  const feeAsset = String(field(body, 'feeAsset') ?? '').toLowerCase();
  if (!HEX32.test(feeAsset)) problems.push('invalid fee asset');
  const feeAmount = readAmount(field(body, 'feeAmount') ?? '0');
  if ('error' in feeAmount) problems.push(`invalid fee amount (${feeAmount.error})`);
  out.push(
    problems.length === 0
      ? {
          rule: 'trade-fields',
          status: 'pass',
          message: 'market, type, fee_asset and fee_amount have the form tdex-daemon v1 accepts.',
        }
      : {
          rule: 'trade-fields',
          status: 'fail',
          message: `tdex-daemon v1 refuses the call with INVALID_ARGUMENT: ${problems.join(', ')}.`,
        },
  );
  const request = field(body, 'swapRequest');
  const terms = isObject(request) ? termsOf(request) : null;
  if (terms && HEX32.test(base) && HEX32.test(quote) && (isBuy || isSell)) {
    const [sends, receives] = isBuy ? [quote, base] : [base, quote];
    const ok =
      terms.assetP === sends &&
      terms.assetR === receives &&
      (feeAsset === base || feeAsset === quote);
    out.push(
      ok
        ? {
            rule: 'trade-assets',
            status: 'pass',
            message: `A ${isBuy ? 'BUY' : 'SELL'}: the trader sends the ${isBuy ? 'quote' : 'base'} asset and receives the ${isBuy ? 'base' : 'quote'} asset, and pays the fee in one of them.`,
          }
        : {
            rule: 'trade-assets',
            status: 'fail',
            message: `In a ${isBuy ? 'BUY' : 'SELL'} the trader sends the ${isBuy ? 'quote' : 'base'} asset (asset_p = ${sends}) and receives the ${isBuy ? 'base' : 'quote'} asset (asset_r = ${receives}), and fee_asset is one of the two.`,
          },
    );
  }
  return 'value' in feeAmount && HEX32.test(feeAsset)
    ? {asset: feeAsset, amount: feeAmount.value}
    : null;
}

// --- Entry points ------------------------------------------------------------------------------

/**
 * Reads a pasted text: JSON, a PSETv2 in base64, or a transaction in hex.
 * @param {string} text
 * @returns {{json: any} | {raw: string} | {error: Inspection}}
 */
function read(text) {
  const trimmed = text.trim();
  if (trimmed === '')
    return {error: failure('Nothing to inspect', 'Paste a message, or load an example.')};
  if (/^[[{"]/.test(trimmed)) {
    try {
      const json = JSON.parse(trimmed);
      return typeof json === 'string' ? {raw: json} : {json};
    } catch (error) {
      return {error: jsonError(trimmed, /** @type {Error} */ (error))};
    }
  }
  return {raw: trimmed};
}

/**
 * The SwapRequest that a later step is checked against: a SwapRequest or a ProposeTrade body.
 * @param {string} text
 * @returns {{request: {msg: any, pset: import('./liquidDecode.mjs').Pset, fee: {asset: string, amount: bigint} | null}} | {error: Inspection} | null}
 */
function readContext(text) {
  if (!text.trim()) return null;
  const input = read(text);
  if ('error' in input)
    return {
      error: {
        ...input.error,
        error: {...input.error.error, title: `Earlier message: ${input.error.error?.title}`},
      },
    };
  const kind = 'json' in input ? classify(input.json) : null;
  if (kind !== 'SwapRequest' && kind !== 'ProposeTradeRequest') {
    const what = kind
      ? LABELS[kind]
      : 'json' in input
        ? 'not a swap message'
        : 'a bare transaction';
    return {
      error: failure(
        'Earlier message: not a SwapRequest',
        `The earlier message is ${what}. That field takes the SwapRequest that opened the swap, or the body of the ProposeTrade request that carried it.`,
        RULES['accept-request-id'].href,
        'BOTD#3: what the proposer checks',
      ),
    };
  }
  const json = /** @type {{json: any}} */ (input).json;
  const msg = kind === 'ProposeTradeRequest' ? field(json, 'swapRequest') : json;
  const decoded = decodeTransaction(field(msg, 'transaction'), false);
  if ('error' in decoded || !decoded.decoded.pset)
    return {
      error: failure(
        'Earlier message: its transaction does not decode',
        'error' in decoded ? decoded.error : '',
      ),
    };
  let fee = null;
  if (kind === 'ProposeTradeRequest') {
    const amount = readAmount(field(json, 'feeAmount') ?? '0');
    const asset = String(field(json, 'feeAsset') ?? '').toLowerCase();
    if ('value' in amount && HEX32.test(asset)) fee = {asset, amount: amount.value};
  }
  return {request: {msg, pset: decoded.decoded.pset, fee}};
}

/**
 * Inspects a pasted message.
 * @param {string} text the message
 * @param {string} [contextText] the SwapRequest (or ProposeTrade body) of the same swap
 * @returns {Inspection}
 */
export function inspect(text, contextText = '') {
  const input = read(text);
  if ('error' in input) return input.error;
  const context = readContext(contextText);
  if (context && 'error' in context) return context.error;
  const request = context?.request ?? null;

  if ('raw' in input) return inspectRaw(input.raw, request);
  const json = input.json;
  if (isProtocolV1(json)) {
    return V1_ANSWER(
      'It carries the maps of private blinding keys (inputBlindingKey, outputBlindingKey) of a protocol v1 swap.',
    );
  }
  const kind = classify(json);
  if (!kind) {
    const keys = isObject(json)
      ? Object.keys(json).slice(0, 6).join(', ')
      : Array.isArray(json)
        ? 'a list'
        : typeof json;
    return failure(
      'Not a swap message',
      `The JSON has ${isObject(json) ? `the fields ${keys || '(none)'}` : keys}, which match none of SwapRequest, SwapAccept, SwapComplete, SwapFail, or the ProposeTrade and CompleteTrade bodies.`,
      SPEC.swap + '#messages',
      'BOTD#3: the messages',
    );
  }
  switch (kind) {
    case 'ProposeTradeRequest': {
      /** @type {Result[]} */
      const out = [];
      const fee = tradeFields(json, out);
      const inner = field(json, 'swapRequest');
      if (!isObject(inner)) {
        out.push({
          rule: 'request-fields',
          status: 'fail',
          message: 'swapRequest is not a SwapRequest: tdex-daemon v1 answers missing swap request.',
        });
        return {recognized: LABELS[kind], notes: [], results: finish(out)};
      }
      return inspectRequest(inner, fee, out, `${LABELS[kind]}, with its SwapRequest`);
    }
    case 'SwapRequest':
      return inspectRequest(json, null, [], LABELS[kind]);
    case 'ProposeTradeResponse': {
      const accept = field(json, 'swapAccept');
      const fail = field(json, 'swapFail');
      if (isObject(accept))
        return inspectLater(accept, 'SwapAccept', request, `${LABELS[kind]}, with its SwapAccept`);
      if (isObject(fail)) return inspectFail(fail, `${LABELS[kind]}, with its SwapFail`);
      return failure(
        'An empty ProposeTrade response',
        'Neither swapAccept nor swapFail is set.',
        SPEC.trade + '#proposetrade',
        'BOTD#4: ProposeTrade',
      );
    }
    case 'SwapAccept':
    case 'SwapComplete':
      return inspectLater(json, kind, request, LABELS[kind]);
    case 'CompleteTradeRequest': {
      const complete = field(json, 'swapComplete');
      if (isObject(complete))
        return inspectLater(
          complete,
          'SwapComplete',
          request,
          `${LABELS[kind]}, with its SwapComplete`,
        );
      const fail = field(json, 'swapFail');
      return inspectFail(fail, `${LABELS[kind]} that aborts the trade`, true);
    }
    case 'CompleteTradeResponse': {
      const fail = field(json, 'swapFail');
      if (isObject(fail)) return inspectFail(fail, `${LABELS[kind]}, with its SwapFail`);
      return {
        recognized: LABELS[kind],
        notes: [`The provider completed the trade: transaction ${field(json, 'txid')}.`],
        results: [],
      };
    }
    case 'SwapFail':
      return inspectFail(json, LABELS[kind]);
    default:
      throw new Error(`unhandled ${kind}`);
  }
}

/**
 * A SwapRequest, alone or from a ProposeTrade body.
 * @param {any} msg
 * @param {{asset: string, amount: bigint} | null} fee
 * @param {Result[]} out
 * @param {string} recognized
 * @returns {Inspection}
 */
function inspectRequest(msg, fee, out, recognized) {
  requestFields(msg, out);
  const decoded = decodeTransaction(field(msg, 'transaction'), false);
  if ('error' in decoded) {
    if (decoded.kind === 'psetv0') return V1_ANSWER('Its transaction is a PSET of version 0.');
    out.push({
      rule: 'transaction-format',
      status: 'fail',
      message: `The transaction is not a PSETv2 in base64 (${decoded.error}). tdex-daemon v1 answers INVALID_ARGUMENT: invalid swap request transaction.`,
    });
    return {recognized, notes: [], results: finish(out)};
  }
  const pset = /** @type {import('./liquidDecode.mjs').Pset} */ (decoded.decoded.pset);
  out.push({
    rule: 'transaction-format',
    status: 'pass',
    message: `A PSETv2 of ${pset.inputs.length} input${pset.inputs.length === 1 ? '' : 's'} and ${pset.outputs.length} output${pset.outputs.length === 1 ? '' : 's'}.`,
  });
  const list = field(msg, 'unblindedInputs') ?? [];
  unblindedInputs(Array.isArray(list) ? list : [], pset, out);
  witnessUtxos(pset, pset.inputs.length, '', out);
  requestTransaction(pset, out);
  const terms = termsOf(msg);
  if (terms) {
    const tx = totals(Array.isArray(list) ? list : [], pset.outputs, terms.assetP, terms.assetR);
    amounts(terms, tx, fee, 'request-amounts', '', out);
  }
  const notes = [];
  const step = stepOf(pset);
  if (step !== 'SwapRequest')
    notes.push(
      `Its transaction looks like the one of a ${step}: it is already ${step === 'SwapComplete' ? 'signed' : 'blinded or partly signed'}.`,
    );
  return {
    recognized,
    notes,
    transaction: describe(decoded.decoded, {
      proposerInputs: pset.inputs.length,
      proposerOutputs: pset.outputs.length,
      unblinded: Array.isArray(list) ? list : [],
    }),
    results: finish(out),
  };
}

/**
 * A SwapAccept or a SwapComplete.
 * @param {any} msg
 * @param {'SwapAccept' | 'SwapComplete'} kind
 * @param {{msg: any, pset: import('./liquidDecode.mjs').Pset, fee: {asset: string, amount: bigint} | null} | null} request
 * @param {string} recognized
 * @returns {Inspection}
 */
function inspectLater(msg, kind, request, recognized) {
  /** @type {Result[]} */
  const out = [];
  const idKey = kind === 'SwapAccept' ? 'requestId' : 'acceptId';
  const missing = ['id', idKey, 'transaction'].filter(
    (key) => typeof field(msg, key) !== 'string' || field(msg, key) === '',
  );
  out.push(
    missing.length === 0
      ? {
          rule: kind === 'SwapAccept' ? 'accept-fields' : 'complete-fields',
          status: 'pass',
          message: `id, ${idKey} and transaction are set.`,
        }
      : {
          rule: kind === 'SwapAccept' ? 'accept-fields' : 'complete-fields',
          status: 'fail',
          message: `Missing: ${missing.join(', ')}.`,
        },
  );
  const decoded = decodeTransaction(field(msg, 'transaction'), kind === 'SwapComplete');
  if ('error' in decoded) {
    if (decoded.kind === 'psetv0') return V1_ANSWER('Its transaction is a PSET of version 0.');
    out.push({
      rule: 'transaction-format',
      status: 'fail',
      message:
        kind === 'SwapComplete'
          ? `The transaction is neither a PSETv2 in base64 nor a transaction in hex (${decoded.error}). tdex-daemon v1 answers SwapFail code 3.`
          : `The transaction is not a PSETv2 in base64 (${decoded.error}).`,
    });
    return {recognized, notes: [], results: finish(out)};
  }
  const notes = [];
  const proposerInputs = request?.pset.inputs.length;
  const proposerOutputs = request?.pset.outputs.length;
  if (kind === 'SwapAccept' && request) {
    const id = field(request.msg, 'id');
    out.push(
      field(msg, 'requestId') === id
        ? {
            rule: 'accept-request-id',
            status: 'pass',
            message: `requestId is the SwapRequest's id, ${id}.`,
          }
        : {
            rule: 'accept-request-id',
            status: 'fail',
            message: `requestId is ${JSON.stringify(field(msg, 'requestId'))}, but the SwapRequest's id is ${JSON.stringify(id)}.`,
          },
    );
  }
  if (decoded.decoded.format === 'hex') {
    out.push({
      rule: 'transaction-format',
      status: 'pass',
      message: 'A final transaction in hex: tdex-daemon v1 broadcasts it as it is.',
    });
    out.push({
      rule: 'complete-signatures',
      status: 'skip',
      message:
        'A transaction in hex does not carry the outputs its inputs spend, so its signatures cannot be checked here. Paste the PSETv2 instead.',
    });
    return {
      recognized,
      notes,
      transaction: describe(decoded.decoded, {proposerInputs, proposerOutputs}),
      results: finish(out),
    };
  }
  const pset = /** @type {import('./liquidDecode.mjs').Pset} */ (decoded.decoded.pset);
  out.push({
    rule: 'transaction-format',
    status: 'pass',
    message: `A PSETv2 of ${pset.inputs.length} inputs and ${pset.outputs.length} outputs.`,
  });
  witnessUtxos(pset, pset.inputs.length, '', out);
  blinding(pset, out);
  if (kind === 'SwapAccept') {
    const responder = request
      ? pset.inputs.map((_, i) => i).filter((i) => i >= request.pset.inputs.length)
      : pset.inputs.flatMap((input, i) => (input.partialSigs.length ? [i] : []));
    if (responder.length === 0)
      out.push({
        rule: 'responder-signed',
        status: 'fail',
        message: 'No input of the responder is signed.',
      });
    else signatures(pset, responder, 'responder-signed', out);
  } else {
    finalizable(pset, out);
    signatures(
      pset,
      pset.inputs.map((_, i) => i),
      'complete-signatures',
      out,
    );
  }
  if (request) proposerPart(pset, request, out);
  else {
    const skip =
      'Paste the SwapRequest of this swap (or the ProposeTrade body) under "Earlier message" to run this check.';
    if (kind === 'SwapAccept') out.push({rule: 'accept-request-id', status: 'skip', message: skip});
    out.push({rule: 'proposer-part', status: 'skip', message: skip});
    out.push({rule: 'accept-amounts', status: 'skip', message: skip});
  }
  const step = stepOf(pset);
  if (step !== kind)
    notes.push(
      `Its transaction looks like the one of a ${step}${step === 'SwapRequest' ? ': nothing is blinded or signed yet' : ''}.`,
    );
  return {
    recognized,
    notes,
    transaction: describe(decoded.decoded, {
      proposerInputs,
      proposerOutputs,
      unblinded: request ? field(request.msg, 'unblindedInputs') : undefined,
    }),
    results: finish(out),
  };
}

/**
 * A SwapFail, alone or inside a response or an abort.
 * @param {any} msg
 * @param {string} recognized
 * @param {boolean} [abort]
 * @returns {Inspection}
 */
function inspectFail(msg, recognized, abort = false) {
  /** @type {Result[]} */
  const out = [];
  const code = field(msg, 'failureCode') ?? 0;
  const missing = ['id', 'messageId'].filter(
    (key) => typeof field(msg, key) !== 'string' || field(msg, key) === '',
  );
  out.push(
    missing.length === 0
      ? {
          rule: 'fail-fields',
          status: 'pass',
          message: `id and messageId are set; messageId ${field(msg, 'messageId')} names the message refused.`,
        }
      : {
          rule: 'fail-fields',
          status: 'warn',
          message: `Empty: ${missing.join(', ')}. The definition allows it, but the other party cannot tell which message is refused.`,
        },
  );
  if (abort) {
    return {
      recognized,
      notes: [
        "An abort: tdex-daemon v1 finds the trade by messageId, which must be the SwapAccept's id, ignores this code and message, marks the trade failed and answers with its own SwapFail, code 5. The coins stay locked until the lock expires.",
      ],
      results: finish(out),
    };
  }
  const meaning = FAILURE_CODES[/** @type {0} */ (Number(code))];
  out.push(
    meaning
      ? {
          rule: 'fail-code',
          status: 'pass',
          message: `Code ${code} from tdex-daemon v1: ${meaning}`,
          values: [{label: 'failureMessage', value: String(field(msg, 'failureMessage') ?? '')}],
        }
      : {
          rule: 'fail-code',
          status: 'warn',
          message: `Code ${code} is not one tdex-daemon v1 sends; the protocol leaves codes to each implementation.`,
        },
  );
  return {recognized, notes: [], results: finish(out)};
}

/**
 * A bare PSETv2 (its step read from what it carries) or a transaction in hex.
 * @param {string} raw
 * @param {{msg: any, pset: import('./liquidDecode.mjs').Pset, fee: {asset: string, amount: bigint} | null} | null} request
 * @returns {Inspection}
 */
function inspectRaw(raw, request) {
  const text = raw.trim();
  if (/^[0-9a-fA-F]+$/.test(text)) {
    const result = inspectLater(
      {id: '-', acceptId: '-', transaction: text},
      'SwapComplete',
      request,
      'a transaction in hex',
    );
    return {...result, results: result.results.filter((r) => r.rule !== 'complete-fields')};
  }
  let bytes;
  try {
    bytes = fromBase64(text);
  } catch (error) {
    return failure(
      'Neither JSON nor base64',
      `${/** @type {Error} */ (error).message}. Paste a message as JSON, a PSETv2 in base64 or a transaction in hex.`,
    );
  }
  const sniffed = sniffPartial(bytes);
  if (sniffed === 'psbt')
    return failure(
      'A Bitcoin PSBT',
      'This is a Bitcoin PSBT (it starts with "psbt"), not a Liquid PSETv2: a TDEX swap runs on Liquid, whose PSETv2 starts with "pset".',
      SPEC.swap + '#terms',
      'BOTD#3: terms',
    );
  if (sniffed === 'psetv0')
    return V1_ANSWER('It is a PSET of version 0, the transaction format of protocol v1.');
  if (sniffed !== 'psetv2')
    return failure(
      'Not a PSETv2',
      'The base64 decodes, but not to a PSET: it does not start with the bytes "pset" 0xff.',
      SPEC.swap + '#terms',
      'BOTD#3: terms',
    );
  let pset;
  try {
    pset = parsePset(bytes);
  } catch (error) {
    return failure('A malformed PSETv2', `${/** @type {Error} */ (error).message}.`);
  }
  const step = stepOf(pset);
  const recognized = `a bare PSETv2, at the step of a ${step} by what it carries`;
  if (step === 'SwapRequest') {
    /** @type {Result[]} */
    const out = [];
    witnessUtxos(pset, pset.inputs.length, '', out);
    requestTransaction(pset, out);
    return {
      recognized,
      notes: [
        'A bare PSETv2 has no amounts or unblinded inputs to compare with: paste the whole SwapRequest to run every check.',
      ],
      transaction: describe({format: 'psetv2', pset}, {}),
      results: finish(out),
    };
  }
  const result = inspectLater(
    {id: '-', [step === 'SwapAccept' ? 'requestId' : 'acceptId']: '-', transaction: text},
    step,
    request,
    recognized,
  );
  return {...result, results: result.results.filter((r) => !/-fields$/.test(r.rule))};
}
