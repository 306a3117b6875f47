// The Liquid chain the samples run against (tests/content/mocks/liquid-chain.mjs) refuses what
// Elements 23.3.3 refuses, with Elements' reason and RPC code, in the body electrs gives a refused
// broadcast, and accepts what Elements accepts. Each refusal has a transaction with that one fault;
// since Elements words several checks the same way (every failure of VerifyAmounts is
// `bad-txns-in-ne-out, value in != value out`: consensus/tx_verify.cpp:253-254), each test also
// names the check that refused it. The faucet, the mint, the routes and the `nigiri` stand-in are
// checked against Nigiri's and electrs' code in the last tests.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {createChain, serveChain} from './mocks/liquid-chain.mjs';
import {VECTORS_FILE} from '../../scripts/swap-vectors.mjs';
import {liquid} from '../support/v2-swap.mjs';
import {ROOT} from '../support/site.mjs';

const {Transaction, confidential} = liquid;
const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
const vectorCoins = [vectors.trader, vectors.provider.market, vectors.provider.fee].map(
  (party) => party.coins[0].fundingTransaction,
);
const chain = await createChain({seed: vectorCoins});
const server = await serveChain(chain);
after(() => server.close());
const {zkp} = chain;
const LBTC = chain.policyAsset;

// A trader's wallet with two blinded coins and one explicit coin, all paid by the faucet.
const user = chain.walletKeys(randomBytes(32), randomBytes(32));
const other = chain.walletKeys(randomBytes(32), randomBytes(32));
const unconfidential = liquid.address.fromOutputScript(user.script, chain.network);
chain.faucet(user.address);
chain.faucet(user.address);
chain.faucet(unconfidential, 50_000_000);
chain.faucet(unconfidential, 50_000_000);

const blindedCoins = () => chain.coinsOf(user).filter((c) => c.output.value.length === 33);
const explicitCoin = () => chain.coinsOf(user).find((c) => c.output.value.length === 9);

async function post(hex) {
  const response = await fetch(`${server.url}/tx`, {method: 'POST', body: hex});
  return {status: response.status, body: await response.text()};
}
const refusal = (code, message) => ({
  status: 400,
  body: `sendrawtransaction RPC error: ${JSON.stringify({code, message})}`,
});
const IN_NE_OUT = refusal(-26, 'bad-txns-in-ne-out, value in != value out');

// Which check refused a transaction (the HTTP answer cannot tell the VerifyAmounts checks apart).
function ruleOf(hex) {
  try {
    chain.broadcast(hex);
  } catch (error) {
    return error.rule;
  }
  return 'accepted';
}

/** A P2WPKH signature of every input, over the Elements segwit v0 sighash of `prevouts`' values. */
function sign(tx, prevouts, signing, valueOf = (prevout) => prevout.value) {
  tx.ins.forEach((_, index) => {
    const scriptCode = liquid.payments.p2pkh({hash: prevouts[index].script.subarray(2)}).output;
    const hash = tx.hashForWitnessV0(
      index,
      scriptCode,
      valueOf(prevouts[index]),
      Transaction.SIGHASH_ALL,
    );
    const signature = liquid.script.signature.encode(
      Buffer.from(zkp.ecc.sign(hash, signing.privateKey)),
      Transaction.SIGHASH_ALL,
    );
    tx.setWitness(index, [signature, signing.publicKey]);
  });
  return tx;
}

/** An unsigned payment of 0.1 L-BTC from one of the user's blinded coins to `other`, blinded. */
function payment({fee = 5000, overpay = 0} = {}) {
  const coins = blindedCoins().slice(0, 1);
  const outputs = [{...chain.destination(other.address), asset: LBTC, value: 10_000_000}];
  const {tx} = chain.compose(user, outputs, {fee, overpay, coins, sign: false});
  return {tx, prevouts: coins.map((c) => c.output), coin: coins[0]};
}

