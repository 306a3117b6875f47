// TDEX protocol v1 providers and a Liquid chain on loopback, for the samples of the tdex-sdk 1.7.7
// pages (versioned_docs/version-0.9.1/trader/SDK/Javascript/). tdex-sdk's Node.js build talks gRPC
// (HTTP/2, binary protobuf) to the `Trade` service of tdex-protobuf, so each provider is a
// @grpc/grpc-js server built from the service definition and messages of the page's own install
// (tdex-protobuf/generated/js), and it builds its transactions with the page's liquidjs-lib (5.2.3):
// a protocol change in the pinned packages shows up as a failure.
//
// The chain is liquid-chain.mjs (Elements, electrs and Nigiri's faucet), on the network the page
// runs on: `sample_run.network`, else the page's network tab (`tab: regtest`), else Liquid. A
// wallet's coins come from the chain's faucet, so a confidential address gets blinded coins, as
// Nigiri pays them: the trader's (TDEX_MNEMONIC, its first receiving address m/84'/0'/0'/0/0) gets
// 1 L-BTC on regtest (`nigiri faucet --liquid <address>`), 1 L-BTC and 10,000 USDt on Liquid. A
// page funds other wallets itself with the `nigiri` stand-in (first on PATH).
//
// Each provider is tdex-daemon v0.9.1 for the calls the SDK makes: Markets, Balances, MarketPrice
// (one market, L-BTC/USDt, a fixed price per provider: three providers quote different prices for
// discovery), ProposeTrade and CompleteTrade. The legacy streaming TradePropose/TradeComplete are not
// served, so the SDK never falls back to them. ProposeTrade runs the daemon's steps
// (internal/core/application/trade_service.go TradePropose:314-518): the request's form
// (handler/trade_old.go:353-367, pkg/swap/request.go checkTxAndBlindKeys), the price, then
// fillProposal (:733-822): its market coins for amount_r, its outputs, fee-account coins for the
// network fee (pkg/wallet estimation.go at 0.1 sat/byte, config.go:136), every output blinded with
// the keys of both sides as the accepting side (:805-809, pkg/wallet/blind.go:362-398), the
// explicit fee output added last, its inputs signed; then the SwapAccept with every input's and
// output's blinding key (handler/trade_old.go:228-236), checked as pkg/swap/swap.go
// compareMessagesAndTransaction does. CompleteTrade (:537-607) checks the signatures
// (pkg/swap/complete.go), finalizes and broadcasts with a POST to the chain's Esplora, as the
// daemon's explorer does (pkg/explorer/esplora/transaction.go): a refused broadcast is gRPC
// INTERNAL with the explorer's answer as the message, and Nigiri's chopsticks mines a block after it.
//
// start({dir, sampleRun}) takes the folder of the page's install. Environment for the samples:
// TDEX_PROVIDER_URL (the first provider), TDEX_PROVIDER_URLS (the three), TDEX_EXPLORER_URL,
// TDEX_MNEMONIC, TDEX_MNEMONIC_BOB (a second wallet, funded by the page), TDEX_RECIPIENT (a
// confidential address of the chain that no test wallet owns), NIGIRI_STANDIN_URL and PATH.
import {randomBytes} from 'node:crypto';
import {createRequire} from 'node:module';
import path from 'node:path';
import {COIN, createChain, serveChain} from './liquid-chain.mjs';
import {BIN} from './liquid-regtest.mjs';

export const MNEMONIC = `${'abandon '.repeat(23)}art`;
export const MNEMONIC_BOB =
  `${'legal winner thank year wave sausage worth useful '.repeat(3)}`.replace(/useful $/, 'title');
// m/84'/0'/0'/0/0 of MNEMONIC (P2WPKH), confidential, on each network.
// cspell:disable
const WALLET_ADDRESS = {
  regtest:
    'el1qqttvnppupgx6xwl6q33de47zz36hnpltkjtttm68ce9dvlwgd38tj9kkxpqne6n4l4dd3ppnekq44ed6rwny2xq6gv03j0xhr',
  liquid:
    'lq1qqttvnppupgx6xwl6q33de47zz36hnpltkjtttm68ce9dvlwgd38tj9kkxpqne6n4l4dd3ppnekq44ed6rwny2dg6m0p0zg5te',
};
// cspell:enable

