// Faulty swap messages for the swap inspector's tests: the messages of the swap test vectors
// (static/specs/swap-vectors-v2.json) with one fault each, made with liquidjs-lib 6.0.2-liquid.28, the
// library that wrote the vectors. Each rule of src/utils/swapRules.mjs has at least one, and
// tests/tools/swap-inspect.test.mjs fails when a rule has none. Also the bad inputs the page answers
// without running any rule. Not a test file.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as liquid from 'liquidjs-lib-6.0.2-liquid.28';

const {Pset, AssetHash, ElementsValue} = liquid;

export const VECTORS = JSON.parse(
  readFileSync(new URL('../../static/specs/swap-vectors-v2.json', import.meta.url), 'utf8'),
);
const V = VECTORS;

/** The ProposeTrade request body of the vectors' trade: how a SwapRequest travels over HTTP. */
export const proposeTrade = (swapRequest = V.swapRequest, over = {}) => ({
  market: V.trade.market,
  type: V.trade.type,
  swapRequest,
  feeAmount: V.trade.feeAmount,
  feeAsset: V.trade.feeAsset,
  ...over,
});

const text = (value) => JSON.stringify(value, null, 2);

/** A copy of a vector PSET, changed by `change`, in base64. */
function mutate(base64, change) {
  const pset = Pset.fromBase64(base64);
  change(pset);
  return pset.toBase64();
}

const flipLastSigByte = (pset, index) => {
  const sig = pset.inputs[index].partialSigs[0];
  const signature = Buffer.from(sig.signature);
  // A byte inside the DER signature, before its sighash type.
  signature[signature.length - 6] ^= 0x01;
  pset.inputs[index].partialSigs = [{...sig, signature}];
};

/** The ProposeTrade body with the earlier messages each later step is checked against. */
const CONTEXT = text(proposeTrade());

/**
 * One faulty message per rule: {rule, what, message, context?}. The inspector must flag `rule`
 * (fail, or warn where the definition allows the fault).
 */
