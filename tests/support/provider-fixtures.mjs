// Fixture providers for the provider check (src/utils/providerCheck.mjs), one loopback server per
// state, each answering as tdex-daemon's code does. All but `v1` and `unreachable` sit in front of the
// project's mock provider (tests/content/mocks/v2-provider.mjs, reused as it is) and add what a
// daemon's trade interface adds around its gateway:
// - CORS as tdex-daemon v1.0.1 sends it (internal/interfaces/grpc/http_utils.go, router): an OPTIONS
//   request gets Access-Control-Allow-Origin: *, Access-Control-Allow-Headers: * and
//   Access-Control-Allow-Methods: POST, GET, OPTIONS, with status 200 and no body; a POST whose
//   Content-Type holds application/json, or a GET, gets the same headers before the gateway answers;
// - GetMarketBalance (POST /v2/market/balance), which the mock lacks, from the mock's reserves;
// - a GET of a POST path: the gateway (grpc-gateway v2.15.2) answers 405 {"code":12,...}.
// States:
// - open: the mock as it is;
// - closed: the market closed (tdex market close). ListMarkets lists open markets only
//   (trade/service.go GetTradableMarkets); GetMarketPrice still answers; PreviewTrade fails with
//   "market is closed, retry later" (trade/trading.go TradePreview), gRPC UNKNOWN, HTTP 500;
// - unfunded: a balanced market opened with empty reserves. It is listed; GetMarketPrice fails with
//   "service is unavailable, retry later" (trade/service.go GetMarketPrice: the spot price of empty
//   reserves is ErrBalanceTooLow); GetMarketBalance shows 0 and 0; PreviewTrade fails with
//   "reserve balance amount is too low" (domain/market.go Preview, formula/balanced_reserves.go);
// - nocors: the mock behind a server that sends no CORS header at all;
// - v1: tdex-daemon 0.9.1, protocol v1 only: /v2/... answers 404 {"code":5,"message":"Not Found"}
//   from its grpc-gateway mux with the CORS headers of 0.9.1's http_utils.go, /v1/markets its markets
//   with the fee type of tdex.v1 (basisPoint and fixed);
// - unreachable: a port where nothing listens.
// `startProviders()` resolves to {urls: {state: url}, market, close}. Not a test file.
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import {start as startMock, MARKET} from '../content/mocks/v2-provider.mjs';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
};
const FEE = {
  percentageFee: {baseAsset: '25', quoteAsset: '25'},
  fixedFee: {baseAsset: '0', quoteAsset: '0'},
};
const status = (code, message) => ({code, message, details: []});
const UNKNOWN = (message) => [500, status(2, message)];

async function readBody(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

function listen(handler) {
  const server = createServer((req, res) => {
    handler(req, res).catch((error) => {
      res.writeHead(500, {'Content-Type': 'text/plain'});
      res.end(String(error));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({server, url: `http://127.0.0.1:${server.address().port}`}),
    ),
  );
}

/**
 * A daemon's trade interface in front of the mock: CORS (unless `cors` is false), the calls the state
 * changes, the rest forwarded to the mock.
 */
function frontOf(mockUrl, {cors = true, override = {}} = {}) {
  return listen(async (req, res) => {
    const headers = cors ? CORS : {};
    const send = (code, body) => {
      res.writeHead(code, {...headers, 'Content-Type': 'application/json'});
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url, 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      if (!cors) return send(404, status(5, 'Not Found'));
      res.writeHead(200, headers);
      return res.end();
    }
    if (req.method === 'GET') return send(405, status(12, 'Method Not Allowed'));
    const raw = await readBody(req);
    const forward = async (to = path, body = raw) => {
      const answer = await fetch(mockUrl + to, {
        method: 'POST',
        headers: {'Content-Type': req.headers['content-type'] ?? ''},
        body,
      });
      return [answer.status, await answer.json()];
    };
    if (path === '/v2/market/balance' && !override[path]) {
      const [code, price] = await forward('/v2/market/price');
      return send(code, code === 200 ? {balance: price.balance, fee: FEE} : price);
    }
    const own = override[path];
    const [code, body] = own ? await own(raw, forward) : await forward();
    return send(code, body);
  });
}

/** tdex-daemon 0.9.1: protocol v1 only. */
function daemonV0() {
  return listen(async (req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(200, CORS);
      return res.end();
    }
    await readBody(req);
    res.writeHead(path === '/v1/markets' ? 200 : 404, {
      ...CORS,
      'Content-Type': 'application/json',
    });
    res.end(
      JSON.stringify(
        path === '/v1/markets'
          ? {
              markets: [
                {market: MARKET, fee: {basisPoint: '25', fixed: {baseFee: '0', quoteFee: '0'}}},
              ],
            }
          : status(5, 'Not Found'),
      ),
    );
  });
}

export async function startProviders() {
  const mock = await startMock();
  const servers = {
    open: await frontOf(mock.url),
    closed: await frontOf(mock.url, {
      override: {
        '/v2/markets': async () => [200, {markets: []}],
        '/v2/trade/preview': async () => UNKNOWN('market is closed, retry later'),
      },
    }),
    unfunded: await frontOf(mock.url, {
      override: {
        '/v2/market/price': async () => UNKNOWN('service is unavailable, retry later'),
        '/v2/market/balance': async () => [
          200,
          {balance: {baseAmount: '0', quoteAmount: '0'}, fee: FEE},
        ],
        '/v2/trade/preview': async () => UNKNOWN('reserve balance amount is too low'),
      },
    }),
    nocors: await frontOf(mock.url, {cors: false}),
    v1: await daemonV0(),
  };
  // A port that was free a moment ago: nothing listens there.
  const gone = await listen(async () => {});
  await new Promise((resolve) => gone.server.close(resolve));
  const urls = Object.fromEntries(Object.entries(servers).map(([state, {url}]) => [state, url]));
  urls.unreachable = gone.url;
  return {
    urls,
    market: MARKET,
    close: async () => {
      for (const {server} of Object.values(servers)) await new Promise((r) => server.close(r));
      await mock.close();
    },
  };
}

// `node tests/support/provider-fixtures.mjs` starts them and prints {urls, market} as one line of
// JSON, for the browser tests (Playwright loads test files as CommonJS, and this module is ESM); it
// runs until it is ended.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {urls, market, close} = await startProviders();
  process.stdout.write(`${JSON.stringify({urls, market})}\n`);
  process.on('SIGTERM', () => close().then(() => process.exit(0)));
}
