// The two sides of a TDEX protocol v2 swap (BOTD#3) on regtest, built with the libraries the TDEX app
// v2.0.0 pins (liquidjs-lib 6.0.2-liquid.28, @vulpemventures/secp256k1-zkp 3.1.0). The swap vectors
// (scripts/swap-vectors.mjs) run both sides with a seeded random source, so the output is the same on
// every run; the mock provider (tests/content/mocks/v2-provider.mjs) runs the provider's side with real
// randomness. Not a test file.
import {createHash, randomBytes} from 'node:crypto';
import secp256k1 from '@vulpemventures/secp256k1-zkp-3.1.0';
import * as liquid from 'liquidjs-lib-6.0.2-liquid.28';

const {
  AssetHash,
  Blinder,
  Creator,
  Extractor,
  Finalizer,
  Pset,
  Signer,
  Transaction,
  Updater,
  ZKPGenerator,
  ZKPValidator,
  confidential,
  networks,
  payments,
  script: bscript,
} = liquid;

export {liquid};
export const NETWORK = networks.regtest;
export const LBTC = NETWORK.assetHash;

let zkpPromise;
export const loadZkp = () => (zkpPromise ??= secp256k1());

export const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

// A random source for liquidjs-lib's `{rng}` option: 32-byte draws, from a seed when given.
export function makeRng(seed) {
  if (seed === undefined) return () => randomBytes(32);
  let counter = 0;
  return (size = 32) => {
    const out = sha256(seed, '/', String(counter++));
    return out.subarray(0, size);
  };
}

// Hex as the protocol writes asset IDs and blinders: reverse byte order, like transaction IDs.
export const toDisplayHex = (buf) => Buffer.from(buf).reverse().toString('hex');
export const fromDisplayHex = (hex) => Buffer.from(hex, 'hex').reverse();

export function keyPair(zkp, privateKey) {
  const publicKey = Buffer.from(zkp.ecc.pointFromScalar(privateKey, true));
  return {privateKey: Buffer.from(privateKey), publicKey};
}

// A P2WPKH wallet address with its own blinding key pair.
export function walletAddress(zkp, signingKey, blindingKey) {
  const signing = keyPair(zkp, signingKey);
  const blinding = keyPair(zkp, blindingKey);
  const payment = payments.p2wpkh({pubkey: signing.publicKey, network: NETWORK});
  return {
    signing,
    blinding,
    script: payment.output,
    address: liquid.address.toConfidential(payment.address, blinding.publicKey),
  };
}

// A confidential output paying `value` of `asset` (display hex) to `wallet`, with the blinders drawn
// from `rng`: the coin a party spends in the swap. Its funding transaction exists only here and is not
// valid on its own (its input is made up); it gives the coin a transaction ID and a complete output.
export function makeCoin(zkp, rng, {asset, value, wallet}) {
  const conf = new confidential.Confidential(zkp);
  const assetBytes = fromDisplayHex(asset);
  const assetBlinder = rng();
  const valueBlinder = rng();
  const ephemeral = keyPair(zkp, rng());
  const assetCommitment = conf.assetCommitment(assetBytes, assetBlinder);
  const valueCommitment = conf.valueCommitment(String(value), assetCommitment, valueBlinder);
  const rangeProof = conf.rangeProofWithNonceHash(
    wallet.blinding.publicKey,
    ephemeral.privateKey,
    String(value),
    assetBytes,
    valueCommitment,
    assetCommitment,
    valueBlinder,
    assetBlinder,
    wallet.script,
  );
  // Spent from an explicit coin of the same asset (a made-up outpoint), hence a one-input proof.
  const surjectionProof = conf.surjectionProof(
    assetBytes,
    assetBlinder,
    [assetBytes],
    [Buffer.alloc(32)],
    rng(),
  );
  const funding = new Transaction();
  funding.addInput(rng(), 0);
  funding.addOutput(
    wallet.script,
    valueCommitment,
    assetCommitment,
    ephemeral.publicKey,
    rangeProof,
    surjectionProof,
  );
  return {
    txid: funding.getId(),
    vout: 0,
    fundingTxHex: funding.toHex(),
    // The previous output as the PSETv2 carries it: script, commitments and nonce, without the
    // proofs, which neither blinding nor signing reads (and which would add 4 KB per input).
    witnessUtxo: {...funding.outs[0], rangeProof: undefined, surjectionProof: undefined},
    rangeProof,
    unblinded: {
      asset,
      value,
      assetBlinder: toDisplayHex(assetBlinder),
      amountBlinder: toDisplayHex(valueBlinder),
    },
  };
}

