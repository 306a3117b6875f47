// A TDEX protocol v2 provider on the Liquid chain of liquid-chain.mjs: tdex-daemon v1.0.1 with its
// Ocean wallet (ocean v0.1.17, the release `oceand:latest` in the daemon's resources/compose was at
// when v1.0.1 came out), after the provider steps: one open market, funded with the coins its
// wallets hold on the chain, balanced strategy, 0.25 % fees on both assets. It serves the HTTP/JSON
// mapping of tdex.v2.TradeService (POST /v2/markets, /v2/market/price, /v2/trade/preview,
// /v2/trade/propose, /v2/trade/complete) as the daemon's grpc-gateway does: errors as
// {code, message, details} with the gRPC code's HTTP status.
//
// A SwapComplete goes through the daemon's steps in their order (internal/core/application/trade/
// trading.go:127-176, internal/core/domain/trade.go Complete, internal/infrastructure/swap-parser/
// service.go, pkg/swap/complete.go), and each answer is the daemon's:
// - no trade with that accept id: INTERNAL "trade with swap accept id <id> not found"
//   (storage/db/badger/trade_repository_impl.go:85-87, handler/trade.go:249-251);
// - an expired trade: INTERNAL "trade is expired" (trading.go:141-143);
// - a PSETv2 that cannot be finalized (an input without a signature): the parser extracts nothing
//   and dereferences it (swap-parser/service.go:158-163), the gRPC recovery interceptor answers
//   INTERNAL "runtime error: invalid memory address or nil pointer dereference"
//   (interceptor/interceptor.go:14, go-grpc-middleware v1.3.0 recovery/interceptors.go:58-60);
// - neither a PSETv2 nor a transaction in hex: SwapFail 3 "invalid transaction format";
// - a signature that does not verify, or a PSET whose inputs carry final witnesses instead of
//   signatures: SwapFail 2 "swap not completed" (pkg/swap/complete.go:120-128, go-elements v0.4.5
//   psetv2/pset.go:266-300);
// - a refused broadcast: SwapFail 6 "swap completed but didn't get included in blockchain "
//   (trading.go:160-166);
// - an already completed trade is broadcast again (domain/trade.go Complete returns true), so it
//   gets its transaction id while that is in the mempool, SwapFail 6 once it is in a block;
// - a trade fails once: a later failure answers the first SwapFail (domain/trade.go Fail);
// - SwapFail from the trader (abort): SwapFail 5 "aborted by counter-party " for a known trade,
//   INTERNAL "trade with swap accept id <id> not found" for an unknown one (trading.go:178-203).
// The market's coins are locked for the trade until it expires (Ocean's default utxo lock, 360 s),
// and the transaction is broadcast through the chain's Elements node, as Ocean does through
// electrs' Electrum interface: nothing mines it.
import {createServer} from 'node:http';
import {randomBytes} from 'node:crypto';
import {
  fromDisplayHex,
  liquid,
  makeRng,
  proposerTotals,
  respond,
  toDisplayHex,
} from '../../support/v2-swap.mjs';
import {Refusal} from './liquid-chain.mjs';

const {Pset, Transaction, confidential} = liquid;
export const FEE = {
  percentageFee: {baseAsset: '25', quoteAsset: '25'},
  fixedFee: {baseAsset: '0', quoteAsset: '0'},
};
const SLIPPAGE = 0.05;
const HEX32 = /^[0-9a-f]{64}$/i;

// gRPC status codes and the HTTP status the gateway gives them.
const INVALID_ARGUMENT = [3, 400];
const UNKNOWN = [2, 500];
const INTERNAL = [13, 500];
const NIL_DEREFERENCE = 'runtime error: invalid memory address or nil pointer dereference';

// pkg/swap/fail.go:10-28
export const SWAP_FAIL = {
  0: 'invalid swap request',
  1: 'swap request not accepted',
  2: 'swap not completed',
  3: 'invalid transaction format',
  4: 'swap request price not accepted',
  5: 'aborted by counter-party ',
  6: "swap completed but didn't get included in blockchain ",
};

