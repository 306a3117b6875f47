// Checks on the built Specifications pages: each doc version shows the messages, paths and codes
// of the protocol version it describes. 0.9.1 = protocol v1 (`tdex.v1`); 1.0.0 and latest =
// protocol v2 (`tdex.v2`). Run after `npm run build`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const BUILD = 'build';
const V2 = [
  {label: 'latest', dir: 'docs/latest/specs'},
  {label: '1.0.0', dir: 'docs/v1/specs'},
];
const V1 = {label: '0.9.1', dir: 'docs/v0/specs'};
const PAGES = [
  'index',
  'message-protocol',
  'transport-protocol',
  'swap-protocol',
  'trade-protocol',
  'pool-protocol',
  'CONTRIBUTING',
];
// Pages that define messages, and so must name the package of their protocol version.
const PROTOCOL_PAGES = [
  'message-protocol',
  'transport-protocol',
  'swap-protocol',
  'trade-protocol',
];

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};
const decode = (s) => s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e) => ENTITIES[e]);
const textOf = (html) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

// The article of a built page: the page's own content, without navbar, sidebar or footer.
function article(dir, page) {
  const file = join(BUILD, dir, page, 'index.html');
  assert.ok(existsSync(file), `${file} is missing: run npm run build first`);
  const html = readFileSync(file, 'utf8');
  const match = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html);
  assert.ok(match, `${file} has no <article>`);
  return match[1];
}

// The rows (cell texts) of the first table after the heading with the given id. The built HTML
// is minified: attribute quotes and optional end tags (</td>, </tr>, </tbody>) may be left out.
function tableAfter(html, id) {
  const heading = new RegExp(`\\bid="?${id}"?[\\s>]`).exec(html);
  assert.ok(heading, `no heading #${id}`);
  const table = /<table[^>]*>([\s\S]*?)<\/table>/.exec(html.slice(heading.index));
  assert.ok(table, `no table after #${id}`);
  const body = table[1].split(/<tbody[^>]*>/)[1] ?? '';
  return body
    .split(/<tr[^>]*>/)
    .slice(1)
    .map((row) =>
      row
        .split(/<td[^>]*>/)
        .slice(1)
        .map((cell) => textOf(cell)),
    );
}

const fieldsOf = (rows) => rows.map(([field, , number]) => `${field}=${number}`);

test('0.9.1 spec pages name tdex.v1 and never tdex.v2', () => {
  for (const page of PAGES) {
    const text = textOf(article(V1.dir, page));
    assert.ok(!text.includes('tdex.v2'), `${V1.label} ${page} mentions tdex.v2`);
    if (PROTOCOL_PAGES.includes(page)) {
      assert.ok(text.includes('tdex.v1'), `${V1.label} ${page} does not mention tdex.v1`);
    }
  }
});

test('latest and 1.0.0 protocol pages name tdex.v2', () => {
  for (const {label, dir} of V2) {
    for (const page of PROTOCOL_PAGES) {
      const text = textOf(article(dir, page));
      assert.ok(text.includes('tdex.v2'), `${label} ${page} does not mention tdex.v2`);
    }
  }
});

test('transport discovery uses /v2/transport in v2 docs and /v1/transport in 0.9.1', () => {
  for (const {label, dir} of V2) {
    const html = article(dir, 'transport-protocol');
    const [row] = tableAfter(html, 'service');
    assert.deepEqual(row.slice(0, 3), [
      'tdex.v2.TransportService',
      'SupportedContentTypes',
      'GET /v2/transport',
    ]);
    assert.ok(textOf(html).includes('GET /v2/transport'), `${label} transport page`);
  }
  const html = article(V1.dir, 'transport-protocol');
  const [row] = tableAfter(html, 'service');
  assert.deepEqual(row.slice(0, 3), [
    'tdex.v1.TransportService',
    'SupportedContentTypes',
    'GET /v1/transport',
  ]);
  assert.ok(!textOf(html).includes('/v2/'), '0.9.1 transport page shows a /v2/ path');
});

test('TradeService paths match the protocol version', () => {
  const v2Paths = [
    'ListMarkets POST /v2/markets',
    'GetMarketBalance POST /v2/market/balance',
    'GetMarketPrice POST /v2/market/price',
    'PreviewTrade POST /v2/trade/preview',
    'ProposeTrade POST /v2/trade/propose',
    'CompleteTrade POST /v2/trade/complete',
  ];
  for (const {label, dir} of V2) {
    const rows = tableAfter(article(dir, 'trade-protocol'), 'service');
    assert.deepEqual(
      rows.map(([rpc, http]) => `${rpc} ${http}`),
      v2Paths,
      `${label} TradeService table`,
    );
  }
  const html = article(V1.dir, 'trade-protocol');
  assert.deepEqual(
    tableAfter(html, 'service').map(([rpc, http]) => `${rpc} ${http}`),
    [
      'ListMarkets POST /v1/markets',
      'GetMarketBalance POST /v1/market/balance',
      'GetMarketPrice POST /v1/market/price',
      'PreviewTrade POST /v1/trade/preview',
      'ProposeTrade POST /v1/trade/propose',
      'CompleteTrade POST /v1/trade/complete',
    ],
  );
  const text = textOf(html);
  assert.ok(!text.includes('/v2/'), '0.9.1 trade page shows a /v2/ path');
  // The old page's typo: PreviewTrade was never served at /v1/market/preview.
  assert.ok(!text.includes('/v1/market/preview'));
});

