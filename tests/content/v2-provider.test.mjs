// The mock protocol v2 provider of the client quickstart (tests/content/mocks/v2-provider.mjs: the
// provider of liquid-regtest.mjs on a chain that holds the swap vectors' trader coin) answers like
// tdex-daemon v1.0.1 where the quickstart's reader would notice: the preview of the BOTD#4 example,
// a swap of the vectors' coin that the chain validates and takes into its mempool, and the refusals of
// a SwapRequest (a moved price, an input without its previous output). Every answer to a
// SwapComplete is tested in v2-daemon.test.mjs.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {start} from './mocks/v2-provider.mjs';
import {VECTORS_FILE} from '../../scripts/swap-vectors.mjs';
import {
  LBTC,
  liquid,
  loadZkp,
  proposerPset,
  signInput,
  unblindOutput,
  walletAddress,
} from '../support/v2-swap.mjs';

const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
const USDT = vectors.assets.usdt;
const zkp = await loadZkp();
const mock = await start();
after(() => mock.close());

const call = async (path, body, contentType = 'application/json') => {
  const response = await fetch(mock.url + path, {
    method: 'POST',
    headers: {'Content-Type': contentType},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, json: await response.json()};
};

// The trader of the vectors, with its coin as the PSETv2 carries it.
const keys = vectors.trader.keys;
const trader = walletAddress(
  zkp,
  Buffer.from(keys.signingPrivateKey, 'hex'),
  Buffer.from(keys.blindingPrivateKey, 'hex'),
);
const vectorCoin = vectors.trader.coins[0];
const funding = liquid.Transaction.fromHex(vectorCoin.fundingTransaction).outs[vectorCoin.vout];
const coin = {
  txid: vectorCoin.txid,
  vout: vectorCoin.vout,
  witnessUtxo: {...funding, rangeProof: undefined, surjectionProof: undefined},
  unblinded: {...vectorCoin.unblinded, value: Number(vectorCoin.unblinded.value)},
};
const market = {baseAsset: LBTC, quoteAsset: USDT};
const amountR = 100_000;

async function propose({amountP, withWitnessUtxo = true}) {
  const feeAmount = 6_256_256;
  const pset = proposerPset({
    coins: [withWitnessUtxo ? coin : {...coin, witnessUtxo: undefined}],
    receive: {asset: LBTC, amount: amountR, wallet: trader},
    change: {asset: USDT, amount: coin.unblinded.value - amountP - feeAmount, wallet: trader},
  });
  const swapRequest = {
    id: 'a1b2c3d4e5f60718',
    amountP: String(amountP),
    assetP: USDT,
    amountR: String(amountR),
    assetR: LBTC,
    transaction: pset.toBase64(),
    unblindedInputs: [{index: 0, ...vectors.swapRequest.unblindedInputs[0]}],
  };
  return call('/v2/trade/propose', {
    market,
    type: 'TRADE_TYPE_BUY',
    swapRequest,
    feeAmount: String(feeAmount),
    feeAsset: USDT,
  });
}

test('the preview is the one of the BOTD#4 example', async () => {
  const {status, json} = await call('/v2/trade/preview', {
    market,
    type: 'TRADE_TYPE_BUY',
    amount: '100000',
    asset: LBTC,
    feeAsset: USDT,
  });
  assert.equal(status, 200);
  assert.deepEqual(
    [json.previews[0].amount, json.previews[0].feeAmount],
    [vectors.swapRequest.amountP, vectors.trade.feeAmount],
  );
});

test('a swap completes: the provider blinds and signs its part, and the chain takes what both signed', async () => {
  const {status, json} = await propose({amountP: Number(vectors.swapRequest.amountP)});
  assert.equal(status, 200, JSON.stringify(json));
  assert.equal(json.swapFail, null);
  const accepted = liquid.Pset.fromBase64(json.swapAccept.transaction);
  const paid = unblindOutput(zkp, accepted.outputs[0], trader.blinding.privateKey);
  assert.deepEqual([paid.asset, paid.value], [LBTC, String(amountR)], 'the trader is paid');
  // Ocean's UpdatePset: each provider input with its UTXO range proof, asset and amount
  for (const input of accepted.inputs.slice(1)) {
    assert.ok(input.utxoRangeProof?.length && input.explicitAsset && input.explicitValue > 0);
  }

  signInput(zkp, accepted, 0, trader.signing);
  const done = await call('/v2/trade/complete', {
    swapComplete: {
      id: 'f0e1d2c3b4a59687',
      acceptId: json.swapAccept.id,
      transaction: accepted.toBase64(),
    },
  });
  assert.deepEqual(done.json, {txid: accepted.unsignedTx().getId(), swapFail: null});
  const entry = mock.chain.transaction(done.json.txid);
  assert.equal(
    entry?.block,
    null,
    'in the mempool of the chain, which checked it as Elements does',
  );
  assert.ok(
    entry.tx.ins.some((input) => input.hash.equals(Buffer.from(vectorCoin.txid, 'hex').reverse())),
    "it spends the vectors' coin",
  );
  mock.chain.mine(1);
});

test('a price outside the slippage gets SwapFail code 4', async () => {
  const {json} = await propose({amountP: 2_000_000_000});
  assert.equal(json.swapAccept, null);
  assert.equal(json.swapFail.failureCode, 4);
});

test('an input without its previous output gets an internal error, not a SwapFail', async () => {
  // wallet/service.go:221 reads the script of each input's previous output through a nil pointer.
  const {json: quote} = await call('/v2/trade/preview', {
    market,
    type: 'TRADE_TYPE_BUY',
    amount: String(amountR),
    asset: LBTC,
    feeAsset: USDT,
  });
  const {status, json} = await propose({
    amountP: Number(quote.previews[0].amount),
    withWitnessUtxo: false,
  });
  assert.deepEqual(
    [status, json],
    [
      500,
      {
        code: 13,
        message: 'runtime error: invalid memory address or nil pointer dereference',
        details: [],
      },
    ],
  );
});
