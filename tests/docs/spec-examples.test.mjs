// Checks the JSON examples of the Specifications pages against the field tables of the same pages.
// Reads the Markdown sources, so it needs no build. Every spec folder of every doc version is
// found on disk (docs/specs and versioned_docs/*/specs): a new page or version is covered as is.
//
// The convention the pages follow (CONTRIBUTING.md, "JSON examples in the specifications"):
// - A field table is a Markdown table whose header has the columns Field, Type and Number, and
//   optionally Required (`yes` or `no`). An enum table has the columns Value and Number.
// - The table is named by the closest heading or caption above it, with only prose in between: a
//   heading that is just the name (`### SwapRequest`) or a line that starts with the name in
//   backticks (`` `ProposeTradeRequest`: ``). A message without fields is declared by a line that
//   starts with `` `Name` has no fields ``.
// - A `json` code fence carries `title="Name ..."`: the first word of the title names the message
//   whose table describes the example. The table may be on any spec page of the same version.
// - Each row of a service table (columns RPC, HTTP, Request and Response) needs an example of its
//   response message and, when the request message has fields, of its request message, on the
//   same page.
// An example is checked against the proto3 JSON mapping that the HTTP gateway of tdex-daemon uses:
// keys are lowerCamelCase field names, 64-bit integers are strings, enums are value names, bytes
// are base64, unset messages may be null, repeated fields are arrays and maps are objects.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, docsTrees, filesUnder, readText} from '../support/site.mjs';

// The spec folders of every doc version: the current docs, then each released version.
export function specFolders(root = ROOT) {
  return docsTrees(root)
    .map((tree) => `${tree.dir}/specs`)
    .filter((dir) => existsSync(join(root, dir)));
}

function readFolder(dir, root = ROOT) {
  return filesUnder(join(root, dir), (file) => /^[^/]+\.mdx?$/.test(file)).map((file) => ({
    path: `${dir}/${file}`,
    text: readText(join(root, dir, file)),
  }));
}

const SCALARS = {
  string: 'string',
  bool: 'bool',
  bytes: 'bytes',
  double: 'float',
  float: 'float',
  int32: 'int32',
  sint32: 'int32',
  sfixed32: 'int32',
  uint32: 'uint32',
  fixed32: 'uint32',
  int64: 'int64',
  sint64: 'int64',
  sfixed64: 'int64',
  uint64: 'uint64',
  fixed64: 'uint64',
};

const NAME = /^[A-Za-z_][\w.]*$/;
const stripTicks = (cell) => cell.replace(/`/g, '').trim();
// A type cell as written, without the link to the type's definition: [`Market`](#market) -> Market,
// `repeated` [`Preview`](#preview) -> repeated Preview.
const typeOfCell = (cell) => stripTicks(cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));

// The cells of a Markdown table row, split on unescaped pipes outside code spans.
function cells(line) {
  const out = [];
  let cell = '';
  let inCode = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === '\\' && body[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      out.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  out.push(cell.trim());
  return out;
}

// The name a table or declaration line gives: a heading that is only a name, or a paragraph
// that starts with a name in backticks.
function nameOfLine(line) {
  const heading = /^#{1,6}\s+(.*?)\s*(\{#[^}]*\})?\s*$/.exec(line);
  if (heading) {
    const text = stripTicks(heading[1]);
    return NAME.test(text) ? text : null;
  }
  const caption = /^`([A-Za-z_][\w.]*)`/.exec(line.trim());
  return caption ? caption[1] : null;
}

// Reads one page: its field and enum tables, its service tables and its JSON fences.
export function parsePage({path, text}) {
  const lines = text.split('\n');
  const page = {path, messages: [], enums: [], services: [], examples: [], problems: []};
  const problem = (line, message) => page.problems.push(`${path}:${line}: ${message}`);
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  while (i < lines.length) {
    const line = lines[i];
    const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line);
    if (fence) {
      const [, marker, lang, meta] = fence;
      const start = i;
      const body = [];
      i += 1;
      while (
        i < lines.length &&
        !new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`).test(lines[i])
      ) {
        body.push(lines[i]);
        i += 1;
      }
      i += 1;
      if (lang === 'json') {
        const title = /title="([^"]*)"/.exec(meta)?.[1] ?? null;
        page.examples.push({line: start + 1, title, body: body.join('\n')});
      }
      continue;
    }
    const empty = /^`([A-Za-z_][\w.]*)` has no fields/.exec(line.trim());
    if (empty) {
      page.messages.push({name: empty[1], line: i + 1, fields: []});
    }
    if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const start = i;
      const header = cells(line).map((cell) => cell.toLowerCase());
      const rows = [];
      i += 2;
      while (i < lines.length && /^\s*\|/.test(lines[i])) {
        rows.push({line: i + 1, cells: cells(lines[i])});
        i += 1;
      }
      readTable(page, problem, lines, start, header, rows);
      continue;
    }
    i += 1;
  }
  return page;
}