// Ocean's fee estimate (ocean v0.1.17 pkg/wallet/estimation.go) at tdex-daemon v1.0.1's default of
// 0.11 satoshi per byte (internal/config/config.go:88, TX_SATS_PER_BYTE): P2WPKH inputs, outputs
// confidential when they have a blinding key, an explicit fee output added.
const MILLISATS_PER_BYTE = 110;
const varInt = (n) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9);
function oceanFee(inputScripts, outputs) {
  const scriptSig = 1; // P2WPKH: no scriptsig, its length still serialized
  const inputWitness = 1 + 107 + 3;
  let outs = 33 + 9 + 1 + 1;
  let outWitness = 1 + 1;
  for (const {confidential: blinded, script} of outputs) {
    const scriptSize = varInt(script?.length ?? 0) + (script?.length ?? 0);
    outs += (blinded ? 33 + 33 + 33 : 33 + 9 + 1) + scriptSize;
    outWitness += blinded ? 3 + 4174 + 1 + 131 : 1 + 1;
  }
  const base =
    9 +
    varInt(inputScripts.length) +
    varInt(outputs.length + 1) +
    inputScripts.length * (40 + scriptSig) +
    outs;
  const total = base + inputScripts.length * inputWitness + outWitness;
  const vsize = Math.floor((base * 3 + total + 3) / 4);
  return Math.floor((vsize * MILLISATS_PER_BYTE) / 1000);
}

