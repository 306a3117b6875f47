// A Liquid chain on loopback for the samples and the provider mocks: what a reader gets from
// `nigiri start --liquid` (Nigiri v0.5.16), played by one process.
//
// - Elements (the node Nigiri's compose file runs as `ghcr.io/vulpemventures/elements:latest`, so the
//   newest Elements release, elements-23.3.3): a UTXO set, a mempool and blocks, and
//   `sendrawtransaction` as MemPoolAccept::PreChecks and PolicyScriptChecks run it, refusing with
//   Elements' own reasons and RPC codes (the code lines are named where each check is made below).
// - Blockstream's electrs for Liquid (new-index, abfbce7): the REST routes the samples use, with the
//   field names of src/rest.rs (`valuecommitment`, `assetcommitment`, `noncecommitment`, ...), and a
//   refused broadcast answered as electrs answers it: HTTP 400, text/plain,
//   `sendrawtransaction RPC error: {"code":-26,"message":"..."}` (rest.rs:1013-1015, daemon.rs:76).
// - Nigiri's chopsticks (vulpemventures/nigiri-chopsticks 9f470eb), which owns the port Nigiri
//   publishes as 3001 and passes every other route to electrs: POST /faucet (Elements'
//   `sendtoaddress` from the node's wallet, 1 L-BTC when no amount is given, then one block mined),
//   POST /mint (`issueasset` then `sendtoaddress`, then one block) and POST /tx (electrs' broadcast,
//   then one block mined whatever electrs answered: router/broadcast_handler.go).
//
// The node's wallet holds the chain's initial coins (Nigiri's elements.conf sets initialfreecoins)
// and pays confidential addresses with blinded outputs, with real range and surjection proofs made
// with liquidjs-lib 6.0.2-liquid.28 and @vulpemventures/secp256k1-zkp 3.1.0, as Elements'
// `sendtoaddress` does; its change goes to its own confidential address.
//
// Not modelled, and refused with a message that starts with "liquid stand-in:" rather than taken
// for valid: input scripts other than P2WPKH, peg-ins, reissuances, SIGHASH_RANGEPROOF, time-based
// relative lock times, and the replacement of a mempool transaction (Elements refuses it unless the
// first one signals BIP125).
import {createServer} from 'node:http';
import {createHash, randomBytes} from 'node:crypto';
import {secp256k1 as noble} from '@noble/curves-1.9.6/secp256k1';
import {fromDisplayHex, keyPair, liquid, loadZkp, toDisplayHex} from '../../support/v2-swap.mjs';

const {
  AssetHash,
  Creator,
  Extractor,
  Finalizer,
  Pset,
  Signer,
  Transaction,
  Updater,
  Blinder,
  ZKPGenerator,
  ZKPValidator,
  confidential,
  crypto,
  networks,
  payments,
  script: bscript,
} = liquid;

// --- Elements' constants ------------------------------------------------------------------------------
const COIN = 100_000_000;
const MAX_MONEY = 21_000_000 * COIN; // amount.h
const WITNESS_SCALE_FACTOR = 4;
const MAX_STANDARD_TX_WEIGHT = 400_000; // policy/policy.h:28
const MIN_STANDARD_TX_NONWITNESS_SIZE = 82; // policy/policy.h:30
const DUST_RELAY_TX_FEE = 100; // policy/policy.h:58, sat/kvB
const MIN_RELAY_TX_FEE = 100; // validation.h:59 DEFAULT_MIN_RELAY_TX_FEE, sat/kvB
const MAX_RAW_TX_FEE_RATE = COIN / 10; // node/transaction.h:27, sat/kvB
const WALLET_FEE_RATE = 100; // Nigiri's elements.conf: fallbackfee=0.000001 (BTC/kvB)
const INITIAL_FREE_COINS = 2_100_000_000_000_000; // Nigiri's elements.conf: initialfreecoins
const MAX_DATACARRIER_BYTES = 83; // policy/policy.h
// RPC error codes (rpc/protocol.h) and the transaction errors' texts (util/error.cpp).
export const RPC = {
  DESERIALIZATION_ERROR: -22,
  TRANSACTION_ERROR: -25,
  TRANSACTION_REJECTED: -26,
  TRANSACTION_ALREADY_IN_CHAIN: -27,
};

/** A transaction Elements refuses: `code` and `message` are the RPC error's. */
export class Refusal extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {string} rule which check refused it, for the tests (several checks share a message)
   */
  constructor(code, message, rule) {
    super(message);
    this.code = code;
    this.rule = rule;
  }
}
const rejected = (reason, rule, debug) =>
  new Refusal(RPC.TRANSACTION_REJECTED, debug ? `${reason}, ${debug}` : reason, rule);
const notModelled = (what) =>
  new Refusal(RPC.TRANSACTION_REJECTED, `liquid stand-in: ${what} is not modelled`, 'stand-in');

/** An error of the node's wallet RPCs, answered by chopsticks as `Method <m> failed with error: <e>`. */
export class WalletError extends Error {}

// --- Points: Pedersen commitments and generators as secp256k1-zkp serializes them --------------------
// A commitment is 0x08 or 0x09 then x, a generator 0x0a or 0x0b then x; the low bit says that y is not
// a quadratic residue (secp256k1-zkp: secp256k1_pedersen_commitment_serialize, generator_serialize).
const {Point} = noble;
const P = noble.CURVE.p;
const mod = (a) => ((a % P) + P) % P;
function powMod(base, exponent) {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}
/** The point of a serialized commitment (tag 8) or generator (tag 10), or null if it is not one. */
function parsePoint(bytes, tag) {
  if (!bytes || bytes.length !== 33 || (bytes[0] & 0xfe) !== tag) return null;
  const x = BigInt(`0x${Buffer.from(bytes.subarray(1)).toString('hex')}`);
  if (x >= P) return null;
  const y2 = mod(x ** 3n + 7n);
  let y = powMod(y2, (P + 1n) / 4n); // the square root that is itself a square, since p = 3 mod 4
  if ((y * y) % P !== y2) return null;
  if (bytes[0] & 1) y = mod(-y);
  return Point.fromAffine({x, y});
}

// --- Transactions -------------------------------------------------------------------------------------
const sha256d = (buffer) =>
  createHash('sha256').update(createHash('sha256').update(buffer).digest()).digest();
