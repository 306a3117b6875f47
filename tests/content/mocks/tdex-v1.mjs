// A TDEX protocol v1 provider and a Liquid Esplora explorer on loopback, for the samples of the
// tdex-sdk 1.7.7 pages (versioned_docs/version-0.9.1/trader/SDK/Javascript/). tdex-sdk's Node.js build
// talks gRPC (HTTP/2, binary protobuf) to the `Trade` service of tdex-protobuf, so the provider is a
// @grpc/grpc-js server built from the service definition and messages of the page's own install
// (tdex-protobuf/generated/js), and it reads transactions with the page's liquidjs-lib: nothing here
// is re-implemented, and a protocol change in the pinned packages shows up as a failure.
//
// What the provider does, as tdex-daemon v0.9.1 would for the calls the SDK makes: Markets, Balances,
// MarketPrice, then ProposeTrade (checks the SwapRequest against its own quote and the trader's
// PSET, adds its own input and outputs, answers a SwapAccept) and CompleteTrade (checks that every
// trader input is signed, answers the transaction id). It does not sign or broadcast anything. The
// legacy streaming TradePropose/TradeComplete are not served, so the SDK never falls back to them.
//
// The explorer funds two wallets, each at the first receiving address (m/84'/0'/0'/0/0) of its test
// mnemonic, on every chain (the script is the same on liquid and regtest), with unblinded coins:
// the trader's (TDEX_MNEMONIC) with mainnet L-BTC, USDt, regtest L-BTC and a regtest test asset,
// and a peer's (TDEX_MNEMONIC_BOB, for the peer-to-peer swap) with regtest L-BTC. Esplora routes
// served: /address/:a/txs, /address/:a/utxo, /tx/:txid/hex, POST /tx.
//
// start({dir}) takes the folder of the page's install. Environment for the samples: TDEX_PROVIDER_URL
// (the first provider), TDEX_PROVIDER_URLS (three providers with different prices, for discovery),
// TDEX_EXPLORER_URL, TDEX_MNEMONIC, TDEX_RECIPIENT (a confidential address that is not the wallet's).
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';

export const MNEMONIC = `${'abandon '.repeat(23)}art`;
export const MNEMONIC_BOB =
  `${'legal winner thank year wave sausage worth useful '.repeat(3)}`.replace(/useful $/, 'title');
// m/84'/0'/0'/0/0 of MNEMONIC (P2WPKH), and its confidential addresses.
// cspell:disable
const WALLET_SCRIPT = '001416d630413cea75fd5ad88433cd815ae5ba1ba645';
const WALLET_ADDRESSES = new Set([
  'el1qqttvnppupgx6xwl6q33de47zz36hnpltkjtttm68ce9dvlwgd38tj9kkxpqne6n4l4dd3ppnekq44ed6rwny2xq6gv03j0xhr',
  'lq1qqttvnppupgx6xwl6q33de47zz36hnpltkjtttm68ce9dvlwgd38tj9kkxpqne6n4l4dd3ppnekq44ed6rwny2dg6m0p0zg5te',
]);
// m/84'/0'/0'/0/1 of MNEMONIC on regtest, never funded: the payee of the Identity page.
const BOB_SCRIPT = '00143e41ccc65e9564bb3f0d07f44fc7eb9b0a7698e7';
const BOB_ADDRESSES = new Set([
  'el1qq2x0hw2f2az64en6js8hlwjyv84768efduxgc0lgz9yzjntacz94k0jpenr9a9tyhvls6pl5flr7hxc2w6vwwrna4el0q5tg3',
  'lq1qq2x0hw2f2az64en6js8hlwjyv84768efduxgc0lgz9yzjntacz94k0jpenr9a9tyhvls6pl5flr7hxc2w6vwwgmax633sne5t',
]);
const RECIPIENT =
  'el1qq2stt9wgj5kqycx8ae970c5x7spl8gmr2trs6zqw5vpmfeh9ujpvxfxlhlg56glc68er86nc6h46nuv4veaxsd5sqg37t5qv8';
// cspell:enable
const PROVIDER_SCRIPT = '0014' + '11'.repeat(20);