// A serialized witness stack: a count, then each item with its length (both varints).
function readWitness(buffer) {
  let offset = 0;
  const varint = () => {
    const first = buffer[offset++];
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const value = Number(buffer.readUIntLE(offset, Math.min(size, 6)));
    offset += size;
    return value;
  };
  const items = [];
  for (let count = varint(); count > 0; count -= 1) {
    const length = varint();
    items.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return items;
}

class CallError extends Error {
  constructor([code, status], message) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

const randomId = () => randomBytes(8).toString('hex');
const swapFail = (messageId, failureCode) => ({
  id: randomId(),
  messageId,
  failureCode,
  failureMessage: SWAP_FAIL[failureCode],
});

// The trade type as the JSON mapping allows it: the enum name or its number.
function tradeType(type) {
  if (type === undefined || type === 'TRADE_TYPE_BUY' || type === 0) return 'BUY';
  if (type === 'TRADE_TYPE_SELL' || type === 1) return 'SELL';
  throw new CallError(INVALID_ARGUMENT, 'unknown trade type');
}

const uint64 = (value, message) => {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new CallError(INVALID_ARGUMENT, message);
  if (!/^\d+$/.test(String(value)) || BigInt(value) > 2n ** 63n - 1n)
    throw new CallError(INVALID_ARGUMENT, message);
  return BigInt(value);
};

/**
 * @param {{chain: any, market: {baseAsset: string, quoteAsset: string},
 *   wallets: {market: any, fee: any}, lockSeconds?: number, clock?: () => number}} options `clock`:
 *   the time in seconds (tests move it forward to expire trades).
 */
export async function startDaemon({
  chain,
  market: MARKET,
  wallets,
  lockSeconds = 360,
  clock = () => Date.now() / 1000,
}) {
  const {zkp} = chain;
  const rng = makeRng();
  const BASE = MARKET.baseAsset;
  const QUOTE = MARKET.quoteAsset;
  const trades = new Map(); // swap accept id → trade
  const locked = new Map(); // outpoint → expiry (unix seconds)
  const now = clock;
  const isLocked = (c) => (locked.get(`${c.txid}:${c.vout}`) ?? 0) > now();

  // Ocean's coins of an account: unblinded, display hex, locked ones left out.
  const coinsOf = (wallet, {confirmedOnly = false} = {}) =>
    chain
      .coinsOf(wallet)
      .filter((c) => !isLocked(c))
      .filter((c) => !confirmedOnly || chain.transaction(c.txid)?.block)
      .map((c) => ({
        txid: c.txid,
        vout: c.vout,
        output: c.output,
        asset: toDisplayHex(c.unblinded.asset),
        value: c.unblinded.value,
        assetBlinder: c.unblinded.assetBlinder,
        valueBlinder: c.unblinded.valueBlinder,
      }));
  // trade/utils.go:78-93: the strategy prices with the market's confirmed balance.
  const reserves = () => {
    const balance = {[BASE]: 0n, [QUOTE]: 0n};
    for (const c of coinsOf(wallets.market, {confirmedOnly: true}))
      if (c.asset in balance) balance[c.asset] += BigInt(c.value);
    return balance;
  };

  function checkMarket(market) {
    if (!market) throw new CallError(INVALID_ARGUMENT, 'missing market');
    if (!HEX32.test(market.baseAsset ?? ''))
      throw new CallError(INVALID_ARGUMENT, 'invalid base asset');
    if (!HEX32.test(market.quoteAsset ?? ''))
      throw new CallError(INVALID_ARGUMENT, 'invalid quote asset');
    if (market.baseAsset !== BASE || market.quoteAsset !== QUOTE) {
      throw new CallError(UNKNOWN, 'service is unavailable, retry later');
    }
  }

  // The balanced strategy of tdex-daemon: the product of the reserves stays constant, the result is
  // rounded to whole satoshis.
  function counterAmount(type, amount, asset) {
    const balance = reserves();
    const [x, y] =
      type === 'BUY' ? [balance[QUOTE], balance[BASE]] : [balance[BASE], balance[QUOTE]];
    const receives = (type === 'BUY') === (asset === BASE);
    if (receives) {
      if (amount >= y) throw new CallError(UNKNOWN, 'provided amount is too big');
      return (2n * x * amount + (y - amount)) / (2n * (y - amount));
    }
    return (2n * y * amount + (x + amount)) / (2n * (x + amount));
  }

  function preview({type, amount, asset, feeAsset}) {
    if (asset !== BASE && asset !== QUOTE)
      throw new CallError(UNKNOWN, 'asset must match one of those of the market');
    if (feeAsset !== BASE && feeAsset !== QUOTE) {
      throw new CallError(UNKNOWN, 'fee asset must be either base or quote asset');
    }
    const counter = counterAmount(type, amount, asset);
    if (counter === 0n) throw new CallError(UNKNOWN, 'provided amount is too low');
    const feeBase = feeAsset === asset ? amount : counter;
    const side = feeAsset === BASE ? 'baseAsset' : 'quoteAsset';
    const feeAmount =
      (feeBase * BigInt(FEE.percentageFee[side])) / 10_000n + BigInt(FEE.fixedFee[side]);
    const balance = reserves();
    return {
      price: {
        basePrice: Number(balance[BASE]) / Number(balance[QUOTE]),
        quotePrice: Number(balance[QUOTE]) / 1e8,
      },
      fee: FEE,
      amount: String(counter),
      asset: asset === BASE ? QUOTE : BASE,
      feeAmount: String(feeAmount),
      feeAsset,
    };
  }

  // Confirmed, unlocked coins of `asset` that cover `amount` (Ocean SelectUtxos), locked for the trade.
  function select(wallet, asset, amount, expiry) {
    const chosen = [];
    let total = 0;
    for (const c of coinsOf(wallet, {confirmedOnly: true}).filter((c) => c.asset === asset)) {
      if (total >= amount) break;
      chosen.push(c);
      total += c.value;
    }
    if (total < amount) throw new CallError(UNKNOWN, 'service is unavailable, retry later');
    for (const c of chosen) locked.set(`${c.txid}:${c.vout}`, expiry);
    return {chosen, change: total - amount};
  }
  const asCoin = (c) => ({
    txid: c.txid,
    vout: c.vout,
    witnessUtxo: {
      ...c.output,
      rangeProof: c.output.rangeProof,
      surjectionProof: c.output.surjectionProof,
    },
    unblinded: {
      asset: c.asset,
      value: c.value,
      assetBlinder: toDisplayHex(c.assetBlinder),
      amountBlinder: toDisplayHex(c.valueBlinder),
    },
  });

  // --- ProposeTrade ---------------------------------------------------------------------------------
  async function propose(body) {
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
    const sends = type === 'BUY' ? QUOTE : BASE;
    if (request.assetP !== sends || request.assetR !== (sends === BASE ? QUOTE : BASE)) {
      return {swapAccept: null, swapFail: swapFail(request.id, 0), expiryTimeUnix: '0'};
    }
    const expected = Number(counterAmount(type, amountP, request.assetP));
    if (Math.abs(Number(amountR) - expected) > expected * SLIPPAGE) {
      return {
        swapAccept: null,
        swapFail: swapFail(request.id, 4),
        expiryTimeUnix: '18446744073709551615',
      };
    }
    // An input without its previous output: CompleteSwap reads its script through a nil pointer
    // (wallet/service.go:221), and the recovery interceptor answers INTERNAL.
    if (pset.inputs.some((input) => !input.witnessUtxo && !input.nonWitnessUtxo))
      throw new CallError(INTERNAL, NIL_DEREFERENCE);
    const invalid = () => ({
      swapAccept: null,
      swapFail: swapFail(request.id, 0),
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
    )
      return invalid();
    if ((received.get(request.assetR) ?? 0n) !== amountR - feeOnR) return invalid();

    // wallet/service.go CompleteSwap (:199-340): market coins for amount_r, the market's outputs,
    // then fee coins for Ocean's estimate of the network fee plus 150, the fee account's change
    // (estimated again with it), and the fee output last; blinded as the last blinder and signed.
    const expiry = Math.floor(now()) + lockSeconds;
    const marketCoins = select(wallets.market, request.assetR, Number(amountR - feeOnR), expiry);
    const inputs = [
      ...pset.inputs.map((input) => input.witnessUtxo?.script ?? Buffer.alloc(22)),
      ...marketCoins.chosen.map((c) => c.output.script),
    ];
    const outputs = [
      ...pset.outputs.map((out) => ({
        confidential: Boolean(out.blindingPubkey),
        script: out.script,
      })),
      {confidential: true, script: wallets.market.script},
      ...(marketCoins.change > 0 ? [{confidential: true, script: wallets.market.script}] : []),
    ];
    const dummyFee = oceanFee(inputs, outputs) + 150;
    const feeCoins = select(wallets.fee, chain.policyAsset, dummyFee, expiry);
    let networkFee = dummyFee;
    let feeChange = feeCoins.change;
    if (feeChange > 0) {
      networkFee = oceanFee(
        [...inputs, ...feeCoins.chosen.map((c) => c.output.script)],
        [...outputs, {confidential: true, script: wallets.fee.script}],
      );
      feeChange += dummyFee - networkFee;
    }
    const accepted = await respond({
      request,
      coins: [
        ...marketCoins.chosen.map((c) => ({coin: asCoin(c), wallet: wallets.market})),
        ...feeCoins.chosen.map((c) => ({coin: asCoin(c), wallet: wallets.fee})),
      ],
      outputs: [
        {asset: request.assetP, amount: Number(amountP + feeOnP), wallet: wallets.market},
        ...(marketCoins.change > 0
          ? [{asset: request.assetR, amount: marketCoins.change, wallet: wallets.market}]
          : []),
        ...(feeChange > 0
          ? [{asset: chain.policyAsset, amount: feeChange, wallet: wallets.fee}]
          : []),
      ],
      fee: networkFee,
      rng,
    });
    const swapAccept = {
      id: randomId(),
      requestId: request.id,
      transaction: accepted.toBase64(),
      unblindedInputs: [],
    };
    trades.set(swapAccept.id, {
      request,
      swapAccept,
      expiry,
      status: 'accepted',
      failed: null,
      networkFee,
      coins: [...marketCoins.chosen, ...feeCoins.chosen],
    });
    return {swapAccept, swapFail: null, expiryTimeUnix: String(expiry)};
  }

  // --- CompleteTrade --------------------------------------------------------------------------------
  const unlock = (trade) => trade.coins.forEach((c) => locked.delete(`${c.txid}:${c.vout}`));
  // domain/trade.go Fail: the first failure stays.
  const fail = (trade, code) => {
    trade.failed ??= swapFail(trade.swapAccept.id, code);
    return {txid: '', swapFail: trade.failed};
  };
  const tradeOf = (acceptId) => {
    const trade = trades.get(acceptId);
    if (!trade) throw new CallError(INTERNAL, `trade with swap accept id ${acceptId} not found`);
    return trade;
  };
  // domain/trade.go IsExpired: the status, or the expiry time passed, completed or not.
  const expired = (trade) => trade.status === 'expired' || trade.expiry < now();

  function complete(body) {
    if (body.swapFail) return fail(tradeOf(body.swapFail.messageId), 5);
    const swapComplete = body.swapComplete ?? {};
    const trade = tradeOf(swapComplete.acceptId);
    if (expired(trade)) {
      trade.status = 'expired';
      unlock(trade);
      throw new CallError(INTERNAL, 'trade is expired');
    }
    if (trade.status !== 'completed') {
      const transaction = swapComplete.transaction ?? '';
      // swap-parser/service.go ParseSwapTransaction:150-176
      let pset = null;
      try {
        pset = Pset.fromBase64(transaction);
      } catch {
        pset = null;
      }
      let tx = null;
      if (pset) {
        try {
          tx = finalizeAll(pset);
        } catch {
          throw new CallError(INTERNAL, NIL_DEREFERENCE);
        }
      } else {
        try {
          tx = Transaction.fromHex(transaction);
        } catch {
          return fail(trade, 3);
        }
      }
      // pkg/swap/complete.go: every input of a PSET has valid signatures
      if (pset && !signaturesValid(Pset.fromBase64(transaction))) return fail(trade, 2);
      trade.status = 'completed';
      trade.transaction = tx.toHex();
    }
    try {
      const txid = chain.broadcast(trade.transaction);
      unlock(trade);
      return {txid, swapFail: null};
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      trade.broadcastError = error.message;
      return fail(trade, 6);
    }
  }

  // go-elements psetv2 FinalizeAll then Extract (finalizer.go, extractor.go): each input needs one
  // partial signature, whose sighash type is the input's, and no final witness yet; the witness is
  // that signature and its key, checked against nothing. If any input fails, the PSET stays as it
  // was, and Extract needs every input finalized.
  function finalizeAll(pset) {
    const tx = pset.unsignedTx();
    if (pset.inputs.every((input) => input.finalScriptWitness?.length)) {
      pset.inputs.forEach((input, index) =>
        tx.setWitness(index, readWitness(input.finalScriptWitness)),
      );
      return tx;
    }
    pset.inputs.forEach((input, index) => {
      if (input.finalScriptWitness?.length || input.partialSigs?.length !== 1)
        throw new Error('not finalizable');
      const {pubkey, signature} = input.partialSigs[0];
      const type = input.sighashType ?? Transaction.SIGHASH_ALL;
      if (signature[signature.length - 1] !== type) throw new Error('invalid sighash flags');
      tx.setWitness(index, [signature, pubkey]);
    });
    return tx;
  }

  // go-elements psetv2 ValidateAllSignatures: every input has partial signatures, each by the key
  // of the input's script and valid over its sighash.
  function signaturesValid(pset) {
    return pset.inputs.every((input, index) => {
      if (!input.partialSigs?.length) return false;
      return input.partialSigs.every((sig) => {
        const utxo = input.witnessUtxo;
        if (!utxo) return false;
        const hash160 = liquid.crypto.hash160(sig.pubkey);
        if (!utxo.script.subarray(2).equals(hash160)) return false;
        try {
          return Pset.ECDSASigValidator(zkp.ecc)(
            sig.pubkey,
            pset.getInputPreimage(index, sig.signature[sig.signature.length - 1]),
            liquid.script.signature.decode(sig.signature).signature,
          );
        } catch {
          return false;
        }
      });
    });
  }

  const calls = {
    '/v2/markets': () => ({markets: [{market: MARKET, fee: FEE}]}),
    '/v2/market/price': ({market}) => {
      checkMarket(market);
      const balance = reserves();
      return {
        spotPrice: Number(balance[QUOTE]) / Number(balance[BASE]),
        minTradableAmount: '1',
        balance: {baseAmount: String(balance[BASE]), quoteAmount: String(balance[QUOTE])},
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
    '/v2/trade/propose': propose,
    '/v2/trade/complete': complete,
  };

  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(body));
    };
    const call = calls[new URL(req.url ?? '/', 'http://localhost').pathname];
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
      return send(200, await call(body));
    } catch (error) {
      if (error instanceof CallError)
        return send(error.status, {code: error.code, message: error.message, details: []});
      if (error instanceof SyntaxError)
        return send(400, {code: 3, message: error.message, details: []});
      return send(500, {code: 2, message: String(error?.message ?? error), details: []});
    }
  });
  // No idle timeout on kept-alive connections: Node's default (5 s) closes a socket that a client
  // may be reusing at that moment, which the client sees as "socket hang up".
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    trades,
    reserves,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