export const FAULTS = [
  {
    rule: 'request-fields',
    what: 'amount_p is not a number',
    message: text(proposeTrade({...V.swapRequest, amountP: '25.02'})),
  },
  {
    rule: 'transaction-format',
    what: 'the SwapRequest transaction is cut short',
    message: text(
      proposeTrade({...V.swapRequest, transaction: `${V.swapRequest.transaction.slice(0, 200)}`}),
    ),
  },
  {
    rule: 'transaction-format',
    what: 'the SwapComplete transaction is neither a PSETv2 nor hex',
    message: text({...V.swapComplete, transaction: 'not a transaction'}),
    context: CONTEXT,
  },
  {
    rule: 'unblinded-inputs',
    what: 'no unblinded inputs',
    message: text(proposeTrade({...V.swapRequest, unblindedInputs: []})),
  },
  {
    rule: 'unblinded-order',
    what: 'two entries for one input',
    message: text(
      proposeTrade({
        ...V.swapRequest,
        unblindedInputs: [V.swapRequest.unblindedInputs[0], V.swapRequest.unblindedInputs[0]],
      }),
    ),
  },
  {
    rule: 'unblinded-explicit',
    what: 'an explicit coin described with blinders',
    message: text(
      proposeTrade({
        ...V.swapRequest,
        transaction: mutate(V.swapRequest.transaction, (pset) => {
          const coin = V.trader.coins[0].unblinded;
          pset.inputs[0].witnessUtxo = {
            ...pset.inputs[0].witnessUtxo,
            asset: AssetHash.fromHex(coin.asset).bytes,
            value: ElementsValue.fromNumber(Number(coin.value)).bytes,
            nonce: Buffer.of(0),
          };
        }),
      }),
    ),
  },
  {
    rule: 'witness-utxo',
    what: 'an input without its witness UTXO',
    message: text(
      proposeTrade({
        ...V.swapRequest,
        transaction: mutate(V.swapRequest.transaction, (pset) => {
          pset.inputs[0].witnessUtxo = undefined;
        }),
      }),
    ),
  },
  {
    rule: 'request-unblinded',
    what: "a SwapRequest that carries the SwapAccept's transaction (a message of the wrong step)",
    message: text(proposeTrade({...V.swapRequest, transaction: V.swapAccept.transaction})),
  },
  {
    rule: 'blinder-index',
    what: 'an output whose blinder index names no input',
    message: text(
      proposeTrade({
        ...V.swapRequest,
        transaction: mutate(V.swapRequest.transaction, (pset) => {
          pset.outputs[0].blinderIndex = 3;
        }),
      }),
    ),
  },
  {
    rule: 'request-unsigned',
    what: 'a SwapRequest already signed',
    message: text(
      proposeTrade({
        ...V.swapRequest,
        // The trader's signature from the SwapComplete: present, as a signer would add it.
        transaction: mutate(V.swapRequest.transaction, (pset) => {
          pset.inputs[0].partialSigs = Pset.fromBase64(
            V.swapComplete.transaction,
          ).inputs[0].partialSigs;
        }),
      }),
    ),
  },
  {
    rule: 'request-amounts',
    what: 'a fee that the transaction does not pay',
    message: text(proposeTrade(V.swapRequest, {feeAmount: '6256000'})),
  },
  {
    rule: 'trade-fields',
    what: 'an unknown trade type',
    message: text(proposeTrade(V.swapRequest, {type: 'TRADE_TYPE_SWAP'})),
  },
  {
    rule: 'trade-assets',
    what: 'a BUY request sent as a SELL',
    message: text(proposeTrade(V.swapRequest, {type: 'TRADE_TYPE_SELL'})),
  },
  {
    rule: 'accept-fields',
    what: 'a SwapAccept without its request ID',
    message: text({...V.swapAccept, requestId: ''}),
  },
  {
    rule: 'complete-fields',
    what: 'a SwapComplete without its accept ID',
    message: text({...V.swapComplete, acceptId: ''}),
    context: CONTEXT,
  },
  {
    rule: 'accept-request-id',
    what: 'a SwapAccept for another request',
    message: text({...V.swapAccept, requestId: '0000000000000000'}),
    context: CONTEXT,
  },
  {
    rule: 'proposer-part',
    what: "a SwapAccept that pays the proposer's L-BTC to another script",
    message: text({
      ...V.swapAccept,
      transaction: mutate(V.swapAccept.transaction, (pset) => {
        pset.outputs[0].script = Buffer.from(V.provider.market.keys.script, 'hex');
      }),
    }),
    context: CONTEXT,
  },
  {
    rule: 'accept-amounts',
    what: 'a SwapAccept checked against a ProposeTrade with another fee',
    message: text(V.swapAccept),
    context: text(proposeTrade(V.swapRequest, {feeAmount: '6256000'})),
  },
  {
    rule: 'blinding',
    what: 'an output with a blinding key left unblinded',
    message: text({
      ...V.swapAccept,
      transaction: mutate(V.swapAccept.transaction, (pset) => {
        const out = pset.outputs[3];
        out.valueCommitment = undefined;
        out.assetCommitment = undefined;
        out.valueRangeproof = undefined;
        out.assetSurjectionProof = undefined;
        out.ecdhPubkey = undefined;
      }),
    }),
    context: CONTEXT,
  },
  {
    rule: 'fee-output',
    what: 'a fee paid in USDt',
    message: text({
      ...V.swapAccept,
      transaction: mutate(V.swapAccept.transaction, (pset) => {
        pset.outputs[5].asset = AssetHash.fromHex(V.assets.usdt).bytes.subarray(1);
      }),
    }),
    context: CONTEXT,
  },
  {
    rule: 'responder-signed',
    what: "a SwapAccept with a broken signature of the responder's",
    message: text({
      ...V.swapAccept,
      transaction: mutate(V.swapAccept.transaction, (pset) => flipLastSigByte(pset, 1)),
    }),
    context: CONTEXT,
  },
  {
    rule: 'complete-finalizable',
    what: "a SwapComplete without the proposer's signature",
    message: text({
      ...V.swapComplete,
      transaction: mutate(V.swapComplete.transaction, (pset) => {
        pset.inputs[0].partialSigs = [];
      }),
    }),
    context: CONTEXT,
  },
  {
    rule: 'complete-signatures',
    what: "a SwapComplete with a broken signature of the proposer's",
    message: text({
      ...V.swapComplete,
      transaction: mutate(V.swapComplete.transaction, (pset) => flipLastSigByte(pset, 0)),
    }),
    context: CONTEXT,
  },
  {
    rule: 'fail-fields',
    what: 'a SwapFail that names no message',
    message: text({
      id: '0b7f3e9d2c6a1845',
      messageId: '',
      failureCode: 4,
      failureMessage: 'swap request price not accepted',
    }),
  },
  {
    rule: 'fail-code',
    what: 'a SwapFail code tdex-daemon v1 never sends',
    message: text({
      id: '0b7f3e9d2c6a1845',
      messageId: V.swapRequest.id,
      failureCode: 9,
      failureMessage: 'out of coffee',
    }),
  },
];

