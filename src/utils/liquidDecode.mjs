// Decodes the Liquid data of a TDEX protocol v2 swap in the browser: a PSETv2 (the Elements form of
// BIP-370) and an Elements transaction, and checks the ECDSA signatures of a PSETv2's inputs. Plain
// JavaScript with no Buffer, so that node's test runner loads it as it is and the browser loads it
// without polyfills; the swap inspector (src/components/SwapInspector) imports it on first use only.
//
// The field numbers and serializations follow the PSETv2 codec of the libraries the protocol's
// implementations use: go-elements v0.4.5 (psetv2/, transaction/), which tdex-daemon v1.0.1 pins, and
// liquidjs-lib 6.0.2-liquid.28 (src/psetv2/fields.js, src/transaction.js), which the TDEX app v2.0.0
// and the swap test vectors use. tests/tools/liquid-decode.test.mjs compares the results with
// liquidjs-lib on the vectors.
import {secp256k1} from '@noble/curves/secp256k1';
import {sha256} from '@noble/hashes/sha2';
import {ripemd160} from '@noble/hashes/legacy';

/** A fault in the data itself, with a message for the reader. */
export class DecodeError extends Error {
  /**
   * @param {string} message
   * @param {string} [kind]
   */
  constructor(message, kind = 'malformed') {
    super(message);
    this.name = 'DecodeError';
    this.kind = kind;
  }
}

// --- Bytes -------------------------------------------------------------------------------------

/** @param {Uint8Array} bytes */
export const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex in reverse byte order, as transaction IDs and asset IDs are written. @param {Uint8Array} bytes */
export const toDisplayHex = (bytes) => toHex(Uint8Array.from(bytes).reverse());

