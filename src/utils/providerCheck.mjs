// The provider check's logic (src/components/ProviderCheck): the checks of "Open the Market"
// (docs/provider/daemon/open_market.md) run from the browser against the endpoint the reader typed,
// and what each answer means. The answers are those of tdex-daemon v1.0.1:
// - the trade interface answers a POST whose Content-Type is application/json, and an OPTIONS
//   preflight, with Access-Control-Allow-Origin: * and Access-Control-Allow-Headers: *
//   (internal/interfaces/grpc/http_utils.go, router), so a browser may read every answer, errors too;
// - ListMarkets lists the open markets only (internal/core/application/trade/service.go,
//   GetTradableMarkets); GetMarketPrice answers for a closed market too, and fails with
//   "service is unavailable, retry later" (gRPC UNKNOWN, HTTP 500) when a balanced market has an
//   empty reserve or does not exist (GetMarketPrice); GetMarketBalance then says which
//   ("market with assets ... not found", or a zero balance);
// - PreviewTrade fails with "market is closed, retry later" for a closed market
//   (trade/trading.go TradePreview), "reserve balance amount is too low" for a balanced market with an
//   empty reserve and "provided amount is too big" when the market cannot pay the amount out
//   (pkg/marketmaking/formula/); the TDEX app v2.0.0 previews with the fee in the asset the trader
//   receives (src/services/tdexService/index.ts previewTradeV2).
// tdex-daemon 0.9.1 serves protocol v1 only: its gateway (grpc-gateway v2.15.2 runtime.ServeMux)
// answers a path under /v2/ with HTTP 404 and {"code":5,"message":"Not Found"}, with the same CORS
// headers (0.9.1 internal/interfaces/grpc/http_utils.go), and /v1/markets with its markets.
// Plain JavaScript; tests/tools/provider-check.test.mjs runs it against fixture servers.

const DAEMON = '/docs/latest/provider/daemon/';
/** Where each finding is fixed. tests/tools/tool-links.test.mjs checks every anchor. */
export const FIXES = {
  openIt: {href: `${DAEMON}open_market/#open-it`, label: 'Open the Market: open it'},
  beforeYouOpen: {
    href: `${DAEMON}open_market/#before-you-open`,
    label: 'Open the Market: before you open',
  },
  live: {
    href: `${DAEMON}open_market/#check-that-you-are-live`,
    label: 'Open the Market: check that you are live',
  },
  fund: {
    href: `${DAEMON}market_account/#3-fund-the-market`,
    label: 'Market Account: fund the market',
  },
  forms: {
    href: `${DAEMON}publish_endpoint/#endpoint-forms`,
    label: 'Publish the Trade Endpoint: endpoint forms',
  },
  publishTrouble: {
    href: `${DAEMON}publish_endpoint/#troubleshooting`,
    label: 'Publish the Trade Endpoint: troubleshooting',
  },
  migrate: {href: `${DAEMON}migrate_daemon/`, label: 'Migrate from tdex-daemon 0.9'},
  registry: {href: '/docs/latest/provider/registry/', label: 'Registry'},
  errors: {
    href: '/docs/latest/specs/trade-protocol/#errors-of-the-call',
    label: 'BOTD#4: errors of the call',
  },
  fees: {href: '/docs/latest/specs/trade-protocol/#trading-fees', label: 'BOTD#4: trading fees'},
};

/** The amount of base asset each preview trades: 100,000 units, as "Open the Market" previews. */
export const PREVIEW_AMOUNT = '100000';

const LOOPBACK = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/**
 * @typedef {object} Finding
 * @property {string} id
 * @property {'fail' | 'warn' | 'pass' | 'info'} status
 * @property {string} title
 * @property {string} message
 * @property {{href: string, label: string}} [fix]
 * @property {string} [command] a command the reader can run instead, to copy
 */

/**
 * The endpoint as typed: its URL, what a browser can do with it from this page, and what the form
 * itself says.
 * @param {string} text
 * @param {string} pageProtocol `location.protocol` of this page
 */