const outpointKey = (txid, vout) => `${txid}:${vout}`;
const txidOfInput = (input) => toDisplayHex(input.hash);
const isExplicit = (bytes) => bytes?.[0] === 1;
const explicitValue = (value) => confidential.confidentialValueToSatoshi(value);
const explicitAsset = (asset) => toDisplayHex(asset.subarray(1));
const isFee = (out) => out.script.length === 0 && isExplicit(out.value) && isExplicit(out.asset);
const isUnspendable = (script) =>
  (script.length > 0 && script[0] === 0x6a) || script.length > 10_000;
const isP2wpkh = (script) => script.length === 22 && script[0] === 0x00 && script[1] === 0x14;
const varIntSize = (n) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9);
const sliceSize = (buffer) => varIntSize(buffer?.length ?? 0) + (buffer?.length ?? 0);

// Weight and virtual size as Elements counts them (consensus/validation.h GetTransactionWeight,
// policy/policy.h GetVirtualTransactionSize; sigops never outweigh these transactions). liquidjs-lib's
// weight() is right; its byteLength(false) counts the witness all the same, hence baseSizeOf.
const weightOf = (tx) => tx.weight();
const baseSizeOf = (tx) => (tx.weight() - tx.byteLength(true)) / (WITNESS_SCALE_FACTOR - 1);
const vsizeOf = (tx) => Math.ceil(weightOf(tx) / WITNESS_SCALE_FACTOR);
// policy/discount.h: the weight of a Confidential Transaction with its output proofs and the extra
// bytes of value and nonce commitments left out; Liquid accepts it for the fee rate, regtest does not.
function discountVsizeOf(tx) {
  let weight = weightOf(tx);
  for (const out of tx.outs) {
    if (tx.hasWitnesses()) weight -= sliceSize(out.surjectionProof) + sliceSize(out.rangeProof) - 2;
    if (out.value.length === 33) weight -= (33 - 9) * WITNESS_SCALE_FACTOR;
    if (out.nonce.length === 33) weight -= 32 * WITNESS_SCALE_FACTOR;
  }
  return Math.ceil(weight / WITNESS_SCALE_FACTOR);
}
// policy/feerate.cpp CFeeRate::GetFee: rounded up, and at least 1 for a positive rate.
const feeFor = (satPerKvB, bytes) => Math.max(Math.ceil((satPerKvB * bytes) / 1000), bytes ? 1 : 0);

// script/standard.cpp Solver, reduced to the output types Elements relays.
function outputType(script) {
  if (script.length === 0) return 'fee';
  if (isP2wpkh(script)) return 'v0_p2wpkh';
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh';
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr';
  if (script.length === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87)
    return 'p2sh';
  if (
    script.length === 25 &&
    script[0] === 0x76 &&
    script[1] === 0xa9 &&
    script[2] === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  )
    return 'p2pkh';
  if (script[0] === 0x6a) {
    try {
      const ok = bscript
        .decompile(script)
        ?.slice(1)
        .every((chunk) => Buffer.isBuffer(chunk));
      if (ok) return 'op_return';
    } catch {
      // not push-only: nonstandard
    }
    return 'nonstandard';
  }
  const version = script[0] === 0 ? 0 : script[0] >= 0x51 && script[0] <= 0x60 ? 1 : -1;
  if (version >= 0 && script.length >= 4 && script.length <= 42 && script[1] === script.length - 2)
    return 'unknown_witness';
  return 'nonstandard';
}

// policy/policy.cpp GetDustThreshold and IsDust: explicit, non-fee outputs only.
function isDust(out) {
  if (!isExplicit(out.value) || !isExplicit(out.asset) || isFee(out)) return false;
  if (isUnspendable(out.script)) return false;
  const size = 33 + 9 + out.nonce.length + sliceSize(out.script);
  const spend = out.script[0] <= 0x60 && outputType(out.script).startsWith('v') ? 67 : 148;
  return explicitValue(out.value) < feeFor(DUST_RELAY_TX_FEE, size + spend);
}

// script/interpreter.cpp IsValidSignatureEncoding (BIP66, the hash type byte included), then r and s;
// `compact` is null when either overflows 32 bytes (the lax parser then verifies nothing).
function parseDerSignature(sig) {
  if (sig.length < 9 || sig.length > 73 || sig[0] !== 0x30 || sig[1] !== sig.length - 3)
    return null;
  const lenR = sig[3];
  if (5 + lenR >= sig.length) return null;
  const lenS = sig[5 + lenR];
  if (lenR + lenS + 7 !== sig.length || sig[2] !== 0x02 || lenR === 0 || sig[4] & 0x80) return null;
  if (lenR > 1 && sig[4] === 0x00 && !(sig[5] & 0x80)) return null;
  if (sig[lenR + 4] !== 0x02 || lenS === 0 || sig[lenR + 6] & 0x80) return null;
  if (lenS > 1 && sig[lenR + 6] === 0x00 && !(sig[lenR + 7] & 0x80)) return null;
  const strip = (bytes) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    return bytes.subarray(start);
  };
  const r = strip(sig.subarray(4, 4 + lenR));
  const s = strip(sig.subarray(6 + lenR, 6 + lenR + lenS));
  const big = (bytes) => BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  const compact =
    r.length <= 32 && s.length <= 32
      ? Buffer.concat([Buffer.alloc(32 - r.length), r, Buffer.alloc(32 - s.length), s])
      : null;
  return {s: big(s), compact};
}

// An upper bound of the virtual size of a transaction of P2WPKH inputs (signatures of 73 bytes), for
// a wallet's fee: Elements serializes each input's issuance proofs, script witness and peg-in witness,
// and each output's surjection and range proofs (a blinded output's range proof, as liquidjs-lib
// makes it, is 4,174 bytes; a surjection proof over n inputs, 2 + ceil(n/8) + 32 * (1 + min(n, 3))).
function sizeBound({inputs, issuance = false, outputs}) {
  const targets = inputs + (issuance ? 1 : 0);
  const surjection = 2 + Math.ceil(targets / 8) + 32 * (1 + Math.min(targets, 3));
  let base = 4 + 1 + varIntSize(inputs) + inputs * 41 + (issuance ? 32 + 32 + 9 + 1 : 0);
  base += varIntSize(outputs.length) + 4;
  let witness = inputs * (1 + 1 + 1 + 1 + 73 + 1 + 33 + 1);
  for (const {confidential: blinded, script} of outputs) {
    base += 33 + (blinded ? 33 + 33 : 9 + 1) + sliceSize(script);
    witness += blinded ? 3 + 4174 + varIntSize(surjection) + surjection : 2;
  }
  return Math.ceil((base * WITNESS_SCALE_FACTOR + witness) / WITNESS_SCALE_FACTOR);
}