/** @param {string} hex */
export function fromHex(hex) {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new DecodeError('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** @param {Uint8Array} a @param {Uint8Array} b */
export const equalBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

const concat = (/** @type {Uint8Array[]} */ parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

const hash256 = (/** @type {Uint8Array} */ bytes) => sha256(sha256(bytes));
export const hash160 = (/** @type {Uint8Array} */ bytes) => ripemd160(sha256(bytes));

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Strict base64 (the standard alphabet, padded), whitespace ignored.
 * @param {string} text
 */
export function fromBase64(text) {
  const clean = text.replace(/\s+/g, '');
  if (!BASE64.test(clean)) {
    const bad = /[^A-Za-z0-9+/=]/.exec(clean);
    throw new DecodeError(
      bad
        ? `not base64: the character "${bad[0]}" at position ${bad.index + 1} is outside the base64 alphabet`
        : `not base64: ${clean.length} characters, where base64 comes in groups of 4 with "=" only at the end`,
      'base64',
    );
  }
  const binary = atob(clean);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

class Reader {
  /** @param {Uint8Array} bytes @param {string} what */
  constructor(bytes, what) {
    this.bytes = bytes;
    this.offset = 0;
    this.what = what;
  }

  /** @param {number} n */
  need(n) {
    if (this.offset + n > this.bytes.length) {
      throw new DecodeError(
        `the ${this.what} ends after ${this.bytes.length} bytes, in the middle of a field that starts at byte ${this.offset}`,
      );
    }
  }

  get left() {
    return this.bytes.length - this.offset;
  }

  /** @param {number} n */
  slice(n) {
    this.need(n);
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  u8() {
    return this.slice(1)[0];
  }

  u32() {
    const b = this.slice(4);
    return (b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)) >>> 0;
  }

  u64() {
    const b = this.slice(8);
    let n = 0n;
    for (let i = 7; i >= 0; i -= 1) n = (n << 8n) | BigInt(b[i]);
    return n;
  }

  varint() {
    const first = this.u8();
    if (first < 0xfd) return first;
    if (first === 0xfd) {
      const b = this.slice(2);
      return b[0] | (b[1] << 8);
    }
    if (first === 0xfe) return this.u32();
    const n = this.u64();
    if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new DecodeError('a length is out of range');
    return Number(n);
  }

  varSlice() {
    return this.slice(this.varint());
  }
}

const u32le = (/** @type {number} */ n) =>
  Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);

/** @param {number} n */
function varintBytes(n) {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return concat([Uint8Array.of(0xfe), u32le(n)]);
}

const varSlice = (/** @type {Uint8Array} */ bytes) => concat([varintBytes(bytes.length), bytes]);

/** The 8-byte big-endian form of an explicit Elements value, behind its 0x01 prefix. @param {bigint} value */
function explicitValue(value) {
  const out = new Uint8Array(9);
  out[0] = 1;
  let v = value;
  for (let i = 8; i >= 1; i -= 1) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

// --- Elements transactions ---------------------------------------------------------------------

/**
 * @typedef {object} TxOut An Elements transaction output, each field as serialized.
 * @property {Uint8Array} asset 33 bytes (0x01 and the asset ID, or a commitment) or 1 (null)
 * @property {Uint8Array} value 9 bytes (0x01 and 8 bytes big-endian) or a 33-byte commitment
 * @property {Uint8Array} nonce 1 byte (none) or a 33-byte public key
 * @property {Uint8Array} script
 */

/** @param {Reader} r */
function readAsset(r) {
  const prefix = r.u8();
  if (prefix === 0) return Uint8Array.of(0);
  if (prefix === 1 || prefix === 0x0a || prefix === 0x0b)
    return concat([Uint8Array.of(prefix), r.slice(32)]);
  throw new DecodeError(`an asset starts with the byte ${prefix}, which no asset form has`);
}

/** @param {Reader} r */
function readValue(r) {
  const prefix = r.u8();
  if (prefix === 0) return Uint8Array.of(0);
  if (prefix === 1) return concat([Uint8Array.of(1), r.slice(8)]);
  if (prefix === 0x08 || prefix === 0x09) return concat([Uint8Array.of(prefix), r.slice(32)]);
  throw new DecodeError(`an amount starts with the byte ${prefix}, which no amount form has`);
}

/** @param {Reader} r */
function readNonce(r) {
  const prefix = r.u8();
  if (prefix === 0) return Uint8Array.of(0);
  if (prefix === 1 || prefix === 2 || prefix === 3)
    return concat([Uint8Array.of(prefix), r.slice(32)]);
  throw new DecodeError(`a nonce starts with the byte ${prefix}, which no nonce form has`);
}

/** @param {Reader} r @returns {TxOut} */
function readTxOut(r) {
  return {asset: readAsset(r), value: readValue(r), nonce: readNonce(r), script: r.varSlice()};
}

/**
 * The readable side of a serialized asset, amount or nonce.
 * @param {TxOut} out
 */
export function describeTxOut(out) {
  return {
    asset: out.asset[0] === 1 ? toDisplayHex(out.asset.subarray(1)) : null,
    assetCommitment: out.asset[0] === 0x0a || out.asset[0] === 0x0b,
    value: out.value[0] === 1 ? readValueBE(out.value.subarray(1)) : null,
    valueCommitment: out.value[0] === 0x08 || out.value[0] === 0x09,
    script: out.script,
  };
}

const readValueBE = (/** @type {Uint8Array} */ b) =>
  b.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

const ISSUANCE_FLAG = 0x80000000;
const PEGIN_FLAG = 0x40000000;

/**
 * @typedef {object} Tx An Elements transaction.
 * @property {number} version
 * @property {{txid: string, vout: number, hasIssuance: boolean, isPegin: boolean, sequence: number, witness: Uint8Array[]}[]} ins
 * @property {TxOut[]} outs
 * @property {number} locktime
 * @property {string} txid
 */

/**
 * An Elements transaction in its network serialization (go-elements transaction/transaction.go).
 * @param {Uint8Array} bytes
 * @returns {Tx}
 */
export function parseTransaction(bytes) {
  const r = new Reader(bytes, 'transaction');
  const version = r.u32();
  const flag = r.u8();
  if (flag > 1) throw new DecodeError(`the transaction's flag byte is ${flag}, not 0 or 1`);
  const ins = [];
  const bare = [];
  const insStart = r.offset;
  for (let i = 0, n = r.varint(); i < n; i += 1) {
    const hash = r.slice(32);
    const rawIndex = r.u32();
    r.varSlice();
    const sequence = r.u32();
    const coinbase = rawIndex === 0xffffffff;
    const hasIssuance = !coinbase && (rawIndex & ISSUANCE_FLAG) !== 0;
    if (hasIssuance) {
      r.slice(64);
      readValue(r);
      readValue(r);
    }
    ins.push({
      txid: toDisplayHex(hash),
      vout: coinbase ? rawIndex : rawIndex & 0x3fffffff,
      hasIssuance,
      isPegin: !coinbase && (rawIndex & PEGIN_FLAG) !== 0,
      sequence,
      /** @type {Uint8Array[]} */ witness: [],
    });
  }
  const outs = [];
  for (let i = 0, n = r.varint(); i < n; i += 1) outs.push(readTxOut(r));
  const insAndOuts = bytes.subarray(insStart, r.offset);
  const locktime = r.u32();
  if (flag === 1) {
    for (const input of ins) {
      r.varSlice(); // issuance amount range proof
      r.varSlice(); // inflation keys range proof
      for (let i = 0, n = r.varint(); i < n; i += 1) input.witness.push(r.varSlice());
      for (let i = 0, n = r.varint(); i < n; i += 1) r.varSlice(); // peg-in witness
    }
    for (let i = 0; i < outs.length; i += 1) {
      r.varSlice(); // surjection proof
      r.varSlice(); // range proof
    }
  }
  if (r.left > 0) throw new DecodeError(`${r.left} bytes are left after the transaction`);
  bare.push(u32le(version), Uint8Array.of(0), insAndOuts, u32le(locktime));
  return {version, ins, outs, locktime, txid: toDisplayHex(hash256(concat(bare)))};
}

// --- PSETv2 ------------------------------------------------------------------------------------

const MAGIC = [0x70, 0x73, 0x65, 0x74, 0xff]; // "pset" 0xff
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff]; // "psbt" 0xff
const PROPRIETARY = 0xfc;
const ELEMENTS_PREFIX = [0x70, 0x73, 0x65, 0x74]; // "pset", the identifier of Elements' fields

/**
 * @typedef {object} PsetInput
 * @property {Uint8Array} previousTxid internal byte order
 * @property {number} previousTxIndex
 * @property {number} sequence
 * @property {TxOut} [witnessUtxo]
 * @property {Tx} [nonWitnessUtxo]
 * @property {TxOut} [nonWitnessOutput] the output the input spends, read from nonWitnessUtxo
 * @property {{pubkey: Uint8Array, signature: Uint8Array}[]} partialSigs
 * @property {number} [sighashType]
 * @property {Uint8Array} [redeemScript]
 * @property {Uint8Array} [witnessScript]
 * @property {Uint8Array} [finalScriptSig]
 * @property {Uint8Array[]} [finalScriptWitness]
 * @property {number} [requiredTimeLocktime]
 * @property {number} [requiredHeightLocktime]
 * @property {boolean} hasIssuance
 * @property {boolean} hasTaproot
 */

/**
 * @typedef {object} PsetOutput
 * @property {bigint} [amount]
 * @property {Uint8Array} [script]
 * @property {Uint8Array} [asset] internal byte order
 * @property {Uint8Array} [valueCommitment]
 * @property {Uint8Array} [assetCommitment]
 * @property {Uint8Array} [valueRangeproof]
 * @property {Uint8Array} [assetSurjectionProof]
 * @property {Uint8Array} [blindingPubkey]
 * @property {Uint8Array} [ecdhPubkey]
 * @property {number} [blinderIndex]
 * @property {Uint8Array} [blindValueProof]
 * @property {Uint8Array} [blindAssetProof]
 */

/**
 * @typedef {object} Pset
 * @property {number} txVersion
 * @property {number} [fallbackLocktime]
 * @property {PsetInput[]} inputs
 * @property {PsetOutput[]} outputs
 */

/** @param {Uint8Array} bytes @param {number[]} magic */
const startsWith = (bytes, magic) => magic.every((b, i) => bytes[i] === b);

/**
 * What a base64 string holds, by its first bytes: a PSETv2, a PSET of version 0 (protocol v1), a
 * Bitcoin PSBT, or something else.
 * @param {Uint8Array} bytes
 * @returns {'psetv2' | 'psetv0' | 'psbt' | 'unknown'}
 */
export function sniffPartial(bytes) {
  if (startsWith(bytes, PSBT_MAGIC)) return 'psbt';
  if (!startsWith(bytes, MAGIC)) return 'unknown';
  // The global map of a PSET version 0 starts with its unsigned transaction (key type 0x00);
  // a PSETv2 has none and states PSBT_GLOBAL_VERSION 2 (key type 0xfb) instead.
  try {
    const r = new Reader(bytes, 'PSET');
    r.slice(MAGIC.length);
    let version = 0;
    let unsignedTx = false;
    for (;;) {
      const key = r.varSlice();
      if (key.length === 0) break;
      const value = r.varSlice();
      if (key[0] === 0x00) unsignedTx = true;
      if (key[0] === 0xfb && value.length === 4) version = new Reader(value, 'version').u32();
    }
    if (version === 2) return 'psetv2';
    return unsignedTx || version === 0 ? 'psetv0' : 'unknown';
  } catch {
    // The magic of a PSET, but a global map that does not parse: parsePset names the fault.
    return 'psetv2';
  }
}

/**
 * The key-value maps of one PSET section, until its separator.
 * @param {Reader} r
 * @param {string} section
 */
function readMap(r, section) {
  /** @type {{type: number, keyData: Uint8Array, value: Uint8Array, proprietary?: number}[]} */
  const entries = [];
  for (;;) {
    if (r.left === 0)
      throw new DecodeError(`the PSET ends inside ${section}, before its separator`);
    const key = r.varSlice();
    if (key.length === 0) return entries;
    const value = r.varSlice();
    const kr = new Reader(key, 'key');
    const type = kr.varint();
    let keyData = key.subarray(kr.offset);
    /** @type {number | undefined} */
    let proprietary;
    if (type === PROPRIETARY) {
      const id = kr.varSlice();
      if (id.length === ELEMENTS_PREFIX.length && startsWith(id, ELEMENTS_PREFIX)) {
        proprietary = kr.varint();
        keyData = key.subarray(kr.offset);
      }
    }
    entries.push({type, keyData, value, proprietary});
  }
}

const u32Of = (/** @type {Uint8Array} */ value, /** @type {string} */ what) => {
  if (value.length !== 4) throw new DecodeError(`${what} is ${value.length} bytes, not 4`);
  return new Reader(value, what).u32();
};

/**
 * Decodes a PSETv2. Throws a DecodeError naming the first fault.
 * @param {Uint8Array} bytes
 * @returns {Pset}
 */
export function parsePset(bytes) {
  const kind = sniffPartial(bytes);
  if (kind === 'psbt')
    throw new DecodeError('a Bitcoin PSBT (it starts with "psbt"), not a Liquid PSET', 'psbt');
  if (kind === 'psetv0')
    throw new DecodeError('a PSET of version 0, the format of protocol v1, not a PSETv2', 'psetv0');
  if (kind !== 'psetv2')
    throw new DecodeError('not a PSET: it does not start with the bytes "pset" 0xff', 'notpset');
  const r = new Reader(bytes, 'PSET');
  r.slice(MAGIC.length);
  /** @type {Partial<{txVersion: number, fallbackLocktime: number, inputCount: number, outputCount: number}>} */
  const global = {};
  for (const {type, value} of readMap(r, 'the global map')) {
    if (type === 0x02) global.txVersion = u32Of(value, 'the transaction version');
    if (type === 0x03) global.fallbackLocktime = u32Of(value, 'the fallback locktime');
    if (type === 0x04) global.inputCount = new Reader(value, 'the input count').varint();
    if (type === 0x05) global.outputCount = new Reader(value, 'the output count').varint();
  }
  if (global.txVersion === undefined) throw new DecodeError('the PSET has no transaction version');
  if (global.inputCount === undefined) throw new DecodeError('the PSET has no input count');
  if (global.outputCount === undefined) throw new DecodeError('the PSET has no output count');

  /** @type {PsetInput[]} */
  const inputs = [];
  for (let i = 0; i < global.inputCount; i += 1) {
    /** @type {Partial<PsetInput> & {partialSigs: PsetInput['partialSigs']}} */
    const input = {partialSigs: [], sequence: 0xffffffff, hasIssuance: false, hasTaproot: false};
    for (const {type, keyData, value, proprietary} of readMap(r, `input ${i}`)) {
      if (proprietary !== undefined) {
        // Elements fields: issuance (0-3, 10-13, 15, 16, 21) and peg-in (4-9) data.
        if ([0, 1, 10, 11, 12, 13].includes(proprietary)) input.hasIssuance = true;
        continue;
      }
      if (type === 0x00) input.nonWitnessUtxo = parseTransaction(value);
      else if (type === 0x01) input.witnessUtxo = readTxOut(new Reader(value, 'witness UTXO'));
      else if (type === 0x02) input.partialSigs.push({pubkey: keyData, signature: value});
      else if (type === 0x03) input.sighashType = u32Of(value, 'a sighash type');
      else if (type === 0x04) input.redeemScript = value;
      else if (type === 0x05) input.witnessScript = value;
      else if (type === 0x07) input.finalScriptSig = value;
      else if (type === 0x08) {
        const wr = new Reader(value, 'final witness');
        const stack = [];
        for (let n = wr.varint(); n > 0; n -= 1) stack.push(wr.varSlice());
        input.finalScriptWitness = stack;
      } else if (type === 0x0e) {
        if (value.length !== 32)
          throw new DecodeError(`input ${i}: the previous txid is not 32 bytes`);
        input.previousTxid = value;
      } else if (type === 0x0f)
        input.previousTxIndex = u32Of(value, `input ${i}: the output index`);
      else if (type === 0x10) input.sequence = u32Of(value, `input ${i}: the sequence`);
      else if (type === 0x11) input.requiredTimeLocktime = u32Of(value, 'a locktime');
      else if (type === 0x12) input.requiredHeightLocktime = u32Of(value, 'a locktime');
      else if (type >= 0x13 && type <= 0x18) input.hasTaproot = true;
    }
    if (!input.previousTxid) throw new DecodeError(`input ${i} has no previous txid`);
    if (input.previousTxIndex === undefined)
      throw new DecodeError(`input ${i} has no previous output index`);
    if (input.nonWitnessUtxo) {
      const txid = toDisplayHex(input.previousTxid);
      if (input.nonWitnessUtxo.txid !== txid)
        throw new DecodeError(`input ${i}: its previous transaction is not the one it spends`);
      input.nonWitnessOutput = input.nonWitnessUtxo.outs[input.previousTxIndex];
    }
    inputs.push(/** @type {PsetInput} */ (input));
  }

  /** @type {PsetOutput[]} */
  const outputs = [];
  for (let i = 0; i < global.outputCount; i += 1) {
    /** @type {PsetOutput} */
    const output = {};
    for (const {type, value, proprietary} of readMap(r, `output ${i}`)) {
      if (proprietary === undefined) {
        if (type === 0x03) {
          if (value.length !== 8) throw new DecodeError(`output ${i}: the amount is not 8 bytes`);
          output.amount = new Reader(value, 'amount').u64();
        } else if (type === 0x04) output.script = value;
        continue;
      }
      if (proprietary === 0x01) output.valueCommitment = value;
      else if (proprietary === 0x02) output.asset = value;
      else if (proprietary === 0x03) output.assetCommitment = value;
      else if (proprietary === 0x04) output.valueRangeproof = value;
      else if (proprietary === 0x05) output.assetSurjectionProof = value;
      else if (proprietary === 0x06) output.blindingPubkey = value;
      else if (proprietary === 0x07) output.ecdhPubkey = value;
      else if (proprietary === 0x08) output.blinderIndex = u32Of(value, 'a blinder index');
      else if (proprietary === 0x09) output.blindValueProof = value;
      else if (proprietary === 0x0a) output.blindAssetProof = value;
    }
    if (output.amount === undefined && !output.valueCommitment)
      throw new DecodeError(`output ${i} has neither an amount nor a value commitment`);
    if (!output.asset && !output.assetCommitment)
      throw new DecodeError(`output ${i} has neither an asset nor an asset commitment`);
    outputs.push(output);
  }
  if (r.left > 0) throw new DecodeError(`${r.left} bytes are left after the last output`);
  return {txVersion: global.txVersion, fallbackLocktime: global.fallbackLocktime, inputs, outputs};
}

/** The output an input spends, from its witness UTXO or its previous transaction. @param {PsetInput} input */
export const prevoutOf = (input) => input.witnessUtxo ?? input.nonWitnessOutput;

/** Whether an output is blinded: both commitments are set. @param {PsetOutput} out */
export const isBlinded = (out) => Boolean(out.valueCommitment && out.assetCommitment);

// --- Signatures --------------------------------------------------------------------------------

/** @param {Pset} pset */
function locktimeOf(pset) {
  let height = 0;
  let time = 0;
  for (const input of pset.inputs) {
    height = Math.max(height, input.requiredHeightLocktime ?? 0);
    time = Math.max(time, input.requiredTimeLocktime ?? 0);
  }
  return height || time || pset.fallbackLocktime || 0;
}

/** The outputs as the unsigned transaction serializes them. @param {PsetOutput} out */
function serializeOutput(out) {
  const asset = out.assetCommitment ?? concat([Uint8Array.of(1), out.asset ?? new Uint8Array(32)]);
  const value = out.valueCommitment ?? explicitValue(out.amount ?? 0n);
  const nonce = out.ecdhPubkey ?? Uint8Array.of(0);
  return concat([asset, value, nonce, varSlice(out.script ?? new Uint8Array(0))]);
}

/**
 * The segwit v0 signature hash of Elements (liquidjs-lib Transaction.hashForWitnessV0, go-elements
 * transaction.HashForWitnessV0) for input `index` of the PSET's unsigned transaction.
 * @param {Pset} pset
 * @param {number} index
 * @param {Uint8Array} scriptCode
 * @param {Uint8Array} value the previous output's value, as serialized
 * @param {number} hashType
 */
export function witnessV0Sighash(pset, index, scriptCode, value, hashType) {
  const ZERO = new Uint8Array(32);
  const anyoneCanPay = (hashType & 0x80) !== 0;
  const base = hashType & 0x1f;
  const ins = pset.inputs;
  const hashPrevouts = anyoneCanPay
    ? ZERO
    : hash256(concat(ins.flatMap((i) => [i.previousTxid, u32le(i.previousTxIndex)])));
  const hashSequence =
    anyoneCanPay || base === 2 || base === 3
      ? ZERO
      : hash256(concat(ins.map((i) => u32le(i.sequence))));
  // Inputs with an issuance are refused before this point (checkSignatures), so each is one 0x00.
  const hashIssuances = anyoneCanPay ? ZERO : hash256(new Uint8Array(ins.length));
  let hashOutputs = ZERO;
  if (base !== 2 && base !== 3) hashOutputs = hash256(concat(pset.outputs.map(serializeOutput)));
  else if (base === 3 && index < pset.outputs.length)
    hashOutputs = hash256(serializeOutput(pset.outputs[index]));
  const input = ins[index];
  return hash256(
    concat([
      u32le(pset.txVersion),
      hashPrevouts,
      hashSequence,
      hashIssuances,
      input.previousTxid,
      u32le(input.previousTxIndex),
      varSlice(scriptCode),
      value,
      u32le(input.sequence),
      hashOutputs,
      u32le(locktimeOf(pset)),
      u32le(hashType),
    ]),
  );
}

/** @param {Uint8Array} script */
export function scriptType(script) {
  if (script.length === 0) return 'fee';
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh';
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'p2wsh';
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr';
  if (script.length === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87)
    return 'p2sh';
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9) return 'p2pkh';
  return 'other';
}

/**
 * @typedef {object} SignatureCheck
 * @property {string} pubkey hex
 * @property {boolean | null} valid null when this page cannot check it
 * @property {string} [why] why it is invalid or not checked
 */

/**
 * Checks the signatures of input `index`: its partial signatures, or those of its final witness.
 * Supports P2WPKH and P2WSH (and either inside P2SH) spends without issuance, as go-elements'
 * Pset.ValidateInputSignatures does; others come back with `valid: null`.
 * @param {Pset} pset
 * @param {number} index
 * @returns {SignatureCheck[]}
 */
export function checkSignatures(pset, index) {
  const input = pset.inputs[index];
  /** @type {{pubkey: Uint8Array, signature: Uint8Array}[]} */
  let sigs = input.partialSigs;
  if (sigs.length === 0 && input.finalScriptWitness?.length === 2) {
    const [signature, pubkey] = input.finalScriptWitness;
    sigs = [{pubkey, signature}];
  }
  const prevout = prevoutOf(input);
  return sigs.map(({pubkey, signature}) => {
    const result = (/** @type {boolean | null} */ valid, /** @type {string} */ why) => ({
      pubkey: toHex(pubkey),
      valid,
      ...(why ? {why} : {}),
    });
    if (!prevout) return result(null, 'the input has no witness UTXO to check it against');
    if (input.hasIssuance) return result(null, 'inputs with an issuance are not checked here');
    if (input.hasTaproot) return result(null, 'Taproot signatures are not checked here');
    if (signature.length < 9) return result(false, 'the signature is too short to be one');
    const script = input.redeemScript ?? prevout.script;
    const type = scriptType(script);
    /** @type {Uint8Array} */
    let scriptCode;
    if (type === 'p2wpkh') {
      if (!equalBytes(hash160(pubkey), script.subarray(2)))
        return result(false, 'the public key is not the one the output pays to');
      scriptCode = concat([
        Uint8Array.of(0x76, 0xa9, 0x14),
        script.subarray(2),
        Uint8Array.of(0x88, 0xac),
      ]);
    } else if (type === 'p2wsh') {
      if (!input.witnessScript) return result(null, 'the input has no witness script');
      scriptCode = input.witnessScript;
    } else {
      return result(null, `a ${type} output: this page checks segwit v0 signatures only`);
    }
    const hashType = signature[signature.length - 1];
    const hash = witnessV0Sighash(pset, index, scriptCode, prevout.value, hashType);
    try {
      const sig = secp256k1.Signature.fromDER(signature.subarray(0, signature.length - 1));
      return secp256k1.verify(sig, hash, pubkey, {lowS: false})
        ? result(true, '')
        : result(false, 'the signature does not verify');
    } catch {
      return result(false, 'the signature or the public key is not well formed');
    }
  });
}