test('a valid blinded transaction is accepted, and the explorer lists its blinded output', async () => {
  const {tx, prevouts} = payment();
  sign(tx, prevouts, user.signing);
  const height = chain.height;
  const answer = await post(tx.toHex());
  assert.deepEqual(answer, {status: 200, body: tx.getId()});
  assert.equal(chain.height, height + 1, 'chopsticks mines a block after a broadcast');
  const utxos = await (await fetch(`${server.url}/address/${other.address}/utxo`)).json();
  assert.equal(utxos.length, 1);
  const [utxo] = utxos;
  assert.equal(utxo.txid, tx.getId());
  assert.deepEqual(utxo.status.block_height, chain.height);
  for (const field of ['valuecommitment', 'assetcommitment', 'noncecommitment', 'range_proof'])
    assert.match(utxo[field], /^[0-9a-f]+$/, field);
  assert.equal(utxo.value, undefined);
  const opened = chain.unblind(tx.outs[utxo.vout], other.blinding.privateKey);
  assert.equal(opened.value, 10_000_000);
});

test('the transaction of the swap vectors, built by another code path, is accepted', () => {
  assert.equal(chain.broadcast(vectors.finalTransaction.hex), vectors.finalTransaction.txid);
});

test('an unknown input: bad-txns-inputs-missingorspent, RPC code -25', async () => {
  const {tx, prevouts} = payment();
  tx.ins[0].hash = randomBytes(32);
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), refusal(-25, 'bad-txns-inputs-missingorspent'));
});

test('an input spent in a block: bad-txns-inputs-missingorspent; spent in the mempool: txn-mempool-conflict', async () => {
  const coin = explicitCoin();
  const spendIt = (value) => {
    const tx = new Transaction();
    tx.version = 2;
    tx.addInput(Buffer.from(coin.txid, 'hex').reverse(), coin.vout);
    tx.addOutput(
      other.script,
      confidential.satoshiToConfidentialValue(value),
      coin.output.asset,
      Buffer.of(0),
    );
    tx.addOutput(
      Buffer.alloc(0),
      confidential.satoshiToConfidentialValue(50_000_000 - value),
      coin.output.asset,
      Buffer.of(0),
    );
    return sign(tx, [coin.output], user.signing).toHex();
  };
  assert.equal(chain.broadcast(spendIt(49_990_000)).length, 64); // in the mempool, not mined
  assert.deepEqual(await post(spendIt(49_980_000)), refusal(-26, 'txn-mempool-conflict'));
  // the POST above was answered by electrs, then chopsticks mined the first spend
  assert.deepEqual(await post(spendIt(49_970_000)), refusal(-25, 'bad-txns-inputs-missingorspent'));
});

test('an input without a signature: mempool-script-verify-flag-failed (Witness program hash mismatch)', async () => {
  const {tx} = payment();
  assert.deepEqual(
    await post(tx.toHex()),
    refusal(-26, 'mempool-script-verify-flag-failed (Witness program hash mismatch)'),
  );
});

test('a signature by another key: mempool-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)', async () => {
  const {tx, prevouts} = payment();
  sign(tx, prevouts, other.signing);
  assert.deepEqual(
    await post(tx.toHex()),
    refusal(-26, 'mempool-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'),
  );
});

test('a signature over the unblinded amount instead of the value commitment: NULLFAIL', async () => {
  const {tx, prevouts, coin} = payment();
  // Elements' segwit v0 sighash commits to the prevout's value as it is on chain: the commitment.
  sign(tx, prevouts, user.signing, () =>
    confidential.satoshiToConfidentialValue(coin.unblinded.value),
  );
  assert.deepEqual(
    await post(tx.toHex()),
    refusal(
      -26,
      'mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    ),
  );
  sign(tx, prevouts, user.signing);
  assert.equal(ruleOf(tx.toHex()), 'accepted', 'the same transaction signed over the commitment');
});

test('explicit amounts that do not balance: bad-txns-in-ne-out', async () => {
  const coin = explicitCoin();
  const tx = new Transaction();
  tx.version = 2;
  tx.addInput(Buffer.from(coin.txid, 'hex').reverse(), coin.vout);
  tx.addOutput(
    other.script,
    confidential.satoshiToConfidentialValue(coin.unblinded.value),
    coin.output.asset,
    Buffer.of(0),
  );
  tx.addOutput(
    Buffer.alloc(0),
    confidential.satoshiToConfidentialValue(10_000),
    coin.output.asset,
    Buffer.of(0),
  );
  sign(tx, [coin.output], user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'balance');
});

test('blinded amounts whose commitments do not balance: bad-txns-in-ne-out', async () => {
  // Blinded outputs that pay 1,000 satoshis more than the coin holds, each with valid proofs.
  const {tx, prevouts} = payment({overpay: 1000});
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'balance');
});