// --- The chain --------------------------------------------------------------------------------------

/**
 * @param {{network?: 'regtest' | 'liquid', genesis?: {asset: string, value: number}[],
 *   seed?: string[]}} [options] `genesis`: the node wallet's initial coins (regtest: the
 *   initialfreecoins of Nigiri's elements.conf, 21,000,000 L-BTC); `seed`: transactions (hex) put in
 *   the chain unchecked, for coins that exist only in test vectors.
 */
export async function createChain({network = 'regtest', genesis, seed = []} = {}) {
  const zkp = await loadZkp();
  const conf = new confidential.Confidential(zkp);
  const net = networks[network];
  const policyAsset = net.assetHash;
  // chainparams.cpp: liquidv1 accepts discounted Confidential Transactions (:1063), custom chains
  // such as liquidregtest only with -acceptdiscountct, which Nigiri does not set (:934).
  const acceptDiscountCt = network === 'liquid';
  const generatorOf = (asset) =>
    isExplicit(asset) ? Buffer.from(zkp.generator.generate(asset.subarray(1))) : asset;

  const txs = new Map(); // txid → {tx, block}
  const utxos = new Map(); // outpoint → {txid, vout, output} (confirmed)
  const mempool = new Map(); // txid → tx, in arrival order
  const mempoolSpends = new Map(); // outpoint → txid of the mempool transaction that spends it
  const blocks = [];

  const newBlock = (txids) => {
    const previous = blocks.at(-1)?.hash ?? '00'.repeat(32);
    const height = blocks.length;
    const hash = toDisplayHex(sha256d(Buffer.from(`${previous}/${height}/${txids.join(',')}`)));
    const block = {height, hash, time: Math.floor(Date.now() / 1000), txids};
    blocks.push(block);
    return block;
  };
  const confirm = (tx, block) => {
    const txid = tx.getId();
    txs.set(txid, {tx, block});
    for (const input of tx.ins) {
      if (!input.isPegin) utxos.delete(outpointKey(txidOfInput(input), input.index));
    }
    tx.outs.forEach((output, vout) => {
      // coins.cpp AddCoin: unspendable outputs never enter the UTXO set; fee outputs go to the
      // coinbase.
      if (!isUnspendable(output.script) && !isFee(output))
        utxos.set(outpointKey(txid, vout), {txid, vout, output});
    });
  };

  // A coin as the mempool sees it (CCoinsViewMemPool): confirmed or created in the mempool, and
  // not spent by either.
  function coin(txid, vout) {
    const key = outpointKey(txid, vout);
    if (mempoolSpends.has(key)) return undefined;
    if (utxos.has(key)) return utxos.get(key);
    const tx = mempool.get(txid);
    const output = tx?.outs[vout];
    if (!output || isUnspendable(output.script) || isFee(output)) return undefined;
    return {txid, vout, output};
  }

  // --- sendrawtransaction ---------------------------------------------------------------------------

  /** Elements' VerifyAmounts (confidential_validation.cpp:135-409): true when the amounts add up. */
  function verifyAmounts(tx, prevouts) {
    let tally = Point.ZERO;
    const targets = []; // surjection targets: each input's generator, then its issuance's
    const commit = (value, generatorBytes) => {
      const generator = parsePoint(generatorBytes, 10);
      if (!generator) return null;
      if (isExplicit(value)) {
        const amount = explicitValue(value);
        if (amount <= 0 || amount > MAX_MONEY) return null;
        return generator.multiply(BigInt(amount));
      }
      return parsePoint(value, 8);
    };
    for (const [index, input] of tx.ins.entries()) {
      const prevout = prevouts[index];
      const generator = generatorOf(prevout.asset);
      const point = commit(prevout.value, generator);
      if (!point) return 'input';
      targets.push(generator);
      tally = tally.add(point);
      const {issuance} = input;
      if (!issuance) continue;
      if (!issuance.assetBlindingNonce.equals(Buffer.alloc(32))) throw notModelled('a reissuance');
      const entropy = liquid.issuance.generateEntropy(
        {txHash: input.hash, vout: input.index},
        issuance.assetEntropy,
      );
      const amounts = [
        [issuance.assetAmount, liquid.issuance.calculateAsset(entropy), input.issuanceRangeProof],
        [
          issuance.tokenAmount,
          liquid.issuance.calculateReissuanceToken(entropy, issuance.assetAmount.length === 33),
          input.inflationRangeProof,
        ],
      ];
      for (const [amount, asset, proof] of amounts) {
        if (!amount || amount.length === 0 || (amount.length === 1 && amount[0] === 0)) continue;
        const issuedGenerator = Buffer.from(zkp.generator.generate(asset));
        if (isExplicit(amount)) {
          if (proof?.length) return 'issuance';
        } else if (!rangeProofValid(proof, amount, issuedGenerator, Buffer.alloc(0))) {
          return 'issuance';
        }
        const point = commit(amount, issuedGenerator);
        if (!point) return 'issuance';
        targets.push(issuedGenerator);
        tally = tally.add(point);
      }
    }
    for (const out of tx.outs) {
      if (isExplicit(out.value) && explicitValue(out.value) === 0) {
        if (isUnspendable(out.script)) continue;
        return 'zero-value';
      }
      const point = commit(out.value, generatorOf(out.asset));
      if (!point) return 'output';
      tally = tally.subtract(point);
    }
    if (!tally.equals(Point.ZERO)) return 'balance';
    for (const out of tx.outs) {
      if (isExplicit(out.value)) {
        if (out.rangeProof?.length) return 'rangeproof';
        continue;
      }
      if (!rangeProofValid(out.rangeProof, out.value, generatorOf(out.asset), out.script))
        return 'rangeproof';
    }
    for (const out of tx.outs) {
      if (isExplicit(out.asset)) {
        if (out.surjectionProof?.length) return 'surjectionproof';
        continue;
      }
      let valid = false;
      try {
        valid =
          Boolean(out.surjectionProof?.length) &&
          zkp.surjectionproof.verify(out.surjectionProof, targets, out.asset);
      } catch {
        valid = false;
      }
      if (!valid) return 'surjectionproof';
    }
    return null;
  }

  // script/sigcache.cpp CachingRangeProofChecker::VerifyRangeProof: a valid proof whose minimum is
  // not 0 unless the script is unspendable.
  // Like that checker, it remembers the proofs it found valid (not the refused ones): a transaction
  // that reaches a block was checked on entering the mempool.
  const validRangeProofs = new Set();
  function rangeProofValid(proof, valueCommitment, generator, script) {
    if (!proof?.length) return false;
    const entry = [proof, valueCommitment, generator, script]
      .map((b) => Buffer.from(b).toString('hex'))
      .join('/');
    if (validRangeProofs.has(entry)) return true;
    try {
      if (!zkp.rangeproof.verify(proof, valueCommitment, generator, script)) return false;
      if (zkp.rangeproof.info(proof).minValue === '0' && !isUnspendable(script)) return false;
    } catch {
      return false;
    }
    validRangeProofs.add(entry);
    return true;
  }

  // The script check of one P2WPKH input with the standard flags (script/interpreter.cpp
  // VerifyScript, VerifyWitnessProgram:3307-3313, ExecuteWitnessScript and EvalChecksigPreTapscript),
  // as the mempool reports it: `mempool-script-verify-flag-failed (<ScriptErrorString>)`
  // (validation.cpp:1803).
  function scriptError(tx, index, prevout) {
    const input = tx.ins[index];
    if (input.script.length > 0) return 'Witness requires empty scriptSig';
    const stack = input.witness ?? [];
    if (stack.length !== 2) return 'Witness program hash mismatch';
    if (stack.some((item) => item.length > 520)) return 'Push value size limit exceeded';
    const [signature, pubkey] = stack;
    if (!crypto.hash160(pubkey).equals(prevout.script.subarray(2)))
      return 'Script failed an OP_EQUALVERIFY operation';
    if (signature.length === 0)
      return 'Script evaluated without error but finished with a false/empty top stack element';
    const der = parseDerSignature(signature);
    if (!der) return 'Non-canonical DER signature';
    if (der.s > noble.CURVE.n / 2n) return 'Non-canonical signature: S value is unnecessarily high';
    const hashType = signature[signature.length - 1];
    if (hashType & 0x40) throw notModelled('SIGHASH_RANGEPROOF');
    if (![1, 2, 3].includes(hashType & 0x7f))
      return 'Signature hash type missing or not understood';
    if (!(pubkey.length === 33 && (pubkey[0] === 2 || pubkey[0] === 3))) {
      return pubkey.length === 65 && pubkey[0] === 4
        ? 'Using non-compressed keys in segwit'
        : 'Public key is neither compressed or uncompressed';
    }
    const scriptCode = payments.p2pkh({hash: prevout.script.subarray(2)}).output;
    const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, hashType);
    const valid =
      der.compact && zkp.ecc.isPoint(pubkey) && zkp.ecc.verify(hash, pubkey, der.compact);
    if (!valid) return 'Signature must be zero for failed CHECK(MULTI)SIG operation';
    return null;
  }

  /** Everything sendrawtransaction checks, then the transaction enters the mempool. */
  function broadcast(hex) {
    let tx;
    try {
      if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new Error('not hex');
      tx = Transaction.fromHex(hex);
      if (tx.ins.length === 0) throw new Error('no inputs');
    } catch {
      // rpc/rawtransaction.cpp:966
      throw new Refusal(
        RPC.DESERIALIZATION_ERROR,
        'TX decode failed. Make sure the tx has at least one input.',
        'decode',
      );
    }
    // rawtransaction.cpp:975-982
    if (
      tx.outs.some(
        (out) => !(out.nonce.length === 1 && out.nonce[0] === 0) && isExplicit(out.value),
      )
    )
      throw new Refusal(
        RPC.TRANSACTION_ERROR,
        'Transaction output has nonce, but is not blinded. Did you forget to call blindrawtransaction, or rawblindrawtransaction?',
        'nonce',
      );
    const txid = tx.getId();
    // node/transaction.cpp:50-58: an output of it in the UTXO set means it is confirmed already.
    if (tx.outs.some((_, vout) => utxos.has(outpointKey(txid, vout))))
      throw new Refusal(
        RPC.TRANSACTION_ALREADY_IN_CHAIN,
        'Transaction already in block chain',
        'in-chain',
      );
    if (mempool.has(txid)) return txid; // node/transaction.cpp:60-68
    const fee = preChecks(tx);
    // node/transaction.cpp:71-79: the fee ceiling of sendrawtransaction (maxfeerate 0.10 BTC/kvB).
    if (fee > feeFor(MAX_RAW_TX_FEE_RATE, vsizeOf(tx)))
      throw new Refusal(
        RPC.TRANSACTION_ERROR,
        'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
        'max-fee',
      );
    mempool.set(txid, tx);
    txs.set(txid, {tx, block: null});
    for (const input of tx.ins)
      mempoolSpends.set(outpointKey(txidOfInput(input), input.index), txid);
    return txid;
  }

  // validation.cpp MemPoolAccept::PreChecks (:686-924) and PolicyScriptChecks, in their order.
  function preChecks(tx) {
    // consensus/tx_check.cpp CheckTransaction
    if (tx.outs.length === 0) throw rejected('bad-txns-vout-empty', 'structure');
    const seen = new Set();
    for (const input of tx.ins) {
      const key = outpointKey(txidOfInput(input), input.index);
      if (seen.has(key)) throw rejected('bad-txns-inputs-duplicate', 'structure');
      seen.add(key);
      if (input.isPegin) throw notModelled('a peg-in');
    }
    // policy/policy.cpp IsStandardTx
    if (tx.version < 1 || tx.version > 2) throw rejected('version', 'standard');
    if (weightOf(tx) > MAX_STANDARD_TX_WEIGHT) throw rejected('tx-size', 'standard');
    for (const input of tx.ins) {
      if (input.script.length > 1650) throw rejected('scriptsig-size', 'standard');
      const chunks = input.script.length ? bscript.decompile(input.script) : [];
      const pushOnly = chunks?.every(
        (c) => Buffer.isBuffer(c) || c === 0 || (c >= 0x4f && c <= 0x60),
      );
      if (!pushOnly) throw rejected('scriptsig-not-pushonly', 'standard');
    }
    let dataOutputs = 0;
    for (const out of tx.outs) {
      const type = outputType(out.script);
      if (
        type === 'nonstandard' ||
        (type === 'op_return' && out.script.length > MAX_DATACARRIER_BYTES)
      )
        throw rejected('scriptpubkey', 'standard');
      if (type === 'op_return') dataOutputs += 1;
      else if (isExplicit(out.asset) && explicitAsset(out.asset) === policyAsset && isDust(out))
        throw rejected('dust', 'standard');
    }
    if (dataOutputs > 1) throw rejected('multi-op-return', 'standard');
    if (baseSizeOf(tx) < MIN_STANDARD_TX_NONWITNESS_SIZE)
      throw rejected('tx-size-small', 'standard');
    // :740-741 CheckFinalTx (consensus/tx_verify.cpp IsFinalTx) for the next block, its time the
    // median of the last 11 blocks' (BIP113)
    if (!isFinal(tx)) throw new Refusal(RPC.TRANSACTION_REJECTED, 'non-final', 'locktime');
    // :759-782 conflicts with the mempool (a replacement is not modelled)
    for (const input of tx.ins) {
      const spender = mempoolSpends.get(outpointKey(txidOfInput(input), input.index));
      if (spender) {
        const signals = mempool.get(spender).ins.some((i) => i.sequence < 0xfffffffe);
        if (signals) throw notModelled('a BIP125 replacement');
        throw new Refusal(RPC.TRANSACTION_REJECTED, 'txn-mempool-conflict', 'conflict');
      }
    }
    // :826-839 every input exists and is unspent
    const prevouts = tx.ins.map((input) => coin(txidOfInput(input), input.index)?.output);
    if (prevouts.some((prevout) => !prevout))
      throw new Refusal(RPC.TRANSACTION_ERROR, 'bad-txns-inputs-missingorspent', 'missing');
    // :858-859 CheckSequenceLocks (BIP68): height-based relative locks; time-based ones are not
    // modelled
    if (tx.version >= 2) {
      for (const input of tx.ins) {
        if (input.sequence & 0x80000000) continue;
        if (input.sequence & 0x00400000) throw notModelled('a time-based relative lock time');
        const confirmedAt = txs.get(txidOfInput(input))?.block?.height ?? blocks.length;
        if (confirmedAt + (input.sequence & 0xffff) - 1 >= blocks.length)
          throw new Refusal(RPC.TRANSACTION_REJECTED, 'non-BIP68-final', 'sequence');
      }
    }
    // consensus/tx_verify.cpp CheckTxInputs:249-255
    const feeMap = new Map();
    for (const out of tx.outs.filter(isFee)) {
      const value = explicitValue(out.value);
      const asset = explicitAsset(out.asset);
      feeMap.set(asset, (feeMap.get(asset) ?? 0) + value);
      if (value <= 0 || value > MAX_MONEY || feeMap.get(asset) > MAX_MONEY)
        throw rejected('bad-txns-fee-outofrange', 'fee-range');
    }
    const amounts = verifyAmounts(tx, prevouts);
    if (amounts) throw rejected('bad-txns-in-ne-out', amounts, 'value in != value out');
    // policy/policy.cpp AreInputsStandard, then the scripts: only P2WPKH is modelled.
    prevouts.forEach((prevout) => {
      if (!isP2wpkh(prevout.script))
        throw notModelled(`spending a ${outputType(prevout.script)} output`);
    });
    // :917-924 CheckFeeRate with the policy asset's fee
    const fee = feeMap.get(policyAsset) ?? 0;
    const size = acceptDiscountCt ? discountVsizeOf(tx) : vsizeOf(tx);
    if (fee < feeFor(MIN_RELAY_TX_FEE, size))
      throw rejected(
        'min relay fee not met',
        'min-relay-fee',
        `${fee} < ${feeFor(MIN_RELAY_TX_FEE, size)}`,
      );
    // PolicyScriptChecks → CheckInputScripts (validation.cpp:1792-1814)
    for (const [index, prevout] of prevouts.entries()) {
      const error = scriptError(tx, index, prevout);
      if (error) throw rejected(`mempool-script-verify-flag-failed (${error})`, 'script');
    }
    return fee;
  }

  // IsFinalTx at the next block's height and the median time of the last 11 blocks.
  function isFinal(tx) {
    if (tx.locktime === 0) return true;
    const times = blocks
      .slice(-11)
      .map((block) => block.time)
      .sort((a, b) => a - b);
    const medianTime = times[Math.floor(times.length / 2)];
    const limit = tx.locktime < 500_000_000 ? blocks.length : medianTime;
    if (tx.locktime < limit) return true;
    return tx.ins.every((input) => input.sequence === 0xffffffff);
  }

  function mine(count = 1) {
    const hashes = [];
    for (let i = 0; i < count; i += 1) {
      const included = [...mempool.keys()];
      const block = newBlock(included);
      for (const txid of included) confirm(mempool.get(txid), block);
      mempool.clear();
      mempoolSpends.clear();
      hashes.push(block.hash);
    }
    return hashes;
  }

  // --- The node's wallet (sendtoaddress, issueasset) --------------------------------------------------
  const walletKeys = (signing, blinding) => {
    const wallet = {signing: keyPair(zkp, signing), blinding: keyPair(zkp, blinding)};
    wallet.script = payments.p2wpkh({pubkey: wallet.signing.publicKey, network: net}).output;
    wallet.address = liquid.address.toConfidential(
      payments.p2wpkh({pubkey: wallet.signing.publicKey, network: net}).address,
      wallet.blinding.publicKey,
    );
    return wallet;
  };
  const nodeWallet = walletKeys(randomBytes(32), randomBytes(32));

  // A wallet opens each output once, as Elements' wallet keeps what it unblinded (CWalletTx's cached
  // output values): a range-proof rewind is the costliest call of the mock. Outputs never change.
  const opened = new WeakMap(); // output → Map(blinding key in hex → what it opened)
  /** Reads an output a key can open: {asset, value, assetBlinder, valueBlinder} (internal order). */
  function unblind(output, blindingKey) {
    const byKey = opened.get(output) ?? new Map();
    opened.set(output, byKey);
    const key = Buffer.from(blindingKey).toString('hex');
    if (!byKey.has(key)) byKey.set(key, open(output, blindingKey));
    return {...byKey.get(key)};
  }
  function open(output, blindingKey) {
    if (isExplicit(output.value) && isExplicit(output.asset)) {
      return {
        asset: output.asset.subarray(1),
        value: explicitValue(output.value),
        assetBlinder: Buffer.alloc(32),
        valueBlinder: Buffer.alloc(32),
      };
    }
    const result = conf.unblindOutputWithKey(output, blindingKey);
    return {
      asset: result.asset,
      value: Number(result.value),
      assetBlinder: result.assetBlindingFactor,
      valueBlinder: result.valueBlindingFactor,
    };
  }

  /** The unspent coins of a wallet ({script, blinding}), unblinded, mempool included. */
  function coinsOf(wallet) {
    const found = [];
    const candidates = [
      ...utxos.values(),
      ...[...mempool.entries()].flatMap(([txid, tx]) =>
        tx.outs.map((output, vout) => ({txid, vout, output})),
      ),
    ];
    for (const candidate of candidates) {
      if (!candidate.output.script.equals(wallet.script)) continue;
      if (!coin(candidate.txid, candidate.vout)) continue;
      try {
        found.push({
          ...candidate,
          unblinded: unblind(candidate.output, wallet.blinding.privateKey),
        });
      } catch {
        // not ours to open
      }
    }
    return found;
  }

  /**
   * A transaction of `wallet` as Elements' wallet builds it: coins selected per asset, change back to
   * the wallet's confidential address, outputs to confidential addresses blinded, the fee in L-BTC as
   * the last output, every input signed (unless `sign` is false). `outputs`: [{script,
   * blindingPublicKey?, asset, value}]. `issue`: the amount of a new asset issued (unblinded) on an
   * input, paid to the wallet. For the tests: `coins` spends those coins instead of a selection, and
   * `overpay` raises the change by that much, so that the outputs pay more than the inputs hold.
   */
  function compose(wallet, outputs, {issue, fee, sign = true, coins, overpay = 0} = {}) {
    const available = coins ?? coinsOf(wallet);
    const selectFor = (feeAmount) => {
      const needs = new Map();
      for (const out of outputs) needs.set(out.asset, (needs.get(out.asset) ?? 0) + out.value);
      needs.set(policyAsset, (needs.get(policyAsset) ?? 0) + feeAmount);
      const chosen = [];
      const changes = [];
      for (const [asset, amount] of needs) {
        let total = 0;
        for (const c of available.filter((c) => toDisplayHex(c.unblinded.asset) === asset)) {
          if (total >= amount) break;
          chosen.push(c);
          total += c.unblinded.value;
        }
        if (total < amount) throw new WalletError('Insufficient funds');
        if (total > amount) changes.push({asset, value: total - amount + overpay});
      }
      return {chosen, changes};
    };
    // Without a fee given, the fee rate of the wallet (fallbackfee) on an upper bound of the size.
    let feeAmount = fee ?? 0;
    let selection = selectFor(feeAmount);
    while (fee === undefined) {
      const needed = feeFor(
        WALLET_FEE_RATE,
        sizeBound({
          inputs: selection.chosen.length,
          issuance: Boolean(issue),
          outputs: [
            ...outputs.map((out) => ({
              confidential: Boolean(out.blindingPublicKey),
              script: out.script,
            })),
            ...selection.changes.map(() => ({confidential: true, script: wallet.script})),
            ...(issue ? [{confidential: true, script: wallet.script}] : []),
            {confidential: false, script: Buffer.alloc(0)},
          ],
        }),
      );
      if (needed <= feeAmount) break;
      feeAmount = needed;
      selection = selectFor(feeAmount);
    }
    const {chosen: selected, changes: change} = selection;
    // liquidjs-lib lists an issuance's asset after every input when it makes surjection proofs,
    // Elements right after its input (confidential_validation.cpp:167-246): they agree when the
    // issuing input is the last one.
    const issuingInput = selected.length - 1;
    const pset = Creator.newPset();
    const updater = new Updater(pset);
    updater.addInputs(
      selected.map((c) => ({
        txid: c.txid,
        txIndex: c.vout,
        witnessUtxo: c.output,
        sighashType: Transaction.SIGHASH_ALL,
      })),
    );
    if (issue) {
      updater.addInIssuance(issuingInput, {
        assetAmount: issue,
        tokenAmount: 0,
        assetAddress: {script: wallet.script, blindingPublicKey: wallet.blinding.publicKey},
        blindedIssuance: false,
      });
    }
    updater.addOutputs([
      ...outputs.map((out) => ({
        asset: out.asset,
        amount: out.value,
        script: out.script,
        ...(out.blindingPublicKey
          ? {blindingPublicKey: out.blindingPublicKey, blinderIndex: 0}
          : {}),
      })),
      ...change.map(({asset, value}) => ({
        asset,
        amount: value,
        script: wallet.script,
        blindingPublicKey: wallet.blinding.publicKey,
        blinderIndex: 0,
      })),
      {asset: policyAsset, amount: feeAmount},
    ]);
    if (pset.outputs.some((out) => out.needsBlinding())) {
      const owned = selected.map((c, index) => ({
        index,
        value: String(c.unblinded.value),
        asset: c.unblinded.asset,
        assetBlindingFactor: c.unblinded.assetBlinder,
        valueBlindingFactor: c.unblinded.valueBlinder,
      }));
      const generator = new ZKPGenerator(zkp, ZKPGenerator.WithOwnedInputs(owned));
      const blindingArgs = generator.blindOutputs(pset, () => keyPair(zkp, randomBytes(32)));
      new Blinder(pset, generator.unblindInputs(pset), new ZKPValidator(zkp), generator).blindLast({
        outputBlindingArgs: blindingArgs,
      });
    }
    if (!sign) return {tx: pset.unsignedTx(), issuingInput, coins: selected};
    selected.forEach((_, index) => signWith(pset, index, wallet.signing));
    new Finalizer(pset).finalize();
    return {tx: Extractor.extract(pset), issuingInput, coins: selected};
  }

  /** compose() with the wallet's fee rate, then broadcast. */
  function spend(wallet, outputs, {issue} = {}) {
    const {tx, issuingInput} = compose(wallet, outputs, {issue});
    const txid = broadcast(tx.toHex());
    return {txid, tx, issuingInput};
  }

  /** sendmany: one transaction of the node's wallet that pays every [{address, sats, asset}]. */
  function sendMany(payments) {
    const outs = payments.map(({address, sats, asset = policyAsset}) => {
      if (!Number.isSafeInteger(sats) || sats <= 0)
        throw new WalletError('Invalid amount for send');
      return {...destination(address), asset, value: sats};
    });
    return spend(nodeWallet, outs).txid;
  }

  function signWith(pset, index, signing) {
    const sighash = Transaction.SIGHASH_ALL;
    const signature = bscript.signature.encode(
      Buffer.from(zkp.ecc.sign(pset.getInputPreimage(index, sighash), signing.privateKey)),
      sighash,
    );
    new Signer(pset).addSignature(
      index,
      {partialSig: {pubkey: signing.publicKey, signature}},
      Pset.ECDSASigValidator(zkp.ecc),
    );
  }

  /** An address of this chain's network as a destination, or a WalletError as Elements words it. */
  function destination(address) {
    try {
      const script = liquid.address.toOutputScript(address, net);
      const blindingPublicKey = liquid.address.isConfidential(address)
        ? liquid.address.fromConfidential(address).blindingKey
        : undefined;
      return {script, blindingPublicKey};
    } catch {
      throw new WalletError(`Invalid Bitcoin address: ${address}`);
    }
  }

  /** sendtoaddress: pays `sats` of `asset` (display hex; L-BTC by default) to `address`. */
  function sendToAddress(address, sats, asset = policyAsset) {
    if (!Number.isSafeInteger(sats) || sats <= 0) throw new WalletError('Invalid amount for send');
    return spend(nodeWallet, [{...destination(address), asset, value: sats}]).txid;
  }

  /** issueasset <amount> 0 false: a new asset, issued unblinded to the node's wallet. */
  function issueAsset(sats) {
    // wallet/rpc/elements.cpp issueasset: an issuance of nothing is refused
    if (sats === 0) throw new WalletError('Issuance must have one non-zero component');
    if (!Number.isSafeInteger(sats) || sats < 0 || sats > MAX_MONEY)
      throw new WalletError('Amount out of range');
    const {txid, tx, issuingInput} = spend(nodeWallet, [], {issue: sats});
    const input = tx.ins[issuingInput];
    const entropy = liquid.issuance.generateEntropy(
      {txHash: input.hash, vout: input.index},
      input.issuance.assetEntropy,
    );
    return {
      txid,
      vin: issuingInput,
      asset: AssetHash.fromBytes(liquid.issuance.calculateAsset(entropy)).hex,
    };
  }

  // The chain starts as Nigiri's does once chopsticks has funded its faucet: the initial coins, then
  // one block (chopsticks router/main.go:58-64 mines 1 block on a fresh Liquid chain).
  const genesisTx = new Transaction();
  genesisTx.version = 2;
  genesisTx.addInput(Buffer.alloc(32), 0xffffffff);
  for (const {asset, value} of genesis ?? [{asset: policyAsset, value: INITIAL_FREE_COINS}]) {
    genesisTx.addOutput(
      nodeWallet.script,
      confidential.satoshiToConfidentialValue(value),
      AssetHash.fromHex(asset).bytes,
      Buffer.of(0),
    );
  }
  confirm(genesisTx, newBlock([genesisTx.getId()]));
  for (const hex of seed) {
    const tx = Transaction.fromHex(hex);
    blocks[0].txids.push(tx.getId());
    confirm(tx, blocks[0]);
  }
  mine(1);

  return {
    network: net,
    networkName: network,
    policyAsset,
    zkp,
    broadcast,
    mine,
    coin,
    coinsOf,
    unblind,
    sendToAddress,
    issueAsset,
    nodeWallet,
    walletKeys,
    compose,
    spend,
    sendMany,
    destination,
    /** The chopsticks faucet: sendtoaddress, then one block. */
    faucet(address, sats = COIN, asset = policyAsset) {
      const txid = sendToAddress(address, sats, asset);
      mine(1);
      return txid;
    },
    /** The chopsticks mint: issueasset, sendtoaddress of the whole amount, then one block. */
    mint(address, sats) {
      const issued = issueAsset(sats);
      const txid = sendToAddress(address, sats, issued.asset);
      mine(1);
      return {asset: issued.asset, txId: txid, issuance_txin: {txid: issued.txid, vin: issued.vin}};
    },
    get height() {
      return blocks.length - 1;
    },
    get tip() {
      return blocks.at(-1);
    },
    transaction: (txid) => txs.get(txid),
    /** Transactions that pay or spend `script`, as electrs lists them: mempool first, newest first. */
    history(script) {
      const touches = ({tx}) =>
        tx.outs.some((out) => out.script.equals(script)) ||
        tx.ins.some((input) => {
          const previous = txs.get(txidOfInput(input))?.tx.outs[input.index];
          return previous?.script.equals(script);
        });
      const all = [...txs.values()].filter(touches);
      const pending = all.filter((entry) => !entry.block).reverse();
      const confirmed = all
        .filter((entry) => entry.block)
        .sort((a, b) => b.block.height - a.block.height);
      return [...pending, ...confirmed];
    },
    /** Unspent outputs of `script`, as electrs' /utxo lists them (mempool included). */
    unspent(script) {
      const found = [];
      for (const [txid, {tx, block}] of txs) {
        tx.outs.forEach((output, vout) => {
          if (output.script.equals(script) && coin(txid, vout))
            found.push({txid, vout, output, block});
        });
      }
      return found;
    },
    fromDisplayHex,
  };
}

