// The mock protocol v2 provider (tests/content/mocks/v2-provider.mjs), which the samples-run test
// starts for the client quickstart, answers like tdex-daemon v1.0.1 where the quickstart's reader
// would notice: the preview of the BOTD#4 example, a swap that completes with a transaction both
// parties signed, and the refusals (a moved price, an input without its previous output, an
// unsigned or wrongly signed SwapComplete).
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

test('a swap completes: the provider blinds and signs its part, and broadcasts what both signed', async () => {
  const {status, json} = await propose({amountP: Number(vectors.swapRequest.amountP)});
  assert.equal(status, 200, JSON.stringify(json));
  assert.equal(json.swapFail, null);
  const accepted = liquid.Pset.fromBase64(json.swapAccept.transaction);
  const paid = unblindOutput(zkp, accepted.outputs[0], trader.blinding.privateKey);
  assert.deepEqual([paid.asset, paid.value], [LBTC, String(amountR)], 'the trader is paid');

  // Unsigned: tdex-daemon fails to finalize and answers INTERNAL, not a SwapFail.
  const complete = (transaction) =>
    call('/v2/trade/complete', {
      swapComplete: {id: 'f0e1d2c3b4a59687', acceptId: json.swapAccept.id, transaction},
    });
  const unsigned = await complete(accepted.toBase64());
  assert.deepEqual([unsigned.status, unsigned.json.code], [500, 13]);

  // Signed with another key: SwapFail code 2.
  const wrong = liquid.Pset.fromBase64(json.swapAccept.transaction);
  const other = walletAddress(zkp, Buffer.alloc(32, 7), Buffer.alloc(32, 8));
  signInput(zkp, wrong, 0, other.signing);
  const refused = await complete(wrong.toBase64());
  assert.equal(refused.json.swapFail?.failureCode, 2);

  signInput(zkp, accepted, 0, trader.signing);
  const done = await complete(accepted.toBase64());
  assert.equal(done.json.swapFail, null);
  assert.equal(done.json.txid, accepted.unsignedTx().getId());
  const trade = mock.trades.get(json.swapAccept.id);
  assert.equal(liquid.Transaction.fromHex(trade.transaction).getId(), done.json.txid);
});

test('a price outside the slippage gets SwapFail code 4', async () => {
  const {json} = await propose({amountP: 2_000_000_000});
  assert.equal(json.swapAccept, null);
  assert.equal(json.swapFail.failureCode, 4);
});

test('an input without its previous output gets an internal error, not a SwapFail', async () => {
  const {status, json} = await propose({
    amountP: Number(vectors.swapRequest.amountP),
    withWitnessUtxo: false,
  });
  assert.deepEqual([status, json.code], [500, 13]);
});
