// A mock TDEX liquidity provider for protocol v2, on loopback only: the HTTP/JSON mapping of
// tdex.v2.TradeService as tdex-daemon v1.0.1 serves it (POST /v2/markets, /v2/market/price,
// /v2/trade/preview, /v2/trade/propose, /v2/trade/complete). It runs one regtest market, L-BTC against
// the vectors' USDt, with the balanced strategy and 0.25 % fees, prices like the daemon, and swaps for
// real: it checks the SwapRequest, adds its own inputs and outputs, blinds them and signs with
// liquidjs-lib, checks the trader's signatures and finalizes. It does not broadcast.
// `start()` resolves to {url, close, trades}; `node tests/content/mocks/v2-provider.mjs` runs it.
import {createServer} from 'node:http';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {
  LBTC,
  finalize,
  fromDisplayHex,
  liquid,
  loadZkp,
  makeCoin,
  makeRng,
  proposerTotals,
  respond,
} from '../../support/v2-swap.mjs';

const {Pset, Transaction, confidential} = liquid;
const USDT = JSON.parse(
  readFileSync(new URL('../../../static/specs/swap-vectors-v2.json', import.meta.url)),
).assets.usdt;
const RESERVES = {[LBTC]: 100_000_000n, [USDT]: 2_500_000_000_000n};
const FEE = {
  percentageFee: {baseAsset: '25', quoteAsset: '25'},
  fixedFee: {baseAsset: '0', quoteAsset: '0'},
};
const MARKET = {baseAsset: LBTC, quoteAsset: USDT};
const SLIPPAGE = 0.05;
const NETWORK_FEE = 1000;
const LOCK_SECONDS = 360;
const HEX32 = /^[0-9a-f]{64}$/i;

// gRPC status codes and the HTTP status the gateway gives them.
const INVALID_ARGUMENT = [3, 400];
const UNKNOWN = [2, 500];
const INTERNAL = [13, 500];

