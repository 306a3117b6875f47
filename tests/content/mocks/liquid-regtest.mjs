// A Liquid regtest network with a TDEX provider on it, on loopback: what a reader has after
// `nigiri start --liquid` (liquid-chain.mjs: Elements, electrs and Nigiri's faucet) and the provider
// steps of tdex-daemon v1.0.1 (v2-daemon.mjs: one open market, L-BTC against an asset minted on the
// chain, funded with the coins the faucet paid to the market's and the fee account's confidential
// addresses, balanced strategy, 0.25 % fees).
//
// start({dir}) resolves to {url, close, env, chain, daemon}: `url` is the provider's protocol v2
// interface (for TDEX_PROVIDER_URL); `env` holds ESPLORA_URL (the chain's Esplora, as Nigiri serves
// it on http://localhost:3001), NIGIRI_STANDIN_URL (the same, for the `nigiri` stand-in) and PATH
// with that stand-in first (tests/content/mocks/bin/nigiri). Samples read TDEX_PROVIDER_URL (default
// http://localhost:9945) and ESPLORA_URL (default http://localhost:3001). The node's wallet keeps the
// rest of the quote asset, so `nigiri faucet --liquid <address> <amount> <asset>` pays it too.
// `node tests/content/mocks/liquid-regtest.mjs` runs it and prints the addresses.
import {randomBytes} from 'node:crypto';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {COIN, createChain, serveChain} from './liquid-chain.mjs';
import {startDaemon} from './v2-daemon.mjs';

export const BIN = fileURLToPath(new URL('./bin', import.meta.url));
// The market's reserves: those of the swap vectors' trade (1 L-BTC against 25,000 units), each in
// four coins so that a trade in progress locks only part of them; the fee account gets 4 x 25,000
// satoshis. One transaction of the node's wallet pays them all (sendmany), then a block is mined.
export const RESERVES = {base: COIN, quote: 25_000 * COIN};
export const FEE_ACCOUNT = 100_000;
const PARTS = 4;
const QUOTE_SUPPLY = 1_000_000 * COIN;

/** A chain, its Esplora and a provider whose market trades `quote` (display hex) for L-BTC. */
export async function startProvider({chain, quote, lockSeconds, clock}) {
  const esplora = await serveChain(chain);
  const market = chain.walletKeys(randomBytes(32), randomBytes(32));
  const fee = chain.walletKeys(randomBytes(32), randomBytes(32));
  const parts = (address, total, asset) =>
    Array.from({length: PARTS}, () => ({address, sats: total / PARTS, asset}));
  chain.sendMany([
    ...parts(market.address, RESERVES.base, chain.policyAsset),
    ...parts(market.address, RESERVES.quote, quote),
    ...parts(fee.address, FEE_ACCOUNT, chain.policyAsset),
  ]);
  chain.mine(1);
  const daemon = await startDaemon({
    chain,
    market: {baseAsset: chain.policyAsset, quoteAsset: quote},
    wallets: {market, fee},
    lockSeconds,
    clock,
  });
  return {
    url: daemon.url,
    env: {
      ESPLORA_URL: esplora.url,
      NIGIRI_STANDIN_URL: esplora.url,
      PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    },
    chain,
    daemon,
    wallets: {market, fee},
    async close() {
      await daemon.close();
      await esplora.close();
    },
  };
}

/** @param {{dir?: string, lockSeconds?: number, clock?: () => number}} [options] */
export async function start({lockSeconds, clock} = {}) {
  const chain = await createChain();
  const {asset: quote} = chain.issueAsset(QUOTE_SUPPLY);
  chain.mine(1);
  return startProvider({chain, quote, lockSeconds, clock});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {url, env, daemon} = await start();
  const [{market}] = (
    await (
      await fetch(`${url}/v2/markets`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: '{}',
      })
    ).json()
  ).markets;
  console.log(`TDEX_PROVIDER_URL=${url}`);
  console.log(`ESPLORA_URL=${env.ESPLORA_URL}`);
  console.log(`market: ${market.baseAsset} / ${market.quoteAsset}`);
  console.log(
    `PATH=${BIN}:$PATH puts the nigiri stand-in first (NIGIRI_STANDIN_URL=${env.NIGIRI_STANDIN_URL})`,
  );
  void daemon;
}