// --- electrs and chopsticks over HTTP ------------------------------------------------------------------

const statusOf = (block) =>
  block
    ? {confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time}
    : {confirmed: false};

// The scriptpubkey_type values of rest.rs:311-333.
const ELECTRS_TYPES = new Set([
  'fee',
  'empty',
  'op_return',
  'p2pkh',
  'p2sh',
  'v0_p2wpkh',
  'v0_p2wsh',
]);

function outputJson(chain, out) {
  // rest.rs TxOutValue (:278-340)
  let address;
  try {
    address = liquid.address.fromOutputScript(out.script, chain.network);
  } catch {
    address = undefined;
  }
  const type = isFee(out) ? 'fee' : out.script.length === 0 ? 'empty' : outputType(out.script);
  return {
    scriptpubkey: out.script.toString('hex'),
    scriptpubkey_asm: bscript.toASM(out.script),
    scriptpubkey_type: ELECTRS_TYPES.has(type) ? type : 'unknown',
    ...(address ? {scriptpubkey_address: address} : {}),
    ...(isExplicit(out.value)
      ? {value: explicitValue(out.value)}
      : {valuecommitment: out.value.toString('hex')}),
    ...(isExplicit(out.asset)
      ? {asset: explicitAsset(out.asset)}
      : {assetcommitment: out.asset.toString('hex')}),
  };
}