export function readEndpoint(text, pageProtocol) {
  const typed = text.trim();
  if (typed === '')
    return {error: 'Type the endpoint of a provider, such as https://provider.example.com.'};
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) {
    return {
      error: `"${typed}" has no scheme: write it as https://${typed}. The TDEX app cannot read an endpoint without one either.`,
      fix: FIXES.forms,
    };
  }
  let url;
  try {
    url = new URL(typed);
  } catch {
    return {error: `"${typed}" is not a URL.`, fix: FIXES.forms};
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {error: `An endpoint is an http or https URL, not ${url.protocol}.`, fix: FIXES.forms};
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const host = url.hostname;
  const onion = /\.onion$/i.test(host);
  const loopback = LOOPBACK.test(host);
  /** @type {Finding[]} */
  const findings = [];
  if (url.pathname !== '/' || url.search || url.hash) {
    findings.push({
      id: 'path',
      status: 'warn',
      title: 'The endpoint has a path',
      message: `An endpoint is a scheme, a host and a port, without a path: clients and the registry add /v2/... to it. This check calls ${base}/v2/markets as typed.`,
      fix: FIXES.forms,
    });
  }
  if (url.protocol === 'http:' && !onion) {
    findings.push({
      id: 'no-tls',
      status: loopback || PRIVATE.test(host) ? 'warn' : 'fail',
      title: 'No TLS',
      message: `The endpoint is plain http on ${host}. The TDEX app v2.0.0 refuses such an endpoint ("Invalid URL") unless it is an onion address; ${loopback || PRIVATE.test(host) ? 'that is fine for your own tests on your network, but traders need https or an onion address' : 'publish it over https or as an onion service'}.`,
      fix: FIXES.forms,
    });
  }
  const curl = `curl -s -X POST ${onion ? '--socks5-hostname 127.0.0.1:9050 ' : ''}${base}/v2/markets -H 'Content-Type: application/json' -d '{}'`;
  /** @type {'mixed' | 'onion' | null} */
  let blocked = null;
  if (onion) blocked = 'onion';
  else if (pageProtocol === 'https:' && url.protocol === 'http:' && !loopback) blocked = 'mixed';
  return {base, host, onion, findings, blocked, curl};
}

/**
 * @typedef {object} Answer
 * @property {number} status 0 when the browser got no answer
 * @property {any} json
 * @property {string} [networkError]
 */

/**
 * One POST to the endpoint, as a trader's app sends it: JSON, no credentials.
 * @param {typeof fetch} fetchFn
 * @param {string} url
 * @param {unknown} body
 * @returns {Promise<Answer>}
 */
async function post(fetchFn, url, body) {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return {status: response.status, json};
  } catch (error) {
    return {
      status: 0,
      json: null,
      networkError: String(/** @type {Error} */ (error)?.message ?? error),
    };
  }
}

const messageOf = (/** @type {Answer} */ a) =>
  typeof a.json?.message === 'string' ? a.json.message : `HTTP ${a.status}`;

/**
 * Why the browser got no answer. A refused TLS certificate, a refused CORS check and a host that
 * does not answer all reach a page as the same TypeError. A second request in no-cors mode tells
 * the CORS case apart: it needs no CORS headers, so it succeeds (with an opaque answer) whenever the
 * server answered at all. A certificate error and an unreachable host stay alike to a page.
 * @param {typeof fetch} fetchFn
 * @param {string} base
 * @param {string} curl
 * @returns {Promise<Finding>}
 */