test('a blinded output without its range proof: bad-txns-in-ne-out', async () => {
  const {tx, prevouts} = payment();
  tx.setOutputRangeProof(0, Buffer.alloc(0));
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'rangeproof');
});

test('a range proof that proves another commitment: bad-txns-in-ne-out', async () => {
  const {tx, prevouts} = payment();
  const [first, second] = [tx.outs[0].rangeProof, tx.outs[1].rangeProof];
  tx.setOutputRangeProof(0, second);
  tx.setOutputRangeProof(1, first);
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'rangeproof');
});

test('a blinded output without its surjection proof: bad-txns-in-ne-out', async () => {
  const {tx, prevouts} = payment();
  tx.setOutputSurjectionProof(1, Buffer.alloc(0));
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'surjectionproof');
});

test('a surjection proof of another asset commitment: bad-txns-in-ne-out', async () => {
  const {tx, prevouts} = payment();
  const [first, second] = [tx.outs[0].surjectionProof, tx.outs[1].surjectionProof];
  tx.setOutputSurjectionProof(0, second);
  tx.setOutputSurjectionProof(1, first);
  sign(tx, prevouts, user.signing);
  assert.deepEqual(await post(tx.toHex()), IN_NE_OUT);
  assert.equal(ruleOf(tx.toHex()), 'surjectionproof');
});

test('a lock time in the future: non-final; a relative lock not reached: non-BIP68-final', async () => {
  const locked = payment().tx;
  locked.locktime = chain.height + 10;
  locked.ins[0].sequence = 0xfffffffe;
  sign(locked, payment().prevouts, user.signing);
  assert.deepEqual(await post(locked.toHex()), refusal(-26, 'non-final'));
  const relative = payment().tx;
  relative.ins[0].sequence = 1000; // 1,000 blocks after the coin's
  sign(relative, payment().prevouts, user.signing);
  assert.deepEqual(await post(relative.toHex()), refusal(-26, 'non-BIP68-final'));
});

test('a fee under 0.1 sat/vB: min relay fee not met, with both amounts', async () => {
  const {tx, prevouts} = payment({fee: 100});
  sign(tx, prevouts, user.signing);
  const vsize = Math.ceil(tx.weight() / 4);
  assert.deepEqual(
    await post(tx.toHex()),
    refusal(-26, `min relay fee not met, 100 < ${Math.ceil(vsize / 10)}`),
  );
});

