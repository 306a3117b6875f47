// The provider of the client quickstart (docs/trader/v2-client.md), whose wallet.ts holds the swap
// vectors' trader coin: liquid-regtest.mjs's chain and provider, with that coin's funding transaction
// in the chain (the vectors made it up, so it is put there unchecked) and the vectors' USDt among the
// node wallet's initial coins, which the faucet pays the market. The market trades L-BTC against
// that USDt with the vectors' reserves, so the quickstart gets the vectors' preview and a swap that
// the chain validates and takes into its mempool.
// `start()` resolves to {url, close, env, chain, daemon, trades}; `node tests/content/mocks/v2-provider.mjs` runs it.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {COIN, createChain} from './liquid-chain.mjs';
import {startProvider} from './liquid-regtest.mjs';
import {LBTC} from '../../support/v2-swap.mjs';

const vectors = JSON.parse(
  readFileSync(new URL('../../../static/specs/swap-vectors-v2.json', import.meta.url), 'utf8'),
);
export const USDT = vectors.assets.usdt;
export const MARKET = {baseAsset: LBTC, quoteAsset: USDT};

export async function start({lockSeconds, clock} = {}) {
  const chain = await createChain({
    genesis: [
      {asset: LBTC, value: 21_000_000 * COIN},
      {asset: USDT, value: 1_000_000 * COIN},
    ],
    seed: [vectors.trader.coins[0].fundingTransaction],
  });
  const provider = await startProvider({chain, quote: USDT, lockSeconds, clock});
  return {...provider, trades: provider.daemon.trades};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {url} = await start();
  console.log(`mock TDEX v2 provider at ${url} (Ctrl+C to stop)`);
}