/**
 * A PSET of version 0, the format of protocol v1: the magic, a global map that holds the unsigned
 * transaction (key type 0x00, as liquidjs-lib 5 and go-elements pset/ write it), and one empty map
 * for its input and its output.
 */
function psetV0() {
  const tx = new liquid.Transaction();
  tx.addInput(Buffer.from(V.trader.coins[0].txid, 'hex').reverse(), 0);
  tx.addOutput(
    Buffer.from(V.trader.keys.script, 'hex'),
    ElementsValue.fromNumber(100000).bytes,
    AssetHash.fromHex(V.assets.lbtc).bytes,
    Buffer.of(0),
  );
  const unsigned = tx.toBuffer();
  const length = Buffer.from([0xfd, unsigned.length & 0xff, unsigned.length >> 8]);
  return Buffer.concat([
    Buffer.from('pset'),
    Buffer.of(0xff, 0x01, 0x00),
    length,
    unsigned,
    Buffer.of(0x00, 0x00, 0x00),
  ]).toString('base64');
}

/** Inputs the page answers with an explanation instead of checks: {what, message, context?, title}. */
export const BAD_INPUTS = [
  {what: 'malformed JSON', message: '{"id": "8f2c5d1e9a7b3c40",}', title: 'Malformed JSON'},
  {what: 'malformed base64', message: 'cHNldP8B*AgQ', title: 'Neither JSON nor base64'},
  {
    what: 'a Bitcoin PSBT',
    message: 'cHNidP8BAHECAAAAAQ==',
    title: 'A Bitcoin PSBT',
  },
  {what: 'a PSET of version 0', message: psetV0(), title: 'A protocol v1 message'},
  {
    what: 'a protocol v1 SwapRequest',
    message: text({
      id: '8f2c5d1e9a7b3c40',
      amountP: '2508758759',
      assetP: V.assets.usdt,
      amountR: '100000',
      assetR: V.assets.lbtc,
      transaction: psetV0(),
      inputBlindingKey: {[V.trader.keys.script]: 'k3Jf0Qm8vX2aB7cD4eF1gH6iJ9kL5mN0oP3qR8sT2uU='},
      outputBlindingKey: {},
    }),
    title: 'A protocol v1 message',
  },
  {
    what: 'a message of the wrong step as the earlier message',
    message: text(V.swapComplete),
    context: text(V.swapAccept),
    title: 'Earlier message: not a SwapRequest',
  },
];

/** The steps of the vectors, each as 'Load an example' fills it: {step, message, context?}. */
export const EXAMPLES = [
  {step: 'SwapRequest', message: text(proposeTrade())},
  {step: 'SwapAccept', message: text(V.swapAccept), context: CONTEXT},
  {step: 'SwapComplete', message: text(V.swapComplete), context: CONTEXT},
  {step: 'CompleteTrade', message: text({swapComplete: V.swapComplete}), context: CONTEXT},
];

// `node tests/support/swap-faults.mjs` prints them all as JSON, for the browser tests, which cannot
// import this module (Playwright loads test files as CommonJS).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify({FAULTS, BAD_INPUTS, EXAMPLES}));
}
