// The protocol v2 provider of tests/content/mocks/liquid-regtest.mjs answers a SwapComplete as
// tdex-daemon v1.0.1 does, on a chain that validates like Elements: each answer below has its own
// test, with the daemon's code lines that settle it. Trades use coins the faucet paid to a trader's
// confidential address; between tests the clock moves past the trades' lock and a block is mined,
// so every test starts with the market's coins confirmed and unlocked.
import {test, after, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {start} from './mocks/liquid-regtest.mjs';
import {SWAP_FAIL} from './mocks/v2-daemon.mjs';
import {
  liquid,
  proposerPset,
  signInput,
  toDisplayHex,
  unblindedInput,
} from '../support/v2-swap.mjs';

let offset = 0;
const provider = await start({clock: () => Date.now() / 1000 + offset});
after(() => provider.close());
const {chain} = provider;
const {zkp} = chain;
const [{market}] = (await call('/v2/markets', {})).json.markets;
const NIL = 'runtime error: invalid memory address or nil pointer dereference';

beforeEach(() => {
  offset += 400; // past Ocean's 360 s lock: the earlier tests' trades expire and unlock their coins
  chain.mine(1);
});

async function call(path, body) {
  const response = await fetch(provider.url + path, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  return {status: response.status, json: await response.json()};
}

/** A trader paid by the faucet in the quote asset, and a BUY of 100,000 sats of L-BTC it proposes. */
async function accepted({amountR = 100_000} = {}) {
  const trader = chain.walletKeys(randomBytes(32), randomBytes(32));
  chain.faucet(trader.address, 100 * 100_000_000, market.quoteAsset);
  const [paid] = chain.coinsOf(trader);
  const coin = {
    txid: paid.txid,
    vout: paid.vout,
    witnessUtxo: {...paid.output, rangeProof: undefined, surjectionProof: undefined},
    unblinded: {
      asset: toDisplayHex(paid.unblinded.asset),
      value: paid.unblinded.value,
      assetBlinder: toDisplayHex(paid.unblinded.assetBlinder),
      amountBlinder: toDisplayHex(paid.unblinded.valueBlinder),
    },
  };
  const {json: preview} = await call('/v2/trade/preview', {
    market,
    type: 'TRADE_TYPE_BUY',
    amount: String(amountR),
    asset: market.baseAsset,
    feeAsset: market.quoteAsset,
  });
  const amountP = Number(preview.previews[0].amount);
  const feeAmount = Number(preview.previews[0].feeAmount);
  const pset = proposerPset({
    coins: [coin],
    receive: {asset: market.baseAsset, amount: amountR, wallet: trader},
    change: {
      asset: market.quoteAsset,
      amount: coin.unblinded.value - amountP - feeAmount,
      wallet: trader,
    },
  });
  const swapRequest = {
    id: randomBytes(8).toString('hex'),
    amountP: String(amountP),
    assetP: market.quoteAsset,
    amountR: String(amountR),
    assetR: market.baseAsset,
    transaction: pset.toBase64(),
    unblindedInputs: [unblindedInput(0, coin)],
  };
  const {status, json} = await call('/v2/trade/propose', {
    market,
    type: 'TRADE_TYPE_BUY',
    swapRequest,
    feeAmount: String(feeAmount),
    feeAsset: market.quoteAsset,
  });
  assert.equal(status, 200, JSON.stringify(json));
  assert.equal(json.swapFail, null, JSON.stringify(json.swapFail));
  const {swapAccept} = json;
  return {trader, paid, swapAccept, pset: () => liquid.Pset.fromBase64(swapAccept.transaction)};
}

const complete = (acceptId, transaction) =>
  call('/v2/trade/complete', {
    swapComplete: {id: randomBytes(8).toString('hex'), acceptId, transaction},
  });
const signed = (trade, key = trade.trader.signing) => {
  const pset = trade.pset();
  signInput(zkp, pset, 0, key);
  return pset;
};
const swapFailOf = (json, acceptId, code) => {
  assert.equal(json.txid, '');
  assert.equal(json.swapFail?.messageId, acceptId);
  assert.deepEqual(
    [json.swapFail.failureCode, json.swapFail.failureMessage],
    [code, SWAP_FAIL[code]],
  );
};

test('a SwapComplete the trader signed: the provider finalizes, broadcasts through the chain and answers the txid', async () => {
  const trade = await accepted();
  const pset = signed(trade);
  const {status, json} = await complete(trade.swapAccept.id, pset.toBase64());
  assert.equal(status, 200, JSON.stringify(json));
  assert.deepEqual(json, {txid: pset.unsignedTx().getId(), swapFail: null});
  const inMempool = chain.transaction(json.txid);
  assert.ok(inMempool && inMempool.block === null, 'Elements took it into its mempool');
  const received = inMempool.tx.outs
    .filter((out) => out.script.equals(trade.trader.script))
    .map((out) => chain.unblind(out, trade.trader.blinding.privateKey))
    .find((opened) => toDisplayHex(opened.asset) === market.baseAsset);
  assert.equal(received?.value, 100_000, 'the trader is paid its L-BTC, blinded to its key');
});

test('an input without a signature: INTERNAL (HTTP 500), the nil dereference the recovery interceptor reports', async () => {
  // swap-parser/service.go:150-163 finalizes, ignores the error, extracts nothing and serializes it.
  const trade = await accepted();
  const {status, json} = await complete(trade.swapAccept.id, trade.swapAccept.transaction);
  assert.deepEqual([status, json], [500, {code: 13, message: NIL, details: []}]);
});

test('a signature by another key: SwapFail 2, and a correct SwapComplete still completes the trade', async () => {
  // pkg/swap/complete.go:120-128 with go-elements psetv2 validatePartialSignature (the key must be
  // the script's); domain/trade.go Complete does not stop at an earlier failure.
  const trade = await accepted();
  const other = chain.walletKeys(randomBytes(32), randomBytes(32));
  const wrong = await complete(trade.swapAccept.id, signed(trade, other.signing).toBase64());
  assert.equal(wrong.status, 200);
  swapFailOf(wrong.json, trade.swapAccept.id, 2);
  const right = await complete(trade.swapAccept.id, signed(trade).toBase64());
  assert.equal(right.json.swapFail, null);
  assert.equal(right.json.txid.length, 64);
});

test('a PSET whose inputs carry final witnesses instead of signatures: SwapFail 2', async () => {
  // ParseSwapTransaction extracts it (every input final), then ValidateAllSignatures finds no
  // partial signature (go-elements v0.4.5 psetv2/pset.go:279-294; its finalizer drops them,
  // finalizer.go:64).
  const trade = await accepted();
  const pset = signed(trade);
  new liquid.Finalizer(pset).finalize();
  for (const input of pset.inputs) input.partialSigs = undefined;
  const {status, json} = await complete(trade.swapAccept.id, pset.toBase64());
  assert.equal(status, 200);
  swapFailOf(json, trade.swapAccept.id, 2);
});

test("final witnesses beside the signatures, as liquidjs-lib's Finalizer leaves them: the trade completes", async () => {
  const trade = await accepted();
  const pset = signed(trade);
  new liquid.Finalizer(pset).finalize();
  assert.ok(pset.inputs.every((input) => input.partialSigs?.length && input.finalScriptWitness));
  const {json} = await complete(trade.swapAccept.id, pset.toBase64());
  assert.deepEqual(json, {txid: pset.unsignedTx().getId(), swapFail: null});
});

test('neither a PSET nor a transaction in hex: SwapFail 3; a trade fails once, and later failures repeat that SwapFail', async () => {
  // swap-parser/service.go:176 ErrCodeInvalidTransaction; domain/trade.go Fail keeps the first.
  const trade = await accepted();
  const first = await complete(trade.swapAccept.id, 'not a transaction');
  swapFailOf(first.json, trade.swapAccept.id, 3);
  const other = chain.walletKeys(randomBytes(32), randomBytes(32));
  const second = await complete(trade.swapAccept.id, signed(trade, other.signing).toBase64());
  assert.deepEqual(second.json, first.json);
});

test('an unknown trade: INTERNAL (HTTP 500) "trade with swap accept id <id> not found", for a SwapComplete and for an abort', async () => {
  // storage/db/badger/trade_repository_impl.go:85-87, trading.go:134-139 and :182-187
  const unknown = 'ffffffffffffffff';
  const completeAnswer = await complete(unknown, 'cHNldP8=');
  const message = `trade with swap accept id ${unknown} not found`;
  assert.deepEqual(
    [completeAnswer.status, completeAnswer.json],
    [500, {code: 13, message, details: []}],
  );
  const abort = await call('/v2/trade/complete', {
    swapFail: {id: 'a', messageId: unknown, failureCode: 5, failureMessage: 'changed my mind'},
  });
  assert.deepEqual([abort.status, abort.json], [500, {code: 13, message, details: []}]);
});

test('an expired trade: INTERNAL (HTTP 500) "trade is expired"', async () => {
  // trading.go:141-143 with domain/trade.go IsExpired
  const trade = await accepted();
  offset += 361;
  const {status, json} = await complete(trade.swapAccept.id, signed(trade).toBase64());
  assert.deepEqual([status, json], [500, {code: 13, message: 'trade is expired', details: []}]);
});

test('an already completed trade is broadcast again: its txid while in the mempool, SwapFail 6 once in a block', async () => {
  // domain/trade.go Complete answers true for a completed trade; trading.go:158-166 broadcasts it.
  const trade = await accepted();
  const transaction = signed(trade).toBase64();
  const first = await complete(trade.swapAccept.id, transaction);
  const again = await complete(trade.swapAccept.id, transaction);
  assert.deepEqual(again.json, first.json);
  chain.mine(1); // Elements: "Transaction already in block chain"
  const mined = await complete(trade.swapAccept.id, transaction);
  swapFailOf(mined.json, trade.swapAccept.id, 6);
});

test('a broadcast Elements refuses: SwapFail 6 "swap completed but didn\'t get included in blockchain "', async () => {
  // trading.go:158-166: the trader spent its coin elsewhere after the SwapAccept.
  const trade = await accepted();
  chain.faucet(trade.trader.address, 100_000); // L-BTC for the fee of its own transaction
  const elsewhere = chain.compose(
    trade.trader,
    [{...chain.destination(trade.trader.address), asset: market.quoteAsset, value: 1000}],
    {coins: chain.coinsOf(trade.trader)},
  );
  assert.ok(elsewhere.coins.some((c) => c.txid === trade.paid.txid && c.vout === trade.paid.vout));
  chain.broadcast(elsewhere.tx.toHex());
  const {status, json} = await complete(trade.swapAccept.id, signed(trade).toBase64());
  assert.equal(status, 200);
  swapFailOf(json, trade.swapAccept.id, 6);
});

test('an abort (SwapFail from the trader): SwapFail 5 "aborted by counter-party "', async () => {
  // trading.go:178-203
  const trade = await accepted();
  const {status, json} = await call('/v2/trade/complete', {
    swapFail: {
      id: 'c0ffee00c0ffee00',
      messageId: trade.swapAccept.id,
      failureCode: 2,
      failureMessage: 'I do not sign this',
    },
  });
  assert.equal(status, 200);
  swapFailOf(json, trade.swapAccept.id, 5);
});