export const ASSETS = {
  lbtc: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  usdt: 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2',
  regtestLbtc: '5ac9f65c0efcc4775e0baec4ec03abdde22473cd3cf33c0419ca290e0751b225',
};
const FEE_BP = 25;
// USDt satoshis per L-BTC satoshi, one per provider: provider 1 quotes the best price for a sale.
const PRICES = [30_000, 29_000, 29_500];
const PROVIDER_LBTC = 10 * COIN;
const FEE_ACCOUNT = 1_000_000;
const TRADE_EXPIRY = 120; // config.go:135

// The counter amount of a trade, fee included, in the provider's favour.
export function quote(price, type, amount, asset) {
  const fee = FEE_BP / 10_000;
  const sell = type === 1;
  if (asset === ASSETS.lbtc) {
    return sell ? Math.floor(amount * price * (1 - fee)) : Math.ceil(amount * price * (1 + fee));
  }
  return sell ? Math.ceil(amount / (price * (1 - fee))) : Math.floor(amount / (price * (1 + fee)));
}

// The network the page runs on: sample_run.network, else its network tab, else Liquid.
function networkOf(sampleRun = {}) {
  const named = sampleRun.network ?? sampleRun.tab;
  if (named === 'regtest') return 'regtest';
  if (named === undefined || named === 'liquid' || named === 'mainnet') return 'liquid';
  throw new Error(`tdex-v1 serves liquid and regtest, not ${named}`);
}

// pkg/wallet/estimation.go (v0.9.1): P2WPKH inputs, every output counted confidential, the explicit
// fee output added; calcFeeAmount (util.go:268-286) at 100 millisatoshis per byte.
const varInt = (n) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);
function estimateFee(inputs, outputs) {
  const base = 9 + varInt(inputs) + varInt(outputs + 1) + inputs * 41 + outputs * (99 + 23) + 44;
  const total = base + inputs * 110 + outputs * (3 + 4174 + 1 + 131) + 2;
  const vsize = Math.floor((base * 3 + total + 3) / 4);
  return Math.floor((vsize * 100) / 1000);
}