export const ASSETS = {
  lbtc: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  usdt: 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2',
  regtestLbtc: '5ac9f65c0efcc4775e0baec4ec03abdde22473cd3cf33c0419ca290e0751b225',
  regtestTestAsset: 'c5870288a7c9eb5db398a5b5e7221feb9753134439e8ed9f569b0eea5a423330',
};
const FUNDS = [
  [ASSETS.lbtc, 100_000_000],
  [ASSETS.usdt, 1_000_000_000_000],
  [ASSETS.regtestLbtc, 100_000_000],
  [ASSETS.regtestTestAsset, 100_000_000],
];
const BOB_FUNDS = [[ASSETS.regtestLbtc, 100_000_000]];
const FEE_BP = 25;

// USDt satoshis per L-BTC satoshi, one per provider: provider 1 quotes the best price for a sale.
const PRICES = [30_000, 29_000, 29_500];

// The counter amount of a trade, fee included, in the provider's favour.
export function quote(price, type, amount, asset) {
  const fee = FEE_BP / 10_000;
  const sell = type === 1;
  if (asset === ASSETS.lbtc) {
    return sell ? Math.floor(amount * price * (1 - fee)) : Math.ceil(amount * price * (1 + fee));
  }
  return sell ? Math.ceil(amount / (price * (1 - fee))) : Math.floor(amount / (price * (1 + fee)));
}

const listen = (server, host = '127.0.0.1') =>
  new Promise((resolve) => server.listen(0, host, () => resolve(server.address().port)));