function transactionJson(chain, tx, block) {
  // rest.rs TransactionValue (:117-170) and TxInValue (:172-240)
  const prevouts = tx.ins.map(
    (input) => chain.transaction(txidOfInput(input))?.tx.outs[input.index],
  );
  return {
    txid: tx.getId(),
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => ({
      txid: txidOfInput(input),
      vout: input.index,
      prevout: prevouts[index] ? outputJson(chain, prevouts[index]) : null,
      scriptsig: input.script.toString('hex'),
      scriptsig_asm: bscript.toASM(input.script),
      ...(input.witness?.length ? {witness: input.witness.map((w) => w.toString('hex'))} : {}),
      is_coinbase: Transaction.isCoinbaseHash(input.hash),
      sequence: input.sequence,
      is_pegin: Boolean(input.isPegin),
    })),
    vout: tx.outs.map((out) => outputJson(chain, out)),
    size: tx.byteLength(true),
    weight: weightOf(tx),
    fee: tx.outs
      .filter((out) => isFee(out) && explicitAsset(out.asset) === chain.policyAsset)
      .reduce((sum, out) => sum + explicitValue(out.value), 0),
    status: statusOf(block),
  };
}

function utxoJson({txid, vout, output, block}) {
  // rest.rs UtxoValue (:342-446)
  const nonce = output.nonce;
  return {
    txid,
    vout,
    status: statusOf(block),
    ...(isExplicit(output.value)
      ? {value: explicitValue(output.value)}
      : {valuecommitment: output.value.toString('hex')}),
    ...(isExplicit(output.asset)
      ? {asset: explicitAsset(output.asset)}
      : {assetcommitment: output.asset.toString('hex')}),
    ...(nonce.length === 33 && nonce[0] === 1 ? {nonce: nonce.subarray(1).toString('hex')} : {}),
    ...(nonce.length === 33 && nonce[0] !== 1 ? {noncecommitment: nonce.toString('hex')} : {}),
    ...(output.surjectionProof?.length
      ? {surjection_proof: output.surjectionProof.toString('hex')}
      : {}),
    ...(output.rangeProof?.length ? {range_proof: output.rangeProof.toString('hex')} : {}),
  };
}