class CallError extends Error {
  constructor([code, status], message) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

const randomId = () => makeRng()().subarray(0, 8).toString('hex');
const swapFail = (messageId, failureCode, failureMessage) => ({
  id: randomId(),
  messageId,
  failureCode,
  failureMessage,
});

function checkMarket(market) {
  if (!market) throw new CallError(INVALID_ARGUMENT, 'missing market');
  if (!HEX32.test(market.baseAsset ?? ''))
    throw new CallError(INVALID_ARGUMENT, 'invalid base asset');
  if (!HEX32.test(market.quoteAsset ?? ''))
    throw new CallError(INVALID_ARGUMENT, 'invalid quote asset');
  if (market.baseAsset !== MARKET.baseAsset || market.quoteAsset !== MARKET.quoteAsset) {
    throw new CallError(UNKNOWN, 'service is unavailable, retry later');
  }
}

// The trade type as the JSON mapping allows it: the enum name or its number.
function tradeType(type) {
  if (type === undefined || type === 'TRADE_TYPE_BUY' || type === 0) return 'BUY';
  if (type === 'TRADE_TYPE_SELL' || type === 1) return 'SELL';
  throw new CallError(INVALID_ARGUMENT, 'unknown trade type');
}

// The balanced strategy of tdex-daemon: the product of the reserves stays constant, the result is
// rounded to whole satoshis (both assets have 8 decimals here).
function counterAmount(type, amount, asset) {
  const base = RESERVES[LBTC];
  const quote = RESERVES[USDT];
  const [x, y] = type === 'BUY' ? [quote, base] : [base, quote]; // x: what the trader sends
  const receives = (type === 'BUY') === (asset === LBTC);
  if (receives) {
    if (amount >= y) throw new CallError(UNKNOWN, 'provided amount is too big');
    return (2n * x * amount + (y - amount)) / (2n * (y - amount));
  }
  return (2n * y * amount + (x + amount)) / (2n * (x + amount));
}

function preview({type, amount, asset, feeAsset}) {
  if (asset !== LBTC && asset !== USDT)
    throw new CallError(UNKNOWN, 'asset must match one of those of the market');
  if (feeAsset !== LBTC && feeAsset !== USDT) {
    throw new CallError(UNKNOWN, 'fee asset must be either base or quote asset');
  }
  const counter = counterAmount(type, amount, asset);
  if (counter === 0n) throw new CallError(UNKNOWN, 'provided amount is too low');
  const feeBase = feeAsset === asset ? amount : counter;
  const side = feeAsset === LBTC ? 'baseAsset' : 'quoteAsset';
  const feeAmount =
    (feeBase * BigInt(FEE.percentageFee[side])) / 10_000n + BigInt(FEE.fixedFee[side]);
  return {
    price: {
      basePrice: Number(RESERVES[LBTC]) / Number(RESERVES[USDT]),
      quotePrice: Number(RESERVES[USDT]) / 1e8,
    },
    fee: FEE,
    amount: String(counter),
    asset: asset === LBTC ? USDT : LBTC,
    feeAmount: String(feeAmount),
    feeAsset,
  };
}

const uint64 = (value, message) => {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new CallError(INVALID_ARGUMENT, message);
  if (!/^\d+$/.test(String(value)) || BigInt(value) > 2n ** 63n - 1n)
    throw new CallError(INVALID_ARGUMENT, message);
  return BigInt(value);
};

export async function start() {
  const zkp = await loadZkp();
  const rng = makeRng();
  const wallet = () => {
    const signing = {privateKey: rng()};
    const blinding = {privateKey: rng()};
    signing.publicKey = Buffer.from(zkp.ecc.pointFromScalar(signing.privateKey, true));
    blinding.publicKey = Buffer.from(zkp.ecc.pointFromScalar(blinding.privateKey, true));
    const script = liquid.payments.p2wpkh({
      pubkey: signing.publicKey,
      network: liquid.networks.regtest,
    }).output;
    return {signing, blinding, script};
  };
  const market = wallet();
  const feeAccount = wallet();
  const coins = {
    [LBTC]: makeCoin(zkp, rng, {asset: LBTC, value: Number(RESERVES[LBTC]), wallet: market}),
    [USDT]: makeCoin(zkp, rng, {asset: USDT, value: Number(RESERVES[USDT]), wallet: market}),
    fee: makeCoin(zkp, rng, {asset: LBTC, value: 100_000, wallet: feeAccount}),
  };
  const trades = new Map();

  const calls = {
    '/v2/markets': () => ({markets: [{market: MARKET, fee: FEE}]}),
    '/v2/market/price': ({market}) => {
      checkMarket(market);
      return {
        spotPrice: Number(RESERVES[USDT]) / Number(RESERVES[LBTC]),
        minTradableAmount: '1',
        balance: {baseAmount: String(RESERVES[LBTC]), quoteAmount: String(RESERVES[USDT])},
      };
    },
    '/v2/trade/preview': (body) => {
      checkMarket(body.market);
      const type = tradeType(body.type);
      const amount = uint64(body.amount ?? '0', 'invalid amount');
      if (!body.asset) throw new CallError(INVALID_ARGUMENT, 'missing asset');
      if (!HEX32.test(body.asset)) throw new CallError(INVALID_ARGUMENT, 'invalid asset');
      if (!body.feeAsset) throw new CallError(INVALID_ARGUMENT, 'missing fee asset');
      if (!HEX32.test(body.feeAsset)) throw new CallError(INVALID_ARGUMENT, 'invalid fee asset');
      return {previews: [preview({type, amount, asset: body.asset, feeAsset: body.feeAsset})]};
    },
    '/v2/trade/propose': async (body) => {
      checkMarket(body.market);
      const type = tradeType(body.type);
      const request = body.swapRequest;
      if (!request) throw new CallError(INVALID_ARGUMENT, 'missing swap request');
      const amountP = uint64(request.amountP, 'invalid swap request amount proposed');
      if (!HEX32.test(request.assetP ?? ''))
        throw new CallError(INVALID_ARGUMENT, 'invalid swap request asset proposed');
      const amountR = uint64(request.amountR, 'invalid swap request amount received');
      if (!HEX32.test(request.assetR ?? ''))
        throw new CallError(INVALID_ARGUMENT, 'invalid swap request asset received');
      let pset;
      try {
        pset = Pset.fromBase64(request.transaction ?? '');
      } catch {
        throw new CallError(INVALID_ARGUMENT, 'invalid swap request transaction');
      }
      const unblinded = request.unblindedInputs ?? [];
      const validInput = (u) =>
        HEX32.test(u.asset ?? '') &&
        HEX32.test(u.assetBlinder ?? '') &&
        HEX32.test(u.amountBlinder ?? '');
      if (!unblinded.every(validInput))
        throw new CallError(INVALID_ARGUMENT, 'invalid unblinded input(s)');
      if (!HEX32.test(body.feeAsset ?? ''))
        throw new CallError(INVALID_ARGUMENT, 'invalid fee asset');
      const feeAmount = uint64(body.feeAmount, 'invalid fee amount');

      // The price: amount_r must be within the slippage of what amount_p buys now (fee excluded).
      const sends = type === 'BUY' ? USDT : LBTC;
      if (request.assetP !== sends || request.assetR !== (sends === LBTC ? USDT : LBTC)) {
        return {
          swapAccept: null,
          swapFail: swapFail(request.id, 0, 'invalid swap request'),
          expiryTimeUnix: '0',
        };
      }
      const expected = Number(counterAmount(type, amountP, request.assetP));
      if (Math.abs(Number(amountR) - expected) > expected * SLIPPAGE) {
        const fail = swapFail(request.id, 4, 'swap request price not accepted');
        return {swapAccept: null, swapFail: fail, expiryTimeUnix: '18446744073709551615'};
      }
      // tdex-daemon answers INTERNAL when an input lacks its previous output; so does the mock.
      const missing = pset.inputs.findIndex((input) => !input.witnessUtxo && !input.nonWitnessUtxo);
      if (missing >= 0) throw new CallError(INTERNAL, `input ${missing} has no witness utxo`);
      const invalid = () => ({
        swapAccept: null,
        swapFail: swapFail(request.id, 0, 'invalid swap request'),
        expiryTimeUnix: '18446744073709551615',
      });
      if (unblinded.length === 0 || unblinded.some((u) => !(u.index < pset.inputs.length)))
        return invalid();
      // The unblinded inputs must open the commitments of the coins they describe. tdex-daemon does not
      // check this, and the transaction it builds then fails at broadcast; the mock refuses early.
      const conf = new confidential.Confidential(zkp);
      for (const u of unblinded) {
        const utxo = pset.inputs[u.index].witnessUtxo;
        const assetCommitment = conf.assetCommitment(
          fromDisplayHex(u.asset),
          fromDisplayHex(u.assetBlinder),
        );
        if (utxo.asset.length === 33 && !assetCommitment.equals(utxo.asset)) return invalid();
        const valueCommitment = conf.valueCommitment(
          u.amount,
          assetCommitment,
          fromDisplayHex(u.amountBlinder),
        );
        if (utxo.value.length === 33 && !valueCommitment.equals(utxo.value)) return invalid();
      }
      const scripts = pset.outputs.map((out) => out.script).filter(Boolean);
      const {spent, received} = proposerTotals(pset, unblinded, scripts);
      const feeOnP = body.feeAsset === request.assetP ? feeAmount : 0n;
      const feeOnR = body.feeAsset === request.assetR ? feeAmount : 0n;
      if (
        (spent.get(request.assetP) ?? 0n) - (received.get(request.assetP) ?? 0n) !==
        amountP + feeOnP
      ) {
        return invalid();
      }
      if ((received.get(request.assetR) ?? 0n) !== amountR - feeOnR) return invalid();

      const coin = coins[request.assetR];
      const accepted = await respond({
        request,
        coins: [
          {coin, wallet: market},
          {coin: coins.fee, wallet: feeAccount},
        ],
        outputs: [
          {asset: request.assetP, amount: Number(amountP + feeOnP), wallet: market},
          {
            asset: request.assetR,
            amount: coin.unblinded.value - Number(amountR - feeOnR),
            wallet: market,
          },
          {asset: LBTC, amount: coins.fee.unblinded.value - NETWORK_FEE, wallet: feeAccount},
        ],
        fee: NETWORK_FEE,
        rng,
      });
      const swapAccept = {
        id: randomId(),
        requestId: request.id,
        transaction: accepted.toBase64(),
        unblindedInputs: [],
      };
      const expiry = Math.floor(Date.now() / 1000) + LOCK_SECONDS;
      trades.set(swapAccept.id, {request, swapAccept, expiry, status: 'accepted'});
      return {swapAccept, swapFail: null, expiryTimeUnix: String(expiry)};
    },
    '/v2/trade/complete': (body) => {
      if (body.swapFail) {
        const trade = trades.get(body.swapFail.messageId);
        if (trade) trade.status = 'aborted';
        return {
          txid: '',
          swapFail: swapFail(body.swapFail.messageId, 5, 'aborted by counter-party '),
        };
      }
      const complete = body.swapComplete ?? {};
      const trade = trades.get(complete.acceptId);
      if (!trade)
        throw new CallError(INTERNAL, `trade with swap accept id ${complete.acceptId} not found`);
      if (trade.expiry < Date.now() / 1000) throw new CallError(INTERNAL, 'trade is expired');
      const fail = (code, message) => ({
        txid: '',
        swapFail: swapFail(complete.acceptId, code, message),
      });
      let tx;
      if (/^[0-9a-f]+$/i.test(complete.transaction ?? '')) {
        try {
          tx = Transaction.fromHex(complete.transaction);
        } catch {
          return fail(3, 'invalid transaction format');
        }
      } else {
        let pset;
        try {
          pset = Pset.fromBase64(complete.transaction ?? '');
        } catch {
          return fail(3, 'invalid transaction format');
        }
        // The daemon finalizes before it can refuse: an unsigned input is an INTERNAL error there.
        const unsigned = pset.inputs.findIndex((input) => !input.partialSigs?.length);
        if (unsigned >= 0) throw new CallError(INTERNAL, `input ${unsigned} is not signed`);
        try {
          tx = finalize(zkp, complete.transaction);
        } catch {
          return fail(2, 'swap not completed');
        }
      }
      const accepted = Pset.fromBase64(trade.swapAccept.transaction).unsignedTx();
      if (tx.getId() !== accepted.getId()) return fail(2, 'swap not completed');
      trade.status = 'completed';
      trade.transaction = tx.toHex();
      return {txid: tx.getId(), swapFail: null};
    },
  };

  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(body));
    };
    const call = calls[new URL(req.url, 'http://localhost').pathname];
    if (req.method !== 'POST' || !call)
      return send(404, {code: 5, message: 'Not Found', details: []});
    if (!String(req.headers['content-type']).includes('application/json')) {
      return send(415, {
        code: 3,
        message: 'the mock only speaks JSON: set Content-Type: application/json',
        details: [],
      });
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    try {
      const body = raw.trim() ? JSON.parse(raw) : {};
      send(200, await call(body));
    } catch (error) {
      if (error instanceof CallError)
        send(error.status, {code: error.code, message: error.message, details: []});
      else if (error instanceof SyntaxError)
        send(400, {code: 3, message: error.message, details: []});
      else send(500, {code: 2, message: String(error?.message ?? error), details: []});
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    trades,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export {MARKET, USDT};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {url} = await start();
  console.log(`mock TDEX v2 provider at ${url} (Ctrl+C to stop)`);
}