test('Preview has fee fields and no balance in v2, a balance and no fee fields in v1', () => {
  for (const {label, dir} of V2) {
    const rows = tableAfter(article(dir, 'trade-protocol'), 'preview');
    assert.deepEqual(
      fieldsOf(rows),
      ['price=1', 'fee=2', 'amount=3', 'asset=4', 'fee_amount=5', 'fee_asset=6'],
      `${label} Preview`,
    );
  }
  const rows = tableAfter(article(V1.dir, 'trade-protocol'), 'preview');
  assert.deepEqual(fieldsOf(rows), ['price=1', 'fee=2', 'amount=3', 'asset=4', 'balance=5']);
});

test('ProposeTradeRequest declares the trading fee only in v2', () => {
  for (const {label, dir} of V2) {
    const rows = tableAfter(article(dir, 'trade-protocol'), 'proposetrade');
    assert.deepEqual(
      fieldsOf(rows),
      ['market=1', 'type=2', 'swap_request=3', 'fee_amount=4', 'fee_asset=5'],
      `${label} ProposeTradeRequest`,
    );
  }
  const rows = tableAfter(article(V1.dir, 'trade-protocol'), 'proposetrade');
  assert.deepEqual(fieldsOf(rows), ['market=1', 'type=2', 'swap_request=3']);
});

test('SwapRequest carries unblinded inputs in v2 and blinding-key maps in v1', () => {
  const common = ['id=1', 'amount_p=2', 'asset_p=3', 'amount_r=4', 'asset_r=5', 'transaction=6'];
  for (const {label, dir} of V2) {
    const rows = tableAfter(article(dir, 'swap-protocol'), 'swaprequest');
    assert.deepEqual(fieldsOf(rows), [...common, 'unblinded_inputs=7'], `${label} SwapRequest`);
  }
  const rows = tableAfter(article(V1.dir, 'swap-protocol'), 'swaprequest');
  // tdex-daemon v0.9.1 is built from tdex-protobuf d816a6d, whose tdex.v1 SwapRequest still has
  // the (unused) unblinded_inputs field 9.
  assert.deepEqual(fieldsOf(rows), [
    ...common,
    'input_blinding_key=7',
    'output_blinding_key=8',
    'unblinded_inputs=9',
  ]);
});

test('SwapFail codes are those the daemon of each version sends', () => {
  for (const {label, dir} of V2) {
    const codes = tableAfter(article(dir, 'swap-protocol'), 'errors').map(([code]) => code);
    assert.deepEqual(codes, ['0', '1', '2', '3', '4', '5', '6'], `${label} SwapFail codes`);
  }
  const codes = tableAfter(article(V1.dir, 'swap-protocol'), 'errors').map(([code]) => code);
  assert.deepEqual(codes, ['0', '1', '2']);
});

test('the legacy Trade service of 0.9.1 is gRPC only, without package', () => {
  const html = article(V1.dir, 'trade-protocol');
  const methods = tableAfter(html, 'legacy-trade-service').map(([method]) => method);
  assert.deepEqual(methods, [
    '/Trade/Markets',
    '/Trade/Balances',
    '/Trade/MarketPrice',
    '/Trade/TradePropose',
    '/Trade/ProposeTrade',
    '/Trade/TradeComplete',
    '/Trade/CompleteTrade',
  ]);
  // The old page gave it HTTP routes it never had.
  const text = textOf(html);
  for (const route of [
    '/v1/trade/markets',
    '/v1/trade/balance',
    '/v1/trade/price',
    '/v1/trade/unary',
  ]) {
    assert.ok(!text.includes(route), `0.9.1 trade page shows ${route}`);
  }
});

test('the v2 SwapAccept example says what tdex-daemon v1 sends: no unblinded inputs', () => {
  for (const {label, dir} of V2) {
    const text = textOf(article(dir, 'swap-protocol'));
    // Code blocks are split into highlighted tokens: compare without whitespace.
    assert.ok(text.replace(/\s+/g, '').includes('"unblindedInputs":[]'), `${label} swap page`);
    assert.ok(text.includes('tdex-daemon v1 leaves the list empty'), `${label} swap page`);
  }
});