/**
 * Serves `chain` over HTTP as Nigiri's port 3001 does (chopsticks in front of electrs). Resolves to
 * {url, close}. With `mining: false`, POST /tx does not mine (electrs' own port, 30001).
 */
export async function serveChain(chain, {mining = true} = {}) {
  const server = createServer(async (request, response) => {
    const send = (status, body, type = 'text/plain') => {
      response.writeHead(status, {'content-type': type, 'access-control-allow-origin': '*'});
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const json = (body) => send(200, body, 'application/json');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').slice(1);
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const scriptOf = (address) => {
      try {
        return liquid.address.toOutputScript(address, chain.network);
      } catch {
        try {
          liquid.address.toOutputScript(address);
          return 'network';
        } catch {
          return null;
        }
      }
    };
    try {
      const [first, second, third, fourth] = parts;
      if (request.method === 'POST' && url.pathname === '/faucet') {
        // chopsticks router/faucet_handler.go:13-50
        const body = JSON.parse(raw || '{}');
        if (typeof body.address !== 'string')
          return send(400, 'Malformed Request: missing address\n');
        const amount = typeof body.amount === 'number' ? body.amount : 1;
        const asset = typeof body.asset === 'string' ? body.asset : chain.policyAsset;
        return json({txId: chain.faucet(body.address, Math.round(amount * COIN), asset)});
      }
      if (request.method === 'POST' && url.pathname === '/mint') {
        // chopsticks router/faucet_handler.go:54-110
        const body = JSON.parse(raw || '{}');
        if (typeof body.address !== 'string')
          return send(400, 'Malformed Request: missing address\n');
        const amount = typeof body.amount === 'number' ? body.amount : body.quantity;
        if (typeof amount !== 'number') return send(400, 'Malformed Request: missing amount\n');
        return json(chain.mint(body.address, Math.round(amount * COIN)));
      }
      if (request.method === 'POST' && url.pathname === '/tx') {
        // electrs rest.rs:1001-1017; chopsticks mines a block after it, whatever the answer.
        try {
          return send(200, chain.broadcast(raw.trim()));
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          const rpc = JSON.stringify({code: error.code, message: error.message});
          return send(400, `sendrawtransaction RPC error: ${rpc}`);
        } finally {
          if (mining) chain.mine(1);
        }
      }
      if (request.method === 'GET' && first === 'blocks' && second === 'tip' && !fourth) {
        if (third === 'height') return send(200, String(chain.height));
        if (third === 'hash') return send(200, chain.tip.hash);
      }
      if (request.method === 'GET' && first === 'address' && second) {
        const script = scriptOf(second);
        if (script === 'network') return send(400, 'Address on invalid network');
        if (!script) return send(400, 'invalid address');
        if (third === 'utxo' && !fourth) return json(chain.unspent(script).map(utxoJson));
        if (third === 'txs') {
          const history = chain.history(script);
          const page = (entries, limit) =>
            entries.slice(0, limit).map(({tx, block}) => transactionJson(chain, tx, block));
          if (!fourth) {
            const pending = history.filter((e) => !e.block);
            return json([
              ...page(pending, 50),
              ...page(
                history.filter((e) => e.block),
                25,
              ),
            ]);
          }
          if (fourth === 'mempool')
            return json(
              page(
                history.filter((e) => !e.block),
                50,
              ),
            );
          if (fourth === 'chain') {
            let confirmed = history.filter((e) => e.block);
            const after = parts[4];
            if (after)
              confirmed = confirmed.slice(confirmed.findIndex((e) => e.tx.getId() === after) + 1);
            return json(page(confirmed, 25));
          }
        }
      }
      if (request.method === 'GET' && first === 'tx' && second) {
        if (!/^[0-9a-f]{64}$/i.test(second)) return send(400, 'Invalid hex string');
        const entry = chain.transaction(second.toLowerCase());
        if (!third && !entry) return send(404, 'Transaction not found');
        if (!third) return json(transactionJson(chain, entry.tx, entry.block));
        if (third === 'status' && !fourth) return json(statusOf(entry?.block));
        if ((third === 'hex' || third === 'raw') && !fourth) {
          if (!entry) return send(404, 'Transaction not found');
          return third === 'hex'
            ? send(200, entry.tx.toHex())
            : send(200, entry.tx.toBuffer(), 'application/octet-stream');
        }
      }
      return send(404, `endpoint does not exist ${JSON.stringify(url.pathname)}`);
    } catch (error) {
      if (error instanceof WalletError) {
        // chopsticks helpers/main.go:84-86 and http.Error: HTTP 500, a line of text
        const method = url.pathname === '/mint' ? 'issueasset' : 'sendtoaddress';
        return send(500, `Method ${method} failed with error: ${error.message}\n`);
      }
      if (error instanceof Refusal) return send(500, `${error.message}\n`);
      return send(500, String(error?.stack ?? error));
    }
  });
  // No idle timeout on kept-alive connections: Node's default (5 s) closes a socket that a client
  // may be reusing at that moment, which the client sees as "socket hang up".
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

export {COIN, MAX_MONEY, weightOf, vsizeOf, discountVsizeOf, feeFor, isFee, sha256d};
