// The onion endpoints of the protocol v2 client path, run as a reader runs them. The path's last page
// (docs/trader/v2-client-networks.md) gives tor.ts and its npm install line; tdex.ts, from the page
// of scripts (docs/trader/v2-client-trade.md), loads tor.ts for any address that ends in `.onion`.
// Here a SOCKS5 server on loopback stands in for Tor's SOCKS port. Like Tor, it is given the onion
// name itself (address type 3, a domain name) and connects it to the provider; a request that names
// an IP address, or any other name, is refused, so a client that resolved the name on its side, or
// skipped the proxy, fails. The provider is the mock that the page of scripts runs against
// (its `sample_run.mock`), and the expected output is the page's own "Output of markets.ts".
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {ROOT, readPage} from '../support/site.mjs';

const SETUP = readPage('docs/trader/v2-client.md');
const SCRIPTS = readPage('docs/trader/v2-client-trade.md');
const NETWORKS = readPage('docs/trader/v2-client-networks.md');
// An onion name has 56 base32 characters (v3); this one belongs to no service.
const ONION = `${'tdexclientpathtest'.padEnd(56, 'a')}.onion`;
const ONION_URL = `http://${ONION}:9945`;

const FILE_TITLE = /^[\w-][\w.-]*\.[a-z]+$/;
const files = (page) => page.fences.filter((f) => FILE_TITLE.test(f.title));
const installs = (page) =>
  page.fences
    .filter((f) => f.lang === 'bash')
    .flatMap((f) => f.content.split('\n'))
    .filter((line) => /^\s*npm\s+(install|i)\s/.test(line));

// The environment of a reader's shell, without the settings npm passes to a test it runs.
const readerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)),
);

function run(command, args, {cwd, env = {}, shell = false}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      shell,
      timeout: 600_000,
      env: {...readerEnv, npm_config_audit: 'false', npm_config_fund: 'false', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

// A SOCKS5 server (RFC 1928, no authentication, CONNECT only) that connects `ONION` to `target`.
function socksServer(target) {
  const requests = [];
  const server = createServer((client) => {
    let buffer = Buffer.alloc(0);
    let stage = 'greeting';
    client.on('error', () => {});
    client.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 'greeting' && buffer.length >= 2 && buffer.length >= 2 + buffer[1]) {
        if (buffer[0] !== 5 || !buffer.subarray(2, 2 + buffer[1]).includes(0)) return client.end();
        buffer = buffer.subarray(2 + buffer[1]);
        stage = 'request';
        client.write(Buffer.from([5, 0]));
      }
      if (stage !== 'request' || buffer.length < 5) return;
      const type = buffer[3];
      const length = type === 3 ? 5 + buffer[4] + 2 : type === 1 ? 10 : 22;
      if (buffer.length < length) return;
      const host =
        type === 3 ? buffer.subarray(5, length - 2).toString() : buffer.subarray(4, length - 2);
      const port = buffer.readUInt16BE(length - 2);
      requests.push({command: buffer[1], type, host: String(host), port});
      stage = 'piped';
      const reply = (code) => Buffer.from([5, code, 0, 1, 0, 0, 0, 0, 0, 0]);
      // Tor answers 4 (host unreachable) for a name it cannot find; only the onion name is served.
      if (buffer[1] !== 1 || type !== 3 || host !== ONION) return client.end(reply(4));
      const upstream = connect(target.port, target.hostname, () => {
        client.write(reply(0));
        upstream.write(buffer.subarray(length));
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({server, requests, port: server.address().port})),
  );
}

// Expected output as the page shows it: line by line, `<...>` standing for any non-empty text.
function matches(expected, actual) {
  const pattern = (line) =>
    new RegExp(
      `^${line
        .split('<...>')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
  const want = expected.trimEnd().split('\n');
  const got = actual.trimEnd().split('\n');
  return want.length === got.length && want.every((line, i) => pattern(line).test(got[i]));
}

const dir = mkdtempSync(path.join(tmpdir(), 'tdex-client-onion-'));
after(() => rmSync(dir, {recursive: true, force: true}));

const setUp = (async () => {
  const init = await run('npm', ['init', '-y'], {cwd: dir});
  assert.equal(init.code, 0, init.stderr);
  for (const fence of [...files(SETUP), ...files(SCRIPTS), ...files(NETWORKS)]) {
    writeFileSync(path.join(dir, fence.title), fence.content + '\n');
  }
  for (const line of [...installs(SETUP), ...installs(NETWORKS)]) {
    const result = await run(line, [], {cwd: dir, shell: true});
    assert.equal(result.code, 0, `${line}\n${result.stderr}`);
  }
  const mockName = SCRIPTS.data.sample_run.mock;
  const mockFile = path.join(ROOT, 'tests/content/mocks', `${mockName}.mjs`);
  const mock = await (await import(pathToFileURL(mockFile).href)).start({dir});
  after(() => mock.close());
  return mock;
})();

test('the onion sample: markets.ts reaches an onion provider through the SOCKS port, by its name', async () => {
  const mock = await setUp;
  const socks = await socksServer(new URL(mock.url));
  after(() => socks.server.close());
  const result = await run(process.execPath, ['markets.ts'], {
    cwd: dir,
    env: {...mock.env, TDEX_PROVIDER_URL: ONION_URL, TOR_SOCKS: `127.0.0.1:${socks.port}`},
  });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const expected = SCRIPTS.fences.find((f) => f.title === 'Output of markets.ts').content;
  assert.ok(matches(expected, result.stdout), `output:\n${result.stdout}\nexpected:\n${expected}`);
  // ListMarkets and PreviewTrade, each asked of the onion name through the SOCKS server.
  assert.ok(socks.requests.length >= 1, 'no request went through the SOCKS server');
  for (const request of socks.requests) {
    assert.deepEqual(request, {command: 1, type: 3, host: ONION, port: 9945});
  }
});

test('the onion sample: without Tor, the script says which SOCKS port does not answer', async () => {
  const mock = await setUp;
  const closed = await socksServer(new URL(mock.url));
  await new Promise((resolve) => closed.server.close(resolve));
  const result = await run(process.execPath, ['markets.ts'], {
    cwd: dir,
    env: {...mock.env, TDEX_PROVIDER_URL: ONION_URL, TOR_SOCKS: `127.0.0.1:${closed.port}`},
  });
  assert.equal(result.code, 1);
  assert.equal(
    result.stderr.trim(),
    `error: cannot reach ${ONION_URL} (connect ECONNREFUSED 127.0.0.1:${closed.port})`,
  );
});