// The UnblindedInput JSON of a coin spent as input `index`.
export const unblindedInput = (index, coin) => ({
  index,
  asset: coin.unblinded.asset,
  amount: String(coin.unblinded.value),
  assetBlinder: coin.unblinded.assetBlinder,
  amountBlinder: coin.unblinded.amountBlinder,
});

// The proposer's part: its inputs, then the output that pays it and its change, unblinded, each with
// the blinding public key of its address and blinder index 0 (what the TDEX app v2.0.0 does).
export function proposerPset({coins, receive, change}) {
  const pset = Creator.newPset();
  const updater = new Updater(pset);
  updater.addInputs(
    coins.map((coin) => ({
      txid: coin.txid,
      txIndex: coin.vout,
      witnessUtxo: coin.witnessUtxo,
      sighashType: Transaction.SIGHASH_ALL,
    })),
  );
  const outs = [receive, change]
    .filter((out) => out && out.amount > 0)
    .map(({asset, amount, wallet}) => ({
      asset,
      amount,
      script: wallet.script,
      blindingPublicKey: wallet.blinding.publicKey,
      blinderIndex: 0,
    }));
  updater.addOutputs(outs);
  return pset;
}

// Sums of what the proposer's part of a transaction spends and receives, per asset, read from the
// unblinded inputs and the (still unblinded) outputs it added.
export function proposerTotals(pset, unblindedInputs, proposerScripts) {
  const spent = new Map();
  const received = new Map();
  const add = (map, asset, value) => map.set(asset, (map.get(asset) ?? 0n) + BigInt(value));
  for (const input of unblindedInputs) add(spent, input.asset, input.amount);
  for (const out of pset.outputs) {
    const owned = proposerScripts.some((s) => out.script && Buffer.compare(out.script, s) === 0);
    if (owned && out.asset) add(received, AssetHash.fromBytes(out.asset).hex, out.value);
  }
  return {spent, received};
}