export async function start({dir}) {
  const need = createRequire(path.join(dir, 'package.json'));
  const grpc = need('@grpc/grpc-js');
  const services = need('tdex-protobuf/generated/js/trade_grpc_pb');
  const messages = need('tdex-protobuf/generated/js/trade_pb');
  const types = need('tdex-protobuf/generated/js/types_pb');
  const swap = need('tdex-protobuf/generated/js/swap_pb');
  const liquid = need('liquidjs-lib');

  const assetBuffer = (hash) =>
    Buffer.concat([Buffer.from([1]), Buffer.from(hash, 'hex').reverse()]);
  const explicit = (output) => ({
    asset: Buffer.from(output.asset.subarray(1)).reverse().toString('hex'),
    value: liquid.confidential.confidentialValueToSatoshi(output.value),
  });
  // One transaction holds the wallet's coins, another the providers' reserves.
  const fund = (script, seed, funds) => {
    const tx = new liquid.Transaction();
    tx.version = 2;
    tx.addInput(Buffer.alloc(32, seed), 0);
    for (const [asset, value] of funds) {
      tx.addOutput(
        Buffer.from(script, 'hex'),
        liquid.confidential.satoshiToConfidentialValue(value),
        assetBuffer(asset),
        Buffer.from('00', 'hex'),
      );
    }
    return tx;
  };
  const walletTx = fund(WALLET_SCRIPT, 1, FUNDS);
  const bobTx = fund(BOB_SCRIPT, 3, BOB_FUNDS);
  // Address → the transaction that funds it and the coins it holds.
  const wallets = [
    [WALLET_ADDRESSES, walletTx, FUNDS],
    [BOB_ADDRESSES, bobTx, BOB_FUNDS],
  ];
  const walletOf = (address) => wallets.find(([addresses]) => addresses.has(address));
  const providerTx = fund(PROVIDER_SCRIPT, 2, [
    [ASSETS.lbtc, 1_000_000_000],
    [ASSETS.usdt, 30_000_000_000_000],
  ]);
  const transactions = new Map([walletTx, bobTx, providerTx].map((tx) => [tx.getId(), tx]));

  // --- Esplora -------------------------------------------------------------------------------------
  const explorer = createServer((request, response) => {
    const send = (status, body, type = 'application/json') => {
      response.writeHead(status, {'content-type': type});
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const url = new URL(request.url, 'http://localhost');
    let match;
    if ((match = /^\/address\/([^/]+)\/(txs|utxo)$/.exec(url.pathname))) {
      const funded = walletOf(match[1]);
      if (match[2] === 'txs') {
        return send(200, funded ? [{txid: funded[1].getId(), status: {confirmed: true}}] : []);
      }
      return send(
        200,
        funded
          ? funded[2].map(([asset, value], vout) => ({
              txid: funded[1].getId(),
              vout,
              value,
              asset,
              status: {confirmed: true, block_height: 1},
            }))
          : [],
      );
    }
    if ((match = /^\/tx\/([0-9a-f]{64})\/hex$/.exec(url.pathname))) {
      const tx = transactions.get(match[1]);
      return tx
        ? send(200, tx.toHex(), 'text/plain')
        : send(404, 'Transaction not found', 'text/plain');
    }
    if (url.pathname === '/tx' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        // What a node would refuse first: an unknown input, an input without its witness
        // (not signed or not finalized), amounts that do not balance per asset.
        try {
          const tx = liquid.Transaction.fromHex(body.trim());
          const balance = new Map();
          const add = (output, sign) => {
            const {asset, value} = explicit(output);
            balance.set(asset, (balance.get(asset) ?? 0) + sign * value);
          };
          for (const [index, input] of tx.ins.entries()) {
            const previous = transactions.get(Buffer.from(input.hash).reverse().toString('hex'));
            if (!previous?.outs[input.index])
              throw new Error(`input ${index}: bad-txns-inputs-missingorspent`);
            if (!input.witness?.length) throw new Error(`input ${index}: empty witness`);
            add(previous.outs[input.index], 1);
          }
          for (const output of tx.outs) add(output, -1);
          const off = [...balance].filter(([, value]) => value !== 0);
          if (off.length > 0) throw new Error(`bad-txns-in-ne-out ${JSON.stringify(off)}`);
          transactions.set(tx.getId(), tx);
          send(200, tx.getId(), 'text/plain');
        } catch (error) {
          send(400, `sendrawtransaction RPC error: ${error.message}`, 'text/plain');
        }
      });
      return undefined;
    }
    return send(404, `mock explorer: no route ${request.method} ${url.pathname}`, 'text/plain');
  });
  const explorerPort = await listen(explorer);

  // --- Providers -----------------------------------------------------------------------------------
  const marketOf = (message) => ({base: message.getBaseAsset(), quote: message.getQuoteAsset()});
  const isOurMarket = ({base, quote: q}) => base === ASSETS.lbtc && q === ASSETS.usdt;
  const badMarket = () => ({code: grpc.status.NOT_FOUND, details: 'market not found'});

  function providerService(price) {
    const accepts = new Map(); // SwapAccept id → {inputs: trader input count}
    const fail = (id, code, text) => {
      const failure = new swap.SwapFail();
      failure.setId(`fail-${id}`);
      failure.setMessageId(id);
      failure.setFailureCode(code);
      failure.setFailureMessage(text);
      return failure;
    };
    const marketMessage = () => {
      const market = new types.Market();
      market.setBaseAsset(ASSETS.lbtc);
      market.setQuoteAsset(ASSETS.usdt);
      return market;
    };
    const feeMessage = () => {
      const fee = new types.Fee();
      fee.setBasisPoint(FEE_BP);
      return fee;
    };
    const balanceMessage = () => {
      const balance = new types.Balance();
      balance.setBaseAmount(1_000_000_000);
      balance.setQuoteAmount(Math.round(1_000_000_000 * price));
      return balance;
    };

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
      proposeTrade(call, callback) {
        const {request} = call;
        if (!isOurMarket(marketOf(request.getMarket()))) return callback(badMarket());
        const swapRequest = request.getSwapRequest();
        const id = swapRequest.getId();
        const reply = new messages.ProposeTradeReply();
        const refuse = (text) => {
          reply.setSwapFail(fail(id, 1, text));
          return callback(null, reply);
        };
        const sell = request.getType() === 1;
        // What the trader pays and receives must be one side of our quote for the other.
        const [paid, received] = [
          {asset: swapRequest.getAssetP(), amount: swapRequest.getAmountP()},
          {asset: swapRequest.getAssetR(), amount: swapRequest.getAmountR()},
        ];
        if (
          paid.asset !== (sell ? ASSETS.lbtc : ASSETS.usdt) ||
          received.asset !== (sell ? ASSETS.usdt : ASSETS.lbtc)
        ) {
          return refuse('assets do not match the trade type');
        }
        const expected = [
          quote(price, request.getType(), paid.amount, paid.asset) === received.amount,
          quote(price, request.getType(), received.amount, received.asset) === paid.amount,
        ];
        if (!expected.includes(true)) return refuse('amounts do not match the current price');

        let pset;
        try {
          pset = liquid.Psbt.fromBase64(swapRequest.getTransaction());
        } catch {
          return refuse('transaction is not a valid PSET');
        }
        let inputTotal = 0;
        for (const [index, input] of pset.data.inputs.entries()) {
          if (!input.witnessUtxo) return refuse(`input ${index} has no witness utxo`);
          const coin = explicit(input.witnessUtxo);
          if (coin.asset === paid.asset) inputTotal += coin.value;
        }
        if (inputTotal < paid.amount) return refuse('inputs do not cover amount_p');
        const outputs = pset.data.globalMap.unsignedTx.tx.outs.map(explicit);
        if (!outputs.some((o) => o.asset === received.asset && o.value === received.amount)) {
          return refuse('no output pays amount_r of asset_r');
        }

        // Our side: one reserve coin in, amount_p to us, the change of asset_r back to us.
        const traderInputs = pset.data.inputs.length;
        const vout = received.asset === ASSETS.lbtc ? 0 : 1;
        const reserve = providerTx.outs[vout];
        pset.addInput({hash: providerTx.getId(), index: vout, witnessUtxo: reserve});
        const out = (value, asset) => ({
          script: Buffer.from(PROVIDER_SCRIPT, 'hex'),
          value: liquid.confidential.satoshiToConfidentialValue(value),
          asset,
          nonce: Buffer.from('00', 'hex'),
        });
        pset.addOutput(out(paid.amount, paid.asset));
        pset.addOutput(out(explicit(reserve).value - received.amount, received.asset));

        const accept = new swap.SwapAccept();
        accept.setId(`accept-${id}`);
        accept.setRequestId(id);
        accept.setTransaction(pset.toBase64());
        accepts.set(accept.getId(), {traderInputs});
        reply.setSwapAccept(accept);
        reply.setExpiryTimeUnix(Math.floor(Date.now() / 1000) + 120);
        return callback(null, reply);
      },
      completeTrade(call, callback) {
        const complete = call.request.getSwapComplete();
        const reply = new messages.CompleteTradeReply();
        const accepted = accepts.get(complete.getAcceptId());
        if (!accepted) {
          reply.setSwapFail(fail(complete.getId(), 1, 'unknown accept id'));
          return callback(null, reply);
        }
        let txid;
        try {
          const pset = liquid.Psbt.fromBase64(complete.getTransaction());
          const unsigned = pset.data.inputs
            .slice(0, accepted.traderInputs)
            .findIndex((input) => !input.partialSig?.length && !input.finalScriptWitness);
          if (unsigned >= 0) {
            reply.setSwapFail(fail(complete.getId(), 2, `input ${unsigned} is not signed`));
            return callback(null, reply);
          }
          txid = liquid.Transaction.fromBuffer(pset.data.globalMap.unsignedTx.toBuffer()).getId();
        } catch {
          // TDEXMnemonic hands in the finalized transaction in hex.
          txid = liquid.Transaction.fromHex(complete.getTransaction()).getId();
        }
        accepts.delete(complete.getAcceptId());
        reply.setTxid(txid);
        return callback(null, reply);
      },
    };
  }

  const servers = [];
  const urls = [];
  for (const price of PRICES) {
    const server = new grpc.Server();
    server.addService(services.TradeService, providerService(price));
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
    env: {
      TDEX_PROVIDER_URLS: urls.join(','),
      TDEX_EXPLORER_URL: `http://127.0.0.1:${explorerPort}`,
      TDEX_MNEMONIC: MNEMONIC,
      TDEX_MNEMONIC_BOB: MNEMONIC_BOB,
      TDEX_RECIPIENT: RECIPIENT,
    },
    async close() {
      await Promise.all(
        servers.map((server) => new Promise((resolve) => server.tryShutdown(resolve))),
      );
      await new Promise((resolve) => explorer.close(resolve));
    },
  };
}