async function whyNoAnswer(fetchFn, base, curl) {
  let answered = false;
  try {
    await fetchFn(`${base}/v2/markets`, {mode: 'no-cors', credentials: 'omit', cache: 'no-store'});
    answered = true;
  } catch {
    answered = false;
  }
  if (answered) {
    return {
      id: 'cors',
      status: 'fail',
      title: 'Refused by CORS',
      message:
        'The server answered, but without the header Access-Control-Allow-Origin, so the browser kept the answer from this page, as it would from any web client. tdex-daemon v1 sends that header (*) on its trade interface; a proxy in front of it that answers by itself, or strips the header, is the usual cause. Browser-based clients cannot trade with this endpoint; apps and curl are not affected.',
      fix: FIXES.publishTrouble,
      command: curl,
    };
  }
  return {
    id: 'unreachable',
    status: 'fail',
    title: 'Unreachable, or its certificate was refused',
    message:
      'The browser got no answer at all. A page cannot tell which of these it is: nothing listens at this address (the daemon is down, its wallet is locked, or the port is closed), the name does not resolve, or the TLS certificate is not one the browser trusts. Run the command below from another machine: curl names the cause.',
    fix: FIXES.publishTrouble,
    command: curl,
  };
}

/**
 * Runs the checks. Requests go to `base` only, and only from here: the reader started the check.
 * @param {string} base the endpoint, from readEndpoint
 * @param {{fetch: typeof fetch, curl: string, market?: {baseAsset: string, quoteAsset: string} | null, onProgress?: (text: string) => void}} options
 * @returns {Promise<{endpoint: Finding[], markets: {market: {baseAsset: string, quoteAsset: string}, listed: boolean, findings: Finding[]}[]}>}
 */
export async function checkProvider(
  base,
  {fetch: fetchFn, curl, market = null, onProgress = () => {}},
) {
  /** @type {Finding[]} */
  const endpoint = [];
  onProgress('ListMarkets');
  const list = await post(fetchFn, `${base}/v2/markets`, {});
  if (list.status === 0) {
    endpoint.push(await whyNoAnswer(fetchFn, base, curl));
    return {endpoint, markets: []};
  }
  if (list.status === 404) {
    const v1 = await post(fetchFn, `${base}/v1/markets`, {});
    if (v1.status === 200 && Array.isArray(v1.json?.markets)) {
      endpoint.push({
        id: 'v1',
        status: 'fail',
        title: 'A protocol v1 endpoint (tdex-daemon 0.9)',
        message: `The endpoint answers /v1/markets (${v1.json.markets.length} market${v1.json.markets.length === 1 ? '' : 's'}) and not /v2/markets: it runs tdex-daemon 0.9.x, which speaks protocol v1 only. The TDEX app v2.0.0 and clients of protocol v2 cannot trade with it. Upgrade the daemon to v1.`,
        fix: FIXES.migrate,
      });
    } else {
      endpoint.push({
        id: 'not-tdex',
        status: 'fail',
        title: 'No trade interface at this address',
        message: `/v2/markets answers HTTP 404 (${messageOf(list)}) and /v1/markets does not list markets either: this is not the trade interface of a TDEX daemon, or the endpoint has a path it should not have.`,
        fix: FIXES.forms,
      });
    }
    return {endpoint, markets: []};
  }
  if (list.status !== 200 || !Array.isArray(list.json?.markets)) {
    endpoint.push({
      id: 'http-error',
      status: 'fail',
      title: `ListMarkets answers HTTP ${list.status}`,
      message:
        list.status === 502
          ? 'HTTP 502 comes from a proxy that cannot reach the daemon: the wallet is locked, or the proxy points to the wrong address.'
          : `The answer is not a list of markets: ${messageOf(list)}.`,
      fix: list.status === 502 ? FIXES.publishTrouble : FIXES.errors,
    });
    return {endpoint, markets: []};
  }
  endpoint.push({
    id: 'protocol',
    status: 'pass',
    title: 'A protocol v2 trade interface answers',
    message: `ListMarkets (POST ${base}/v2/markets) answers, readable from a browser.`,
  });
  const listed = /** @type {{market: {baseAsset: string, quoteAsset: string}, fee: any}[]} */ (
    list.json.markets
  );
  const markets = listed.slice(0, 10).map((m) => ({market: m.market, fee: m.fee, listed: true}));
  if (
    market &&
    !markets.some(
      (m) => m.market.baseAsset === market.baseAsset && m.market.quoteAsset === market.quoteAsset,
    )
  )
    markets.push({market, fee: null, listed: false});
  if (listed.length === 0) {
    endpoint.push({
      id: 'no-market',
      status: 'fail',
      title: 'No open market',
      message: market
        ? 'ListMarkets lists no market: it lists open markets only. The market you named is checked below.'
        : 'ListMarkets lists no market: it lists open markets only, so no market is open yet, or none exists. Open yours with tdex market open; to check a market that is not listed, name its two assets below and check again.',
      fix: FIXES.openIt,
    });
  } else if (listed.length > 10) {
    endpoint.push({
      id: 'many',
      status: 'info',
      title: `${listed.length} markets`,
      message: 'The first 10 are checked.',
    });
  }

  const result = [];
  for (const {market: m, fee, listed: isListed} of markets) {
    onProgress(`${m.baseAsset.slice(0, 8)}…/${m.quoteAsset.slice(0, 8)}…`);
    result.push({
      market: m,
      listed: isListed,
      findings: await checkMarket(fetchFn, base, m, fee, isListed),
    });
  }
  result.sort((a, b) => rank(a.findings) - rank(b.findings));
  return {endpoint, markets: result};
}