export async function start({dir, sampleRun} = {}) {
  const need = createRequire(path.join(dir ?? process.cwd(), 'package.json'));
  const grpc = need('@grpc/grpc-js');
  const services = need('tdex-protobuf/generated/js/trade_grpc_pb');
  const messages = need('tdex-protobuf/generated/js/trade_pb');
  const types = need('tdex-protobuf/generated/js/types_pb');
  const swap = need('tdex-protobuf/generated/js/swap_pb');
  const liquid = need('liquidjs-lib');

  const network = networkOf(sampleRun);
  const chain = await createChain(
    network === 'liquid'
      ? {
          network,
          genesis: [
            {asset: ASSETS.lbtc, value: 21_000_000 * COIN},
            {asset: ASSETS.usdt, value: 10_000_000 * COIN},
          ],
        }
      : {network},
  );
  const explorer = await serveChain(chain);

  // The providers' wallets and the trader's coins, paid by the node's wallet in one transaction.
  const providers = PRICES.map((price) => ({
    price,
    market: chain.walletKeys(randomBytes(32), randomBytes(32)),
    fee: chain.walletKeys(randomBytes(32), randomBytes(32)),
  }));
  if (network === 'liquid') {
    chain.sendMany([
      {address: WALLET_ADDRESS.liquid, sats: COIN, asset: ASSETS.lbtc},
      {address: WALLET_ADDRESS.liquid, sats: 10_000 * COIN, asset: ASSETS.usdt},
      ...providers.flatMap(({price, market, fee}) => [
        {address: market.address, sats: PROVIDER_LBTC, asset: ASSETS.lbtc},
        {address: market.address, sats: PROVIDER_LBTC * price, asset: ASSETS.usdt},
        {address: fee.address, sats: FEE_ACCOUNT, asset: ASSETS.lbtc},
      ]),
    ]);
    chain.mine(1);
  } else {
    chain.faucet(WALLET_ADDRESS.regtest);
  }

  const assetBuffer = (hash) =>
    Buffer.concat([Buffer.from([1]), Buffer.from(hash, 'hex').reverse()]);
  const hexOf = (buffer) => Buffer.from(buffer).toString('hex');
  const publicKeyOf = (privateKey) =>
    liquid.ECPair.fromPrivateKey(Buffer.from(privateKey)).publicKey;
  // An output's asset and amount, unblinded with `keys` (script hex → private blinding key) if needed.
  const reveal = async (output, keys) => {
    if (output.value.length !== 33) {
      return {
        asset: Buffer.from(output.asset.subarray(1)).reverse().toString('hex'),
        value: liquid.confidential.confidentialValueToSatoshi(output.value),
      };
    }
    const key = keys.get(hexOf(output.script));
    if (!key) throw new Error(`No blinding private key for script: ${hexOf(output.script)}`);
    const opened = await liquid.confidential.unblindOutputWithKey(output, Buffer.from(key));
    return {
      asset: Buffer.from(opened.asset).reverse().toString('hex'),
      value: Number(opened.value),
    };
  };
  const keyMap = (jspbMap) => {
    const map = new Map();
    jspbMap.forEach((value, key) => map.set(key, Buffer.from(value)));
    return map;
  };

  // --- Providers -----------------------------------------------------------------------------------
  const marketOf = (message) => ({base: message.getBaseAsset(), quote: message.getQuoteAsset()});
  const isOurMarket = ({base, quote: q}) => base === ASSETS.lbtc && q === ASSETS.usdt;
  const badMarket = () => ({code: grpc.status.UNKNOWN, details: 'market does not exist'});

  function providerService({price, market, fee: feeAccount}) {
    const trades = new Map(); // SwapAccept id → trade
    const locked = new Set(); // outpoints of accepted trades
    const failMessage = (messageId, code, text) => {
      // pkg/swap/fail.go:19-37: "<the code's message>: <the reason>"
      const failure = new swap.SwapFail();
      failure.setId(randomBytes(8).toString('hex'));
      failure.setMessageId(messageId);
      failure.setFailureCode(code);
      const prefix = ['invalid swap request', 'swap request not accepted', 'swap not completed'][
        code
      ];
      failure.setFailureMessage(`${prefix}: ${text}`);
      return failure;
    };
    const marketMessage = () => {
      const item = new types.Market();
      item.setBaseAsset(ASSETS.lbtc);
      item.setQuoteAsset(ASSETS.usdt);
      return item;
    };
    const feeMessage = () => {
      const item = new types.Fee();
      item.setBasisPoint(FEE_BP);
      return item;
    };
    const balanceMessage = () => {
      const item = new types.Balance();
      item.setBaseAmount(PROVIDER_LBTC);
      item.setQuoteAmount(Math.round(PROVIDER_LBTC * price));
      return item;
    };
    // Coins of an account that cover `amount` of `asset`, locked for the trade.
    const select = (wallet, asset, amount) => {
      const chosen = [];
      let total = 0;
      for (const c of chain.coinsOf(wallet)) {
        if (total >= amount) break;
        const key = `${c.txid}:${c.vout}`;
        if (locked.has(key) || Buffer.from(c.unblinded.asset).reverse().toString('hex') !== asset)
          continue;
        chosen.push(c);
        total += c.unblinded.value;
      }
      if (total < amount) throw new Error(`not enough ${asset} in the account`);
      return {chosen, change: total - amount};
    };

    async function fill(request, pset) {
      const [assetP, amountP] = [request.getAssetP(), request.getAmountP()];
      const [assetR, amountR] = [request.getAssetR(), request.getAmountR()];
      const traderInputs = pset.data.inputs.length;
      const traderOutputs = pset.data.outputs.length;
      const marketCoins = select(market, assetR, amountR);
      const out = (value, asset, wallet) => ({
        script: wallet.script,
        value: liquid.confidential.satoshiToConfidentialValue(value),
        asset: assetBuffer(asset),
        nonce: Buffer.of(0),
      });
      // pkg/wallet UpdateSwapTx: its coins, amount_p to it, the change of asset_r back to it.
      const outputs = [out(amountP, assetP, market)];
      if (marketCoins.change > 0) outputs.push(out(marketCoins.change, assetR, market));
      // UpdateTx: fee-account coins for the fee of the whole transaction, change back to it.
      let feeInputs = 1;
      let networkFee;
      let feeCoins;
      for (;;) {
        networkFee = estimateFee(
          traderInputs + marketCoins.chosen.length + feeInputs,
          traderOutputs + outputs.length + 1,
        );
        feeCoins = select(feeAccount, chain.policyAsset, networkFee);
        if (feeCoins.chosen.length <= feeInputs) break;
        feeInputs = feeCoins.chosen.length;
      }
      if (feeCoins.change > 0) outputs.push(out(feeCoins.change, chain.policyAsset, feeAccount));
      const coins = [...marketCoins.chosen, ...feeCoins.chosen];
      for (const c of coins) pset.addInput({hash: c.txid, index: c.vout, witnessUtxo: c.output});
      for (const o of outputs) pset.addOutput(o);

      // BlindSwapTransactionWithData: every output, with the public key of the private blinding
      // key both sides gave for its script; inputs opened with the trader's keys and its own.
      const inputKeys = keyMap(request.getInputBlindingKeyMap());
      const outputKeys = keyMap(request.getOutputBlindingKeyMap());
      for (const wallet of [market, feeAccount]) {
        inputKeys.set(hexOf(wallet.script), wallet.blinding.privateKey);
        outputKeys.set(hexOf(wallet.script), wallet.blinding.privateKey);
      }
      const inputsData = new Map();
      pset.data.inputs.forEach((input, index) => {
        if (input.witnessUtxo?.value.length === 33)
          inputsData.set(index, inputKeys.get(hexOf(input.witnessUtxo.script)));
      });
      const outputsKeys = new Map();
      pset.data.globalMap.unsignedTx.tx.outs.forEach((output, index) =>
        outputsKeys.set(index, publicKeyOf(outputKeys.get(hexOf(output.script)))),
      );
      await pset.blindOutputsByIndex(inputsData, outputsKeys);
      // the explicit fee output, after the blinding
      pset.addOutput({
        script: Buffer.alloc(0),
        value: liquid.confidential.satoshiToConfidentialValue(networkFee),
        asset: assetBuffer(chain.policyAsset),
        nonce: Buffer.of(0),
      });
      coins.forEach((c, i) => {
        const wallet = i < marketCoins.chosen.length ? market : feeAccount;
        pset.signInput(traderInputs + i, liquid.ECPair.fromPrivateKey(wallet.signing.privateKey));
      });
      return {coins, inputKeys, outputKeys};
    }

    // pkg/swap/swap.go compareMessagesAndTransaction with the SwapAccept (SerializeAccept).
    async function compare(request, requestPset, accepted, inputKeys, outputKeys) {
      const requestInputKeys = keyMap(request.getInputBlindingKeyMap());
      const total = async (inputs, asset, keys) => {
        let sum = 0;
        for (const input of inputs) {
          const revealed = await reveal(input.witnessUtxo, keys);
          if (revealed.asset === asset) sum += revealed.value;
        }
        return sum;
      };
      const found = async (outputs, value, asset, keys) => {
        for (const output of outputs) {
          const revealed = await reveal(output, keys);
          if (revealed.value === value && revealed.asset === asset) return true;
        }
        return false;
      };
      const requestTx = requestPset.data.globalMap.unsignedTx.tx;
      const acceptTx = accepted.data.globalMap.unsignedTx.tx;
      if (
        (await total(requestPset.data.inputs, request.getAssetP(), requestInputKeys)) <
        request.getAmountP()
      )
        return 'cumulative utxos count is not enough to cover SwapRequest.amount_p';
      // the request's output keys are read as its input keys (pkg/swap/request.go:56-57)
      if (
        !(await found(requestTx.outs, request.getAmountR(), request.getAssetR(), requestInputKeys))
      )
        return 'either SwapRequest.amount_r or SwapRequest.asset_r do not match the provided pset';
      if (
        (await total(accepted.data.inputs, request.getAssetR(), inputKeys)) < request.getAmountR()
      )
        return 'cumulative utxos count is not enough to cover SwapRequest.amount_r';
      if (
        !(await found(
          acceptTx.outs.filter((o) => o.script.length),
          request.getAmountP(),
          request.getAssetP(),
          outputKeys,
        ))
      )
        return 'either SwapRequest.amount_p or SwapRequest.asset_p do not match the provided pset';
      return null;
    }

    return {
      markets(call, callback) {
        const item = new types.MarketWithFee();
        item.setMarket(marketMessage());
        item.setFee(feeMessage());
        const reply = new messages.MarketsReply();
        reply.setMarketsList([item]);
        callback(null, reply);
      },
      balances(call, callback) {
        if (!isOurMarket(marketOf(call.request.getMarket()))) return callback(badMarket());
        const item = new types.BalanceWithFee();
        item.setBalance(balanceMessage());
        item.setFee(feeMessage());
        const reply = new messages.BalancesReply();
        reply.setBalancesList([item]);
        return callback(null, reply);
      },
      marketPrice(call, callback) {
        const {request} = call;
        if (!isOurMarket(marketOf(request.getMarket()))) return callback(badMarket());
        const asset = request.getAsset();
        if (asset !== ASSETS.lbtc && asset !== ASSETS.usdt) {
          return callback({
            code: grpc.status.INVALID_ARGUMENT,
            details: 'asset must match one of those of selected market',
          });
        }
        const item = new types.PriceWithFee();
        const prices = new types.Price();
        prices.setBasePrice(1 / price);
        prices.setQuotePrice(price);
        item.setPrice(prices);
        item.setFee(feeMessage());
        item.setAmount(quote(price, request.getType(), request.getAmount(), asset));
        item.setAsset(asset === ASSETS.lbtc ? ASSETS.usdt : ASSETS.lbtc);
        item.setBalance(balanceMessage());
        const reply = new messages.MarketPriceReply();
        reply.setPricesList([item]);
        return callback(null, reply);
      },
      async proposeTrade(call, callback) {
        const {request} = call;
        if (!isOurMarket(marketOf(request.getMarket()))) return callback(badMarket());
        const swapRequest = request.getSwapRequest();
        // handler/trade_old.go:353-367
        if (
          !swapRequest ||
          !(swapRequest.getAmountP() > 0) ||
          !swapRequest.getAssetP() ||
          !(swapRequest.getAmountR() > 0) ||
          !swapRequest.getAssetR() ||
          !swapRequest.getTransaction() ||
          swapRequest.getInputBlindingKeyMap().getLength() === 0 ||
          swapRequest.getOutputBlindingKeyMap().getLength() === 0
        ) {
          return callback({
            code: grpc.status.INVALID_ARGUMENT,
            details: swapRequest ? 'swap request is malformed' : 'swap request is null',
          });
        }
        const id = swapRequest.getId();
        const reply = new messages.ProposeTradeReply();
        const refuse = (code, text) => {
          reply.setSwapFail(failMessage(id, code, text));
          return callback(null, reply);
        };
        // trade.Propose → pkg/swap/request.go checkTxAndBlindKeys
        let pset;
        try {
          pset = liquid.Psbt.fromBase64(swapRequest.getTransaction());
        } catch {
          return refuse(0, 'pset is not in a valid base64 format');
        }
        const inputKeys = keyMap(swapRequest.getInputBlindingKeyMap());
        const outputKeys = keyMap(swapRequest.getOutputBlindingKeyMap());
        const tx = pset.data.globalMap.unsignedTx.tx;
        for (const [index, input] of pset.data.inputs.entries()) {
          const prevout =
            input.witnessUtxo ??
            (input.nonWitnessUtxo
              ? liquid.Transaction.fromBuffer(input.nonWitnessUtxo).outs[tx.ins[index].index]
              : null);
          if (!prevout) return refuse(0, `partial input ${index} is not sane`);
          if (!inputKeys.has(hexOf(prevout.script)))
            return refuse(0, `missing blinding key for input ${index}`);
        }
        for (const [index, output] of tx.outs.entries()) {
          if (output.script.length > 0 && !outputKeys.has(hexOf(output.script)))
            return refuse(0, `missing blinding key for output ${index}`);
        }
        // isValidTradePrice: one side of the request is our quote for the other
        const sell = request.getType() === 1;
        const paid = {asset: swapRequest.getAssetP(), amount: swapRequest.getAmountP()};
        const received = {asset: swapRequest.getAssetR(), amount: swapRequest.getAmountR()};
        const assetsMatch =
          paid.asset === (sell ? ASSETS.lbtc : ASSETS.usdt) &&
          received.asset === (sell ? ASSETS.usdt : ASSETS.lbtc);
        const priced =
          assetsMatch &&
          (quote(price, request.getType(), paid.amount, paid.asset) === received.amount ||
            quote(price, request.getType(), received.amount, received.asset) === paid.amount);
        if (!priced) return refuse(0, 'bad pricing');

        const requestPset = liquid.Psbt.fromBase64(swapRequest.getTransaction());
        let filled;
        try {
          filled = await fill(swapRequest, pset);
        } catch {
          return refuse(1, 'internal error');
        }
        const problem = await compare(
          swapRequest,
          requestPset,
          pset,
          filled.inputKeys,
          filled.outputKeys,
        );
        if (problem) return refuse(1, problem);

        const accept = new swap.SwapAccept();
        accept.setId(randomBytes(8).toString('hex'));
        accept.setRequestId(id);
        accept.setTransaction(pset.toBase64());
        for (const [script, key] of filled.inputKeys)
          accept.getInputBlindingKeyMap().set(script, Uint8Array.from(key));
        for (const [script, key] of filled.outputKeys)
          accept.getOutputBlindingKeyMap().set(script, Uint8Array.from(key));
        const expiry = Math.floor(Date.now() / 1000) + TRADE_EXPIRY;
        for (const c of filled.coins) locked.add(`${c.txid}:${c.vout}`);
        trades.set(accept.getId(), {status: 'accepted', expiry, coins: filled.coins, txHex: null});
        reply.setSwapAccept(accept);
        reply.setExpiryTimeUnix(expiry);
        return callback(null, reply);
      },
      async completeTrade(call, callback) {
        const complete = call.request.getSwapComplete();
        const reply = new messages.CompleteTradeReply();
        const acceptId = complete?.getAcceptId() ?? '';
        const trade = trades.get(acceptId);
        // trade_service.go:537-607 and domain Trade.Complete
        const internal = (text) => callback({code: grpc.status.INTERNAL, details: text});
        if (!trade) return internal(`trade with swap id ${acceptId} not found`);
        if (trade.status !== 'completed') {
          if (Date.now() / 1000 > trade.expiry) return internal('trade has expired');
          const transaction = complete.getTransaction();
          if (/^([0-9a-f]{2})+$/i.test(transaction)) {
            try {
              liquid.Transaction.fromHex(transaction);
            } catch {
              reply.setSwapFail(failMessage(acceptId, 2, 'transaction in hex format is invalid'));
              return callback(null, reply);
            }
            trade.txHex = transaction;
          } else {
            let pset;
            try {
              pset = liquid.Psbt.fromBase64(transaction);
            } catch {
              reply.setSwapFail(
                failMessage(acceptId, 2, 'transaction in base64 format is invalid'),
              );
              return callback(null, reply);
            }
            let valid = false;
            try {
              valid = pset.validateSignaturesOfAllInputs();
            } catch {
              valid = false;
            }
            if (!valid) {
              reply.setSwapFail(
                failMessage(acceptId, 2, 'transaction contains invalid signatures'),
              );
              return callback(null, reply);
            }
            try {
              trade.txHex = pset.finalizeAllInputs().extractTransaction().toHex();
            } catch (error) {
              reply.setSwapFail(failMessage(acceptId, 2, error.message));
              return callback(null, reply);
            }
          }
          trade.status = 'completed';
        }
        // the daemon's explorer: POST <explorer>/tx, the answer's body as the error
        const response = await fetch(`${explorer.url}/tx`, {
          method: 'POST',
          headers: {'content-type': 'text/plain'},
          body: trade.txHex,
        });
        const body = await response.text();
        if (response.status !== 200) return internal(body);
        for (const c of trade.coins) locked.delete(`${c.txid}:${c.vout}`);
        reply.setTxid(body);
        return callback(null, reply);
      },
    };
  }

  const servers = [];
  const urls = [];
  for (const provider of providers) {
    const server = new grpc.Server();
    server.addService(services.TradeService, providerService(provider));
    const port = await new Promise((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    servers.push(server);
    // `host:port` is what the Node.js build of the SDK takes; it parses the endpoint with `new URL`,
    // which refuses a bare IP address, hence `localhost`.
    urls.push(`localhost:${port}`);
  }

  return {
    url: urls[0],
    chain,
    env: {
      TDEX_PROVIDER_URLS: urls.join(','),
      TDEX_EXPLORER_URL: explorer.url,
      TDEX_MNEMONIC: MNEMONIC,
      TDEX_MNEMONIC_BOB: MNEMONIC_BOB,
      TDEX_RECIPIENT: chain.walletKeys(Buffer.alloc(32, 7), Buffer.alloc(32, 8)).address,
      NIGIRI_STANDIN_URL: explorer.url,
      PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    },
    async close() {
      await Promise.all(
        servers.map((server) => new Promise((resolve) => server.tryShutdown(resolve))),
      );
      await explorer.close();
    },
  };
}
