// Checks on the built Specifications pages: each doc version shows the messages, paths and codes
// of the protocol version it describes. 0.9.1 = protocol v1 (`tdex.v1`); 1.0.0 and latest =
// protocol v2 (`tdex.v2`). Run after `npm run build`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ROOT, assertBuilt, builtPage, docsPagesOf, docsTrees, readText} from '../support/site.mjs';

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

const clean = (text) => text.replace(/\s+/g, ' ').trim();

// The article of a built page (the page's own content, without navbar, sidebar or footer), with its
// text: elements apart, as a reader sees them.
function article(dir, page) {
  assertBuilt();
  const $ = builtPage(`/${dir}/${page}/`);
  const root = $('article');
  assert.equal(root.length, 1, `/${dir}/${page}/ has no <article>`);
  root.find('*').each((_, el) => {
    $(el).prepend(' ').append(' ');
  });
  return {$, root, text: clean(root.text())};
}

// The rows (cell texts) of the first table after the heading with the given id.
function tableAfter({$, root}, id) {
  const elements = root.find('*').toArray();
  const heading = elements.findIndex((el) => $(el).attr('id') === id);
  assert.ok(heading >= 0, `no heading #${id}`);
  const table = elements.slice(heading).find((el) => el.tagName === 'table');
  assert.ok(table, `no table after #${id}`);
  return $(table)
    .find('tbody tr')
    .toArray()
    .map((row) =>
      $(row)
        .find('td')
        .toArray()
        .map((cell) => clean($(cell).text())),
    );
}

const fieldsOf = (rows) => rows.map(([field, , number]) => `${field}=${number}`);

test('0.9.1 spec pages name tdex.v1 and never tdex.v2', () => {
  for (const page of PAGES) {
    const text = article(V1.dir, page).text;
    assert.ok(!text.includes('tdex.v2'), `${V1.label} ${page} mentions tdex.v2`);
    if (PROTOCOL_PAGES.includes(page)) {
      assert.ok(text.includes('tdex.v1'), `${V1.label} ${page} does not mention tdex.v1`);
    }
  }
});

test('latest and 1.0.0 protocol pages name tdex.v2', () => {
  for (const {label, dir} of V2) {
    for (const page of PROTOCOL_PAGES) {
      const text = article(dir, page).text;
      assert.ok(text.includes('tdex.v2'), `${label} ${page} does not mention tdex.v2`);
    }
  }
});

test('transport discovery uses /v2/transport in v2 docs and /v1/transport in 0.9.1', () => {
  for (const {label, dir} of V2) {
    const page = article(dir, 'transport-protocol');
    const [row] = tableAfter(page, 'service');
    assert.deepEqual(row.slice(0, 3), [
      'tdex.v2.TransportService',
      'SupportedContentTypes',
      'GET /v2/transport',
    ]);
    assert.ok(page.text.includes('GET /v2/transport'), `${label} transport page`);
  }
  const page = article(V1.dir, 'transport-protocol');
  const [row] = tableAfter(page, 'service');
  assert.deepEqual(row.slice(0, 3), [
    'tdex.v1.TransportService',
    'SupportedContentTypes',
    'GET /v1/transport',
  ]);
  assert.ok(!page.text.includes('/v2/'), '0.9.1 transport page shows a /v2/ path');
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
  const page = article(V1.dir, 'trade-protocol');
  assert.deepEqual(
    tableAfter(page, 'service').map(([rpc, http]) => `${rpc} ${http}`),
    [
      'ListMarkets POST /v1/markets',
      'GetMarketBalance POST /v1/market/balance',
      'GetMarketPrice POST /v1/market/price',
      'PreviewTrade POST /v1/trade/preview',
      'ProposeTrade POST /v1/trade/propose',
      'CompleteTrade POST /v1/trade/complete',
    ],
  );
  const {text} = page;
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
  const page = article(V1.dir, 'trade-protocol');
  const methods = tableAfter(page, 'legacy-trade-service').map(([method]) => method);
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
  const {text} = page;
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
    const {text} = article(dir, 'swap-protocol');
    // Code blocks are split into highlighted tokens: compare without whitespace.
    assert.ok(text.replace(/\s+/g, '').includes('"unblindedInputs":[]'), `${label} swap page`);
    assert.ok(text.includes('tdex-daemon v1 leaves the list empty'), `${label} swap page`);
  }
});