test('chopsticks and electrs: faucet, mint, and the routes the samples read', async () => {
  const height = chain.height;
  const faucet = await fetch(`${server.url}/faucet`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({address: other.address}),
  });
  const {txId} = await faucet.json();
  assert.equal(chain.height, height + 1, 'the faucet mines a block');
  const status = await (await fetch(`${server.url}/tx/${txId}/status`)).json();
  assert.deepEqual([status.confirmed, status.block_height], [true, chain.height]);
  const hex = await (await fetch(`${server.url}/tx/${txId}/hex`)).text();
  const paid = Transaction.fromHex(hex).outs.find((out) => out.script.equals(other.script));
  assert.equal(paid.value.length, 33, 'a confidential address is paid a blinded output');
  const opened = new confidential.Confidential(zkp).unblindOutputWithKey(
    paid,
    other.blinding.privateKey,
  );
  assert.deepEqual(
    [opened.value, Buffer.from(opened.asset).reverse().toString('hex')],
    ['100000000', LBTC],
  );
  const txs = await (await fetch(`${server.url}/address/${other.address}/txs`)).json();
  assert.ok(txs.some((t) => t.txid === txId));
  assert.equal(await (await fetch(`${server.url}/blocks/tip/height`)).text(), String(chain.height));
  const missing = await fetch(`${server.url}/tx/${'00'.repeat(32)}/hex`);
  assert.deepEqual([missing.status, await missing.text()], [404, 'Transaction not found']);
  const mainnet = liquid.address.fromOutputScript(other.script, liquid.networks.liquid);
  const wrongNetwork = await fetch(`${server.url}/address/${mainnet}/utxo`);
  assert.deepEqual(
    [wrongNetwork.status, await wrongNetwork.text()],
    [400, 'Address on invalid network'],
  );
  // electrs lists by script: the user's explicit coins and blinded ones, whichever address is asked
  const listed = await (await fetch(`${server.url}/address/${unconfidential}/utxo`)).json();
  assert.ok(listed.some((u) => u.asset === LBTC && u.value === 50_000_000 && !u.valuecommitment));
  assert.ok(listed.some((u) => u.valuecommitment && u.assetcommitment && !('value' in u)));
});

const exec = promisify(execFile);
const nigiri = (args, env = {NIGIRI_STANDIN_URL: server.url}) =>
  exec(path.join(ROOT, 'tests/content/mocks/bin/nigiri'), args, {
    env: {...process.env, ...env},
  }).then(
    ({stdout, stderr}) => ({code: 0, stdout, stderr}),
    (error) => ({code: error.code, stdout: error.stdout, stderr: error.stderr}),
  );

test('the nigiri stand-in: faucet, mint and push print what Nigiri prints', async () => {
  const faucet = await nigiri(['faucet', '--liquid', other.address, '0.5']);
  assert.match(faucet.stdout, /^txId: [0-9a-f]{64}\n$/);
  const txid = faucet.stdout.trim().slice(6);
  const paid = chain.transaction(txid).tx.outs.find((out) => out.script.equals(other.script));
  assert.equal(chain.unblind(paid, other.blinding.privateKey).value, 50_000_000);

  const misplaced = await nigiri(['faucet', other.address, '--liquid']);
  assert.deepEqual(
    [misplaced.code, misplaced.stderr],
    [1, '[nigiri] invalid amount: strconv.ParseFloat: parsing "--liquid": invalid syntax\n'],
  );
  const stopped = await nigiri(['faucet', '--liquid', other.address], {NIGIRI_STANDIN_URL: ''});
  assert.deepEqual([stopped.code, stopped.stderr], [1, '[nigiri] nigiri is not running\n']);

  const mint = await nigiri(['mint', other.address, '2']);
  const lines = mint.stdout.split('\n');
  assert.match(lines[0], /^asset: [0-9a-f]{64}$/);
  assert.match(lines[1], /^txId: [0-9a-f]{64}$/);
  assert.deepEqual(lines.slice(2, 3), ['issuance_txin:']);
  const asset = lines[0].slice(7);
  const minted = chain
    .coinsOf(other)
    .find((c) => Buffer.from(c.unblinded.asset).reverse().toString('hex') === asset);
  assert.equal(minted?.unblinded.value, 200_000_000);

  const {tx, prevouts} = payment({fee: 5000});
  sign(tx, prevouts, user.signing);
  const push = await nigiri(['push', '--liquid', tx.toHex()]);
  assert.equal(push.stdout, `\ntxId: ${tx.getId()}\n`);
  const again = await nigiri(['push', '--liquid', tx.toHex()]);
  assert.deepEqual(
    [again.code, again.stderr],
    [
      1,
      `[nigiri] sendrawtransaction RPC error: ${JSON.stringify({code: -27, message: 'Transaction already in block chain'})}\n`,
    ],
  );
});