// The responder's part (what tdex-daemon v1 does through its Ocean wallet): append its inputs and
// outputs, the explicit fee output last, then blind every output as the last blinder, using the
// proposer's unblinded inputs and its own, and sign its own inputs. Each input it adds carries its
// previous output without proofs and, when that output is confidential, the output's range proof and
// its asset and amount in the clear with the proofs that they open its commitments, as Ocean's
// UpdatePset adds them (ocean v0.1.17 pkg/wallet/transaction.go:165-183). `proofRng` draws the
// nonces of those amount proofs (the blinding draws from `rng`).
export async function respond({request, coins, outputs, fee, rng, proofRng = rng}) {
  const zkp = await loadZkp();
  const conf = new confidential.Confidential(zkp);
  const pset = Pset.fromBase64(request.transaction);
  const proposerInputs = pset.inputs.length;
  const updater = new Updater(pset);
  updater.addInputs(
    coins.map(({coin}) => ({
      txid: coin.txid,
      txIndex: coin.vout,
      witnessUtxo: {...coin.witnessUtxo, rangeProof: undefined, surjectionProof: undefined},
      sighashType: Transaction.SIGHASH_ALL,
    })),
  );
  coins.forEach(({coin}, i) => {
    const {asset, value} = coin.witnessUtxo;
    if (value.length !== 33) return;
    const index = proposerInputs + i;
    const assetBytes = fromDisplayHex(coin.unblinded.asset);
    updater.addInUtxoRangeProof(index, coin.rangeProof ?? coin.witnessUtxo.rangeProof);
    updater.addInExplicitAsset(
      index,
      assetBytes,
      conf.blindAssetProof(assetBytes, asset, fromDisplayHex(coin.unblinded.assetBlinder)),
    );
    updater.addInExplicitValue(
      index,
      Number(coin.unblinded.value),
      conf.blindValueProof(
        String(coin.unblinded.value),
        value,
        asset,
        fromDisplayHex(coin.unblinded.amountBlinder),
        proofRng(),
      ),
    );
  });
  updater.addOutputs([
    ...outputs.map(({asset, amount, wallet}) => ({
      asset,
      amount,
      script: wallet.script,
      blindingPublicKey: wallet.blinding.publicKey,
      blinderIndex: proposerInputs,
    })),
    {asset: LBTC, amount: fee},
  ]);
  // Ocean's UpdatePset gives every output it adds the index of the first input it adds, the fee
  // output included (ocean v0.1.17 pkg/wallet/transaction.go:140-146, :192), and go-elements writes
  // it for every output (v0.4.5 psetv2/output.go:254-264); blinding resets it on the blinded outputs
  // only (blinder.go:442). liquidjs-lib drops it from an output without a blinding key, so set it here.
  pset.outputs[pset.outputs.length - 1].blinderIndex = proposerInputs;

  const owned = [
    ...request.unblindedInputs.map((input) => ({
      index: input.index,
      value: String(input.amount),
      asset: fromDisplayHex(input.asset),
      assetBlindingFactor: fromDisplayHex(input.assetBlinder),
      valueBlindingFactor: fromDisplayHex(input.amountBlinder),
    })),
    ...coins.map(({coin}, i) => ({
      index: proposerInputs + i,
      value: String(coin.unblinded.value),
      asset: fromDisplayHex(coin.unblinded.asset),
      assetBlindingFactor: fromDisplayHex(coin.unblinded.assetBlinder),
      valueBlindingFactor: fromDisplayHex(coin.unblinded.amountBlinder),
    })),
  ];
  const generator = new ZKPGenerator(zkp, ZKPGenerator.WithOwnedInputs(owned), (g) => {
    // liquidjs-lib reads its random draws from `opts.rng`; the option is not typed, hence the cast.
    /** @type {any} */ (g).opts = {rng};
  });
  const validator = new ZKPValidator(zkp);
  const keysGenerator = () => keyPair(zkp, rng());
  const blindingArgs = generator.blindOutputs(pset, keysGenerator);
  new Blinder(pset, generator.unblindInputs(pset), validator, generator).blindLast({
    outputBlindingArgs: blindingArgs,
  });

  coins.forEach(({wallet}, i) => signInput(zkp, pset, proposerInputs + i, wallet.signing));
  return pset;
}

// A P2WPKH signature with SIGHASH_ALL (RFC 6979, so deterministic) added to input `index`.
export function signInput(zkp, pset, index, signing) {
  const sighash = Transaction.SIGHASH_ALL;
  const preimage = pset.getInputPreimage(index, sighash);
  const signature = bscript.signature.encode(
    Buffer.from(zkp.ecc.sign(preimage, signing.privateKey)),
    sighash,
  );
  new Signer(pset).addSignature(
    index,
    {partialSig: {pubkey: signing.publicKey, signature}},
    Pset.ECDSASigValidator(zkp.ecc),
  );
}

export const sigValidator = (zkp) => Pset.ECDSASigValidator(zkp.ecc);

// What the responder does with a SwapComplete: every signature valid, then finalize and extract.
// With `verify: false`, finalize whatever signatures the inputs hold (go-elements' finalizer checks
// none).
export function finalize(zkp, base64, {verify = true} = {}) {
  const pset = Pset.fromBase64(base64);
  if (verify && !pset.validateAllSignatures(sigValidator(zkp)))
    throw new Error('invalid signature');
  new Finalizer(pset).finalize();
  return Extractor.extract(pset);
}

// The transaction output of a blinded PSET output, to unblind it with a blinding private key.
export function txOutput(out) {
  return {
    asset: out.assetCommitment,
    value: out.valueCommitment,
    nonce: out.ecdhPubkey,
    script: out.script,
    rangeProof: out.valueRangeproof,
    surjectionProof: out.assetSurjectionProof,
  };
}

export function unblindOutput(zkp, out, blindingPrivateKey) {
  const result = new confidential.Confidential(zkp).unblindOutputWithKey(
    txOutput(out),
    blindingPrivateKey,
  );
  return {
    asset: AssetHash.fromBytes(result.asset).hex,
    value: result.value,
    assetBlinder: toDisplayHex(result.assetBlindingFactor),
    amountBlinder: toDisplayHex(result.valueBlindingFactor),
  };
}