// --- Specs as a reference (issue 23) --------------------------------------------------------------
// Read from the spec pages of every docs version, as built: which names they define (a heading that
// is a bare type name, such as "### UnblindedInput"), their field tables and their diagrams.

const SPEC_TREES = docsTrees().map((tree) => ({
  ...tree,
  pages: docsPagesOf(tree).filter(({id}) => id.startsWith('specs/')),
}));

// The built article of a spec page, untouched.
function specArticle(route) {
  const $ = builtPage(route);
  return {$, root: $('article').first()};
}

// Type names are identifiers; a heading such as "Errors" or "Trade flow" is not a definition
// unless a field table names it as a type.
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

// Headings of a version's spec pages whose text is a bare name: name -> {route, id}.
function definitionsOf(tree) {
  const definitions = new Map();
  for (const {route} of tree.pages) {
    const {$, root} = specArticle(route);
    root.find('h2[id], h3[id], h4[id]').each((_, heading) => {
      const name = clean($(heading).clone().children('a.hash-link').remove().end().text());
      if (TYPE_NAME.test(name)) definitions.set(name, {route, id: $(heading).attr('id')});
    });
  }
  return definitions;
}

// Field tables: tables whose header has a Field and a Type column.
function fieldTables($, root) {
  return root
    .find('table')
    .toArray()
    .filter((table) => {
      const header = $(table)
        .find('thead th')
        .toArray()
        .map((th) => clean($(th).text()));
      return header[0] === 'Field' && header.includes('Type');
    });
}

test('every type named in a field table that a spec page defines links to its definition', () => {
  let checked = 0;
  for (const tree of SPEC_TREES) {
    const definitions = definitionsOf(tree);
    for (const {route} of tree.pages) {
      const {$, root} = specArticle(route);
      for (const table of fieldTables($, root)) {
        const header = $(table)
          .find('thead th')
          .toArray()
          .map((th) => clean($(th).text()));
        const typeColumn = header.indexOf('Type');
        $(table)
          .find('tbody tr')
          .each((_, row) => {
            const cell = $(row).find('td').eq(typeColumn);
            cell.find('code').each((_, code) => {
              const name = clean($(code).text());
              const definition = definitions.get(name);
              if (!definition) return;
              checked += 1;
              const href = $(code).closest('a').attr('href');
              const where = `${route}: type ${name} in the row of ${clean($(row).find('td').first().text())}`;
              assert.ok(href, `${where} is not a link to ${definition.route}#${definition.id}`);
              const target = new URL(href, `https://site${route}`);
              assert.equal(
                `${target.pathname}${target.hash}`,
                `${definition.route}#${definition.id}`,
                `${where} links elsewhere`,
              );
            });
          });
      }
    }
  }
  assert.ok(checked > 0, 'no defined type was named in any field table');
});

test('every spec page with field tables says, before the first, how a field is named in JSON', () => {
  for (const tree of SPEC_TREES) {
    for (const {route} of tree.pages) {
      const {$, root} = specArticle(route);
      const [first] = fieldTables($, root);
      if (!first) continue;
      // The JSON mapping section itself, or a link to it, comes before the first field table.
      const elements = root.find('*').toArray();
      const before = elements.slice(0, elements.indexOf(first));
      const says = before.some((el) => {
        const href = $(el).attr('href') ?? '';
        return $(el).attr('id') === 'json-mapping' || /message-protocol\/#json-mapping$/.test(href);
      });
      assert.ok(says, `${route}: no word on the JSON names before the first field table`);
    }
  }
});

test('every diagram of a spec page has a caption', () => {
  let diagrams = 0;
  for (const tree of SPEC_TREES) {
    for (const {route, file} of tree.pages) {
      const fences = (readText(path.join(ROOT, file)).match(/^\s*```mermaid\s*$/gm) ?? []).length;
      const {$, root} = specArticle(route);
      // Diagrams are drawn in the browser; the built page holds their placeholders (src/theme/Mermaid).
      const placeholders = root.find('[data-mermaid-pending]').toArray();
      assert.equal(placeholders.length, fences, `${route}: diagrams in the page vs. in ${file}`);
      placeholders.forEach((placeholder, index) => {
        const figure = $(placeholder).closest('figure');
        const caption = clean(figure.children('figcaption').text());
        assert.ok(caption.length > 0, `${route}: diagram ${index + 1} has no caption`);
      });
      diagrams += fences;
    }
  }
  assert.ok(diagrams > 0, 'no diagram on any spec page');
});
