// The provider check's logic (src/utils/providerCheck.mjs) against the fixture providers of
// tests/support/provider-fixtures.mjs, one per state, with node's fetch. Node's fetch ignores CORS, so
// the refusal by CORS is checked in the browser (e2e/tools/provider-check.spec.ts). No build needed.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {checkProvider, readEndpoint} from '../../src/utils/providerCheck.mjs';
import {startProviders} from '../support/provider-fixtures.mjs';

let providers;
before(async () => {
  providers = await startProviders();
});
after(() => providers.close());

const run = async (state, market = null) => {
  const endpoint = readEndpoint(providers.urls[state], 'http:');
  return checkProvider(endpoint.base, {fetch, curl: endpoint.curl, market});
};
const ids = (findings) => findings.map((f) => `${f.status}:${f.id}`);

describe('the provider check', () => {
  it('passes an open, funded market: listed, priced, previewed both ways', async () => {
    const result = await run('open');
    assert.deepEqual(ids(result.endpoint), ['pass:protocol']);
    assert.equal(result.markets.length, 1);
    assert.deepEqual(ids(result.markets[0].findings), [
      'info:fees',
      'pass:price',
      'pass:preview-buy',
      'pass:preview-sell',
    ]);
  });

  it('a closed market: not listed, and closed once named', async () => {
    const unnamed = await run('closed');
    assert.deepEqual(ids(unnamed.endpoint), ['pass:protocol', 'fail:no-market']);
    const named = await run('closed', providers.market);
    assert.deepEqual(ids(named.markets[0].findings), ['pass:price', 'fail:closed']);
    assert.equal(named.markets[0].listed, false);
  });

  it('an unfunded balanced market: listed, no price, no preview', async () => {
    const result = await run('unfunded');
    assert.deepEqual(ids(result.markets[0].findings), ['info:fees', 'fail:unfunded']);
  });

  it('a daemon 0.9.1: a protocol v1 endpoint', async () => {
    const result = await run('v1');
    assert.deepEqual(ids(result.endpoint), ['fail:v1']);
  });

  it('nothing listening: unreachable', async () => {
    const result = await run('unreachable');
    assert.deepEqual(ids(result.endpoint), ['fail:unreachable']);
  });
});

describe('reading the endpoint', () => {
  it('refuses an endpoint without a scheme, and flags plain http and a path', () => {
    assert.match(readEndpoint('provider.example.com:9945', 'https:').error, /no scheme/);
    const plain = readEndpoint('http://203.0.113.7:9945/', 'http:');
    assert.deepEqual(ids(plain.findings), ['fail:no-tls']);
    assert.equal(plain.blocked, null);
    assert.deepEqual(ids(readEndpoint('http://127.0.0.1:9945', 'http:').findings), ['warn:no-tls']);
    assert.deepEqual(ids(readEndpoint('https://p.example.com/tdex', 'https:').findings), [
      'warn:path',
    ]);
    assert.deepEqual(readEndpoint('https://p.example.com', 'https:').findings, []);
  });

  it('says what a browser cannot do: http from an https page, and onion addresses', () => {
    assert.equal(readEndpoint('http://203.0.113.7:9945', 'https:').blocked, 'mixed');
    assert.equal(readEndpoint('http://127.0.0.1:9945', 'https:').blocked, null);
    const onion = readEndpoint(`http://${'a'.repeat(56)}.onion:80`, 'https:');
    assert.equal(onion.blocked, 'onion');
    assert.match(onion.curl, /--socks5-hostname/);
  });
});