function readTable(page, problem, lines, start, header, rows) {
  const col = (name) => header.indexOf(name);
  const isFieldTable = col('field') >= 0 && col('type') >= 0 && col('number') >= 0;
  const isEnumTable = !isFieldTable && col('value') >= 0 && col('number') >= 0;
  const isServiceTable = ['rpc', 'http', 'request', 'response'].every((name) => col(name) >= 0);
  if (isServiceTable) {
    for (const row of rows) {
      page.services.push({
        line: row.line,
        rpc: stripTicks(row.cells[col('rpc')] ?? ''),
        request: stripTicks(row.cells[col('request')] ?? ''),
        response: stripTicks(row.cells[col('response')] ?? ''),
      });
    }
  }
  if (!isFieldTable && !isEnumTable) return;
  // The closest heading or caption above the table, with only prose in between.
  let name = null;
  for (let above = start - 1; above >= 0; above -= 1) {
    const text = lines[above].trim();
    if (text === '') continue;
    if (text.startsWith('|') || /^(`{3,}|~{3,})/.test(text)) break;
    if (/^#{1,6}\s/.test(text) || text.startsWith('`')) {
      name = nameOfLine(text);
      break;
    }
  }
  if (!name) {
    problem(
      start + 1,
      'this field table names no message: put a heading that is the name, or a line starting with the name in backticks, above it',
    );
    return;
  }
  if (isEnumTable) {
    page.enums.push({
      name,
      line: start + 1,
      values: rows.map((row) => stripTicks(row.cells[col('value')] ?? '')),
    });
    return;
  }
  const required = col('required');
  const fields = [];
  for (const row of rows) {
    const field = {
      name: stripTicks(row.cells[col('field')] ?? ''),
      type: typeOfCell(row.cells[col('type')] ?? ''),
      number: Number(stripTicks(row.cells[col('number')] ?? '')),
      required: false,
    };
    if (required >= 0) {
      const mark = stripTicks(row.cells[required] ?? '').toLowerCase();
      if (mark !== 'yes' && mark !== 'no') {
        problem(row.line, `${name}.${field.name}: Required must be "yes" or "no", not "${mark}"`);
      }
      field.required = mark === 'yes';
    }
    if (!/^[a-z][a-z0-9_]*$/.test(field.name)) {
      problem(row.line, `${name}: "${field.name}" is not a protobuf field name`);
    }
    if (!Number.isInteger(field.number) || field.number < 1) {
      problem(row.line, `${name}.${field.name}: field number "${field.number}" is not valid`);
    }
    fields.push(field);
  }
  page.messages.push({name, line: start + 1, fields});
}

// protoc's JSON name: drop each underscore and capitalize the letter after it.
export const jsonName = (field) => field.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

// Checks a JSON value against a type written as in the field tables.
function checkValue(value, type, where, registry, report) {
  const repeated = /^repeated\s+(.+)$/.exec(type);
  if (repeated) {
    if (!Array.isArray(value))
      return report(`${where} must be an array (${type}), not ${kindOf(value)}`);
    value.forEach((item, index) =>
      checkValue(item, repeated[1], `${where}[${index}]`, registry, report),
    );
    return;
  }
  const map = /^map<\s*(\w+)\s*,\s*(.+?)\s*>$/.exec(type);
  if (map) {
    if (kindOf(value) !== 'object')
      return report(`${where} must be an object (${type}), not ${kindOf(value)}`);
    for (const [key, item] of Object.entries(value)) {
      checkValue(item, map[2], `${where}["${key}"]`, registry, report);
    }
    return;
  }
  const scalar = SCALARS[type];
  if (scalar) {
    const expect = (ok, what) =>
      ok || report(`${where} must be ${what} (${type}), not ${JSON.stringify(value)}`);
    switch (scalar) {
      case 'string':
        return expect(typeof value === 'string', 'a string');
      case 'bool':
        return expect(typeof value === 'boolean', 'a boolean');
      case 'float':
        return expect(typeof value === 'number', 'a number');
      case 'int32':
        return expect(Number.isInteger(value), 'an integer number');
      case 'uint32':
        return expect(Number.isInteger(value) && value >= 0, 'a non-negative integer number');
      case 'int64':
        return expect(
          typeof value === 'string' && /^-?\d+$/.test(value),
          'a string of decimal digits',
        );
      case 'uint64':
        return expect(
          typeof value === 'string' && /^\d+$/.test(value),
          'a string of decimal digits',
        );
      case 'bytes':
        return expect(
          typeof value === 'string' &&
            value.length % 4 === 0 &&
            /^[A-Za-z0-9+/]*={0,2}$/.test(value),
          'a base64 string',
        );
    }
  }
  if (type.startsWith('google.protobuf.')) return; // well-known types: any JSON value
  if (registry.enums.has(type)) {
    const values = registry.enums.get(type).values;
    if (typeof value !== 'string' || !values.includes(value)) {
      report(
        `${where} must be one of ${values.join(', ')} (enum ${type}), not ${JSON.stringify(value)}`,
      );
    }
    return;
  }
  if (registry.messages.has(type)) {
    if (value === null) return; // an unset message field; the gateway writes null
    return checkMessage(value, registry.messages.get(type), where, registry, report);
  }
  report(`${where}: type ${type} has no field table or enum table in this version`);
}

function checkMessage(value, message, where, registry, report) {
  if (kindOf(value) !== 'object') {
    return report(`${where} must be an object (message ${message.name}), not ${kindOf(value)}`);
  }
  const byJson = new Map(message.fields.map((field) => [jsonName(field.name), field]));
  for (const [key, item] of Object.entries(value)) {
    const field = byJson.get(key);
    if (!field) {
      const snake = message.fields.find((f) => f.name === key && jsonName(f.name) !== key);
      report(
        `${where}.${key} is not a field of ${message.name}` +
          (snake ? ` (write it as "${jsonName(snake.name)}")` : ''),
      );
      continue;
    }
    checkValue(item, field.type, `${where}.${key}`, registry, report);
  }
  for (const field of message.fields) {
    const key = jsonName(field.name);
    if (field.required && (!(key in value) || value[key] === null)) {
      report(`${where}.${key} is missing, and ${message.name} marks it required`);
    }
  }
}

// Checks the pages of one doc version. Returns the problems found and the number of examples.
export function checkVersion(pageSources) {
  const pages = pageSources.map(parsePage);
  const problems = pages.flatMap((page) => page.problems);
  const registry = {messages: new Map(), enums: new Map()};
  for (const page of pages) {
    for (const [kind, list] of [
      ['messages', page.messages],
      ['enums', page.enums],
    ]) {
      for (const entry of list) {
        const other = registry.messages.get(entry.name) ?? registry.enums.get(entry.name);
        if (other) {
          problems.push(
            `${page.path}:${entry.line}: ${entry.name} is defined twice (also at ${other.page}:${other.line})`,
          );
          continue;
        }
        registry[kind].set(entry.name, {...entry, page: page.path});
      }
    }
  }
  let examples = 0;
  for (const page of pages) {
    const exampled = new Set();
    for (const example of page.examples) {
      examples += 1;
      const label = `${page.path}:${example.line}: example "${example.title ?? '(no title)'}"`;
      const name = /^([A-Za-z_]\w*)(?=$|[\s:,(])/.exec(example.title ?? '')?.[1];
      if (!name) {
        problems.push(`${label}: the json fence needs title="<Message> ..." naming its message`);
        continue;
      }
      const message = registry.messages.get(name);
      if (!message) {
        problems.push(
          `${label}: ${name} has no field table in this version, so the example is tied to nothing`,
        );
        continue;
      }
      exampled.add(name);
      let value;
      try {
        value = JSON.parse(example.body);
      } catch (error) {
        problems.push(`${label}: not valid JSON (${error.message})`);
        continue;
      }
      checkMessage(value, message, name, registry, (text) => problems.push(`${label}: ${text}`));
    }
    for (const call of page.services) {
      const where = `${page.path}:${call.line}: ${call.rpc}`;
      for (const [role, name] of [
        ['request', call.request],
        ['response', call.response],
      ]) {
        const message = registry.messages.get(name);
        if (!message) {
          problems.push(`${where}: the ${role} ${name} has no field table in this version`);
        } else if ((role === 'response' || message.fields.length > 0) && !exampled.has(name)) {
          problems.push(`${where}: no json example of the ${role} ${name} on this page`);
        }
      }
    }
  }
  return {problems, examples};
}

// -- The real pages -------------------------------------------------------------------------

const FOLDERS = specFolders();

test('the spec folders of every doc version are found', () => {
  assert.ok(FOLDERS.includes('docs/specs'), 'docs/specs is missing');
  const versioned = readdirSync(join(ROOT, 'versioned_docs')).filter((v) =>
    existsSync(join(ROOT, 'versioned_docs', v, 'specs')),
  );
  assert.ok(versioned.length > 0, 'no versioned spec folder');
  for (const version of versioned) {
    assert.ok(FOLDERS.includes(`versioned_docs/${version}/specs`), `${version} is not checked`);
  }
});

for (const folder of FOLDERS) {
  test(`${folder}: every JSON example matches the field tables`, () => {
    const pages = readFolder(folder);
    assert.ok(pages.length > 0, `${folder} holds no pages`);
    const {problems, examples} = checkVersion(pages);
    assert.deepEqual(problems, [], `${problems.length} problem(s) in ${folder}`);
    assert.ok(examples > 0, `${folder} has no JSON example to check`);
  });
}

// -- The checker can fail --------------------------------------------------------------------

const TYPES_PAGE = {
  path: 'mem/types.md',
  text: [
    '### Market',
    '',
    '| Field | Type | Number | Required | Meaning |',
    '| --- | --- | --- | --- | --- |',
    '| `base_asset` | `string` | 1 | yes | Base. |',
    '| `quote_asset` | `string` | 2 | yes | Quote. |',
    '',
    '### TradeType',
    '',
    '| Value | Number | Meaning |',
    '| --- | --- | --- |',
    '| `TRADE_TYPE_BUY` | 0 | Buy. |',
    '| `TRADE_TYPE_SELL` | 1 | Sell. |',
  ].join('\n'),
};

const tradePage = (example, extra = '') => ({
  path: 'mem/trade.md',
  text: [
    '| RPC | HTTP | Request | Response | Purpose |',
    '| --- | --- | --- | --- | --- |',
    '| `Preview` | `POST /x` | `PreviewRequest` | `PreviewResponse` | Test. |',
    '',
    '`PreviewRequest`:',
    '',
    '| Field | Type | Number | Required | Meaning |',
    '| --- | --- | --- | --- | --- |',
    '| `market` | `Market` | 1 | yes | Market. |',
    '| `type` | `TradeType` | 2 | no | Type. |',
    '| `amount` | `uint64` | 3 | yes | Amount. |',
    '| `price` | `double` | 4 | no | Price. |',
    '| `ok` | `bool` | 5 | no | Flag. |',
    '| `keys` | `map<string, bytes>` | 6 | no | Keys. |',
    '| `count` | `uint32` | 7 | no | Count. |',
    '',
    '`PreviewResponse` has no fields.',
    '',
    '```json title="PreviewRequest"',
    example,
    '```',
    '',
    '```json title="PreviewResponse"',
    '{}',
    '```',
    extra,
  ].join('\n'),
});

const GOOD = {
  market: {baseAsset: 'a', quoteAsset: 'b'},
  type: 'TRADE_TYPE_SELL',
  amount: '100000',
  price: 1.5,
  ok: true,
  keys: {'0014ab': 'AAECAw=='},
  count: 2,
};
const problemsOf = (example, extra) =>
  checkVersion([TYPES_PAGE, tradePage(JSON.stringify(example, null, 2), extra)]).problems;
const withField = (key, value) => ({...GOOD, [key]: value});

test('a correct example passes (control for the checks below)', () => {
  assert.deepEqual(problemsOf(GOOD), []);
});

test('a field the table lacks is reported with page, example and field', () => {
  const [problem, ...rest] = problemsOf(withField('feeAsset', 'c'));
  assert.equal(rest.length, 0);
  assert.match(
    problem,
    /^mem\/trade\.md:\d+: example "PreviewRequest": PreviewRequest\.feeAsset is not a field/,
  );
});

test('a snake_case key is reported with its JSON name', () => {
  const {market, ...rest} = GOOD;
  const problems = problemsOf({...rest, market: {base_asset: market.baseAsset, quoteAsset: 'b'}});
  assert.ok(
    problems.some((p) =>
      /market\.base_asset is not a field of Market \(write it as "baseAsset"\)/.test(p),
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /market\.baseAsset is missing, and Market marks it required/.test(p)),
    problems.join('\n'),
  );
});

test('a missing or null required field is reported', () => {
  const {amount, ...withoutAmount} = GOOD;
  assert.ok(amount);
  assert.match(
    problemsOf(withoutAmount).join('\n'),
    /PreviewRequest\.amount is missing, and PreviewRequest marks it required/,
  );
  assert.match(
    problemsOf(withField('market', null)).join('\n'),
    /PreviewRequest\.market is missing/,
  );
});

test('wrong JSON types are reported', () => {
  const cases = [
    ['amount', 100000, /amount must be a string of decimal digits \(uint64\)/],
    ['amount', '-5', /amount must be a string of decimal digits \(uint64\)/],
    ['price', '1.5', /price must be a number \(double\)/],
    ['ok', 'true', /ok must be a boolean \(bool\)/],
    ['count', '2', /count must be a non-negative integer number \(uint32\)/],
    ['type', 'SELL', /type must be one of TRADE_TYPE_BUY, TRADE_TYPE_SELL \(enum TradeType\)/],
    ['type', 1, /type must be one of/],
    ['market', [], /market must be an object \(message Market\), not array/],
    ['keys', {'0014ab': 'not base64!'}, /keys\["0014ab"\] must be a base64 string \(bytes\)/],
    ['keys', [], /keys must be an object \(map<string, bytes>\), not array/],
  ];
  for (const [key, value, pattern] of cases) {
    const problems = problemsOf(withField(key, value));
    assert.equal(problems.length, 1, `${key}=${JSON.stringify(value)}: ${problems.join('\n')}`);
    assert.match(problems[0], pattern);
  }
});

test('a fence that cannot be tied to a table fails', () => {
  const untitled = '\n```json\n{}\n```\n';
  assert.match(
    problemsOf(GOOD, untitled).join('\n'),
    /needs title="<Message> \.\.\." naming its message/,
  );
  const unknown = '\n```json title="PriceRequest example"\n{}\n```\n';
  assert.match(
    problemsOf(GOOD, unknown).join('\n'),
    /PriceRequest has no field table in this version/,
  );
  const broken = '\n```json title="PreviewResponse"\n{"a": 1,}\n```\n';
  assert.match(problemsOf(GOOD, broken).join('\n'), /not valid JSON/);
});

test('a field table without a name, or a message defined twice, fails', () => {
  const nameless =
    '\n```text\nx\n```\n\nSome text.\n\n| Field | Type | Number |\n| --- | --- | --- |\n| `a` | `string` | 1 |\n';
  assert.match(problemsOf(GOOD, nameless).join('\n'), /this field table names no message/);
  const twice =
    '\n### Market\n\n| Field | Type | Number |\n| --- | --- | --- |\n| `a` | `string` | 1 |\n';
  assert.match(problemsOf(GOOD, twice).join('\n'), /Market is defined twice/);
});

test('a call without examples fails', () => {
  const page = tradePage('{}');
  page.text = page.text.replace(/```json title="PreviewRequest"\n\{\}\n```/, '');
  const problems = checkVersion([TYPES_PAGE, page]).problems;
  assert.match(
    problems.join('\n'),
    /Preview: no json example of the request PreviewRequest on this page/,
  );
});