const rank = (/** @type {Finding[]} */ findings) =>
  findings.some((f) => f.status === 'fail') ? 0 : findings.some((f) => f.status === 'warn') ? 1 : 2;

/** Fees in the words of BOTD#4: basis points and a fixed amount, per asset. @param {any} fee */
function describeFees(fee) {
  const p = fee?.percentageFee ?? {};
  const f = fee?.fixedFee ?? {};
  return `${p.baseAsset ?? 0} basis points and ${f.baseAsset ?? 0} units fixed when paid in the base asset; ${p.quoteAsset ?? 0} basis points and ${f.quoteAsset ?? 0} units fixed in the quote asset`;
}

/**
 * @param {typeof fetch} fetchFn
 * @param {string} base
 * @param {{baseAsset: string, quoteAsset: string}} market
 * @param {any} fee
 * @param {boolean} listed
 * @returns {Promise<Finding[]>}
 */
async function checkMarket(fetchFn, base, market, fee, listed) {
  /** @type {Finding[]} */
  const findings = [];
  if (listed) {
    findings.push({
      id: 'fees',
      status: 'info',
      title: 'Fees',
      message: `${describeFees(fee)}.`,
      fix: FIXES.fees,
    });
  }
  const price = await post(fetchFn, `${base}/v2/market/price`, {market});
  let unfunded = false;
  if (price.status === 200) {
    const balance = price.json?.balance ?? {};
    const empty = ['baseAmount', 'quoteAmount'].filter((k) => BigInt(balance[k] ?? 0) === 0n);
    if (empty.length > 0) {
      unfunded = true;
      findings.push({
        id: 'unfunded',
        status: 'fail',
        title: 'Not funded',
        message: `The ${empty.map((k) => (k === 'baseAmount' ? 'base' : 'quote')).join(' and ')} reserve is empty. The market cannot pay out an asset it does not hold: fund both assets, and wait for the deposits to confirm.`,
        fix: FIXES.fund,
      });
    } else {
      findings.push({
        id: 'price',
        status: 'pass',
        title: 'Price',
        message: `Spot price ${price.json.spotPrice} (quote per base); reserves ${balance.baseAmount} base and ${balance.quoteAmount} quote units; smallest tradable amount ${price.json.minTradableAmount} base units.`,
      });
    }
  } else if (price.status !== 0 && messageOf(price) === 'service is unavailable, retry later') {
    // tdex-daemon v1 gives the same answer for a market that does not exist and for a balanced
    // market with an empty reserve; GetMarketBalance tells them apart.
    const balance = await post(fetchFn, `${base}/v2/market/balance`, {market});
    const b = balance.json?.balance;
    if (
      balance.status === 200 &&
      b &&
      (BigInt(b.baseAmount ?? 0) === 0n || BigInt(b.quoteAmount ?? 0) === 0n)
    ) {
      unfunded = true;
      findings.push({
        id: 'unfunded',
        status: 'fail',
        title: 'Not funded',
        message: `GetMarketPrice fails ("service is unavailable, retry later") and GetMarketBalance shows ${b.baseAmount ?? 0} base and ${b.quoteAmount ?? 0} quote units: a balanced market cannot compute a price with an empty reserve. Fund both assets.`,
        fix: FIXES.fund,
      });
    } else if (/not found/.test(messageOf(balance))) {
      findings.push({
        id: 'no-such-market',
        status: 'fail',
        title: 'No such market',
        message: `The provider has no market with these two assets (${messageOf(balance)}).`,
        fix: FIXES.beforeYouOpen,
      });
      return findings;
    } else {
      findings.push({
        id: 'unavailable',
        status: 'fail',
        title: 'The price is unavailable',
        message:
          'GetMarketPrice fails with "service is unavailable, retry later": the daemon\'s storage or wallet did not answer. Check the daemon\'s log.',
        fix: FIXES.errors,
      });
    }
  } else {
    findings.push({
      id: 'price-error',
      status: 'fail',
      title: 'GetMarketPrice fails',
      message: `${messageOf(price)}.`,
      fix: FIXES.errors,
    });
  }

  for (const type of ['BUY', 'SELL']) {
    const isBuy = type === 'BUY';
    const body = {
      market,
      type: `TRADE_TYPE_${type}`,
      amount: PREVIEW_AMOUNT,
      asset: market.baseAsset,
      // The TDEX app v2.0.0 pays the fee in the asset the trader receives.
      feeAsset: isBuy ? market.baseAsset : market.quoteAsset,
    };
    const preview = await post(fetchFn, `${base}/v2/trade/preview`, body);
    const title = `Preview: ${isBuy ? 'buy' : 'sell'} ${PREVIEW_AMOUNT} units of the base asset`;
    const p = preview.json?.previews?.[0];
    if (preview.status === 200 && p) {
      findings.push({
        id: `preview-${type.toLowerCase()}`,
        status: 'pass',
        title,
        message: `The trader ${isBuy ? 'pays' : 'receives'} ${p.amount} units of the quote asset, with a fee of ${p.feeAmount} units of the ${isBuy ? 'base' : 'quote'} asset.`,
      });
      continue;
    }
    const message = messageOf(preview);
    if (message === 'market is closed, retry later') {
      findings.push({
        id: 'closed',
        status: 'fail',
        title: 'The market is closed',
        message: `PreviewTrade answers "${message}"${listed ? '' : ', and ListMarkets does not list it'}. Open it with tdex market open.`,
        fix: FIXES.openIt,
      });
      break;
    }
    if (
      message === 'reserve balance amount is too low' ||
      (unfunded && message === 'provided amount is too big')
    ) {
      if (!unfunded)
        findings.push({
          id: 'unfunded',
          status: 'fail',
          title: 'Not funded',
          message: `PreviewTrade answers "${message}": a reserve is empty.`,
          fix: FIXES.fund,
        });
      break;
    }
    findings.push({
      id: `preview-${type.toLowerCase()}`,
      status: message === 'provided amount is too low' ? 'warn' : 'fail',
      title,
      message:
        message === 'provided amount is too big'
          ? `PreviewTrade answers "${message}": the market does not hold enough of the asset it would pay out for this amount.`
          : message === 'provided amount is too low'
            ? `PreviewTrade answers "${message}": ${PREVIEW_AMOUNT} units is too small for this market's price or fees. Traders must trade more.`
            : `PreviewTrade answers HTTP ${preview.status}: ${message}.`,
      fix: message === 'provided amount is too big' ? FIXES.fund : FIXES.live,
    });
  }
  return findings;
}
