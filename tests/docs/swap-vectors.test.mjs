// The protocol v2 swap test vectors (static/specs/swap-vectors-v2.json, linked from the BOTD#3 and
// BOTD#4 pages) are what scripts/swap-vectors.mjs generates, and they hold what BOTD#3 asks of each
// party: the proposer's unsigned part, the responder's blinded and signed part, the proposer's
// signature. Every check decodes the PSETv2 and recomputes from the keys and unblinded values in the
// file, so a hand edit of a vector fails, even one that keeps the JSON valid.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildVectors, serialize, VECTORS_FILE} from '../../scripts/swap-vectors.mjs';
import {contentFiles, readPage, ROOT} from '../support/site.mjs';
import {expand} from '../../src/utils/abbreviation.mjs';
import {fromDisplayHex, liquid, loadZkp, unblindOutput} from '../support/v2-swap.mjs';

const {AssetHash, Pset, Transaction, confidential, payments} = liquid;
const text = readFileSync(VECTORS_FILE, 'utf8');
const vectors = JSON.parse(text);
const zkp = await loadZkp();
const conf = new confidential.Confidential(zkp);
const validator = Pset.ECDSASigValidator(zkp.ecc);
const request = Pset.fromBase64(vectors.swapRequest.transaction);
const accept = Pset.fromBase64(vectors.swapAccept.transaction);
const complete = Pset.fromBase64(vectors.swapComplete.transaction);
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const hex = (buf) => Buffer.from(buf).toString('hex');
// A blinder as secp256k1 reads it: a big-endian number of its bytes in internal order.
const scalar = (displayHex) => BigInt(`0x${hex(fromDisplayHex(displayHex))}`);
const outpoint = (pset, i) => {
  const input = pset.inputs[i];
  return `${Buffer.from(input.previousTxid).reverse().toString('hex')}:${input.previousTxIndex}`;
};
const parties = [
  {name: 'trader', ...vectors.trader},
  {name: 'provider market', ...vectors.provider.market},
  {name: 'provider fee', ...vectors.provider.fee},
];
const coins = parties.flatMap((party) => party.coins.map((coin) => ({party, coin})));
const coinAt = (pset, i) =>
  coins.find(({coin}) => `${coin.txid}:${coin.vout}` === outpoint(pset, i));
const ownerOf = (script) => parties.find((party) => party.keys.script === hex(script ?? []));
const traderInputs = vectors.trader.coins.length;

test('the vectors file is exactly what scripts/swap-vectors.mjs generates', async () => {
  assert.equal(
    text,
    serialize(await buildVectors()),
    'run `node scripts/swap-vectors.mjs` and commit the result',
  );
});

test('every key, address and coin in the vectors belongs together', () => {
  for (const {name, keys} of parties) {
    const pubkey = Buffer.from(
      zkp.ecc.pointFromScalar(Buffer.from(keys.signingPrivateKey, 'hex'), true),
    );
    assert.equal(hex(pubkey), keys.signingPublicKey, `${name}: signing key pair`);
    const blinding = Buffer.from(
      zkp.ecc.pointFromScalar(Buffer.from(keys.blindingPrivateKey, 'hex'), true),
    );
    assert.equal(hex(blinding), keys.blindingPublicKey, `${name}: blinding key pair`);
    const payment = payments.p2wpkh({pubkey, network: liquid.networks.regtest});
    assert.equal(hex(payment.output), keys.script, `${name}: P2WPKH script of the signing key`);
    assert.equal(
      liquid.address.toConfidential(payment.address, blinding),
      keys.address,
      `${name}: address`,
    );
  }
  for (const {party, coin} of coins) {
    const funding = Transaction.fromHex(coin.fundingTransaction);
    assert.equal(funding.getId(), coin.txid, `${party.name}: coin txid`);
    const out = funding.outs[coin.vout];
    assert.equal(hex(out.script), party.keys.script, `${party.name}: coin pays the party's script`);
    const opened = conf.unblindOutputWithKey(
      out,
      Buffer.from(party.keys.blindingPrivateKey, 'hex'),
    );
    assert.deepEqual(
      {
        asset: AssetHash.fromBytes(opened.asset).hex,
        value: opened.value,
        assetBlinder: hex(Buffer.from(opened.assetBlindingFactor).reverse()),
        amountBlinder: hex(Buffer.from(opened.valueBlindingFactor).reverse()),
      },
      coin.unblinded,
      `${party.name}: the coin unblinds, with the party's blinding key, to its unblinded data`,
    );
  }
});

test("SwapRequest: the proposer's inputs, witness UTXOs, unblinded outputs and unblinded inputs", () => {
  const msg = vectors.swapRequest;
  assert.equal(request.inputs.length, traderInputs, 'only the proposer adds inputs');
  assert.equal(msg.unblindedInputs.length, traderInputs, 'one unblinded input for each input');
  for (const [i, input] of request.inputs.entries()) {
    const {party, coin} = coinAt(request, i) ?? {};
    assert.equal(party?.name, 'trader', `input ${i} spends a coin of the trader`);
    const funding = Transaction.fromHex(coin.fundingTransaction).outs[coin.vout];
    assert.ok(input.witnessUtxo, `input ${i} carries its previous output (witness UTXO)`);
    assert.equal(
      hex(input.witnessUtxo.value),
      hex(funding.value),
      `input ${i}: witness UTXO value`,
    );
    assert.equal(
      hex(input.witnessUtxo.asset),
      hex(funding.asset),
      `input ${i}: witness UTXO asset`,
    );
    const entry = msg.unblindedInputs[i];
    assert.equal(entry.index, i, `unblinded input ${i} is in input order`);
    assert.deepEqual(
      {
        asset: entry.asset,
        value: entry.amount,
        assetBlinder: entry.assetBlinder,
        amountBlinder: entry.amountBlinder,
      },
      coin.unblinded,
      `unblinded input ${i}`,
    );
    // The unblinded values open the commitments of the coin the input spends.
    const assetCommitment = conf.assetCommitment(
      fromDisplayHex(entry.asset),
      fromDisplayHex(entry.assetBlinder),
    );
    assert.equal(
      hex(assetCommitment),
      hex(input.witnessUtxo.asset),
      `input ${i}: asset commitment opens`,
    );
    const valueCommitment = conf.valueCommitment(
      entry.amount,
      assetCommitment,
      fromDisplayHex(entry.amountBlinder),
    );
    assert.equal(
      hex(valueCommitment),
      hex(input.witnessUtxo.value),
      `input ${i}: value commitment opens`,
    );
    assert.equal(input.partialSigs?.length ?? 0, 0, `input ${i} is not signed yet`);
  }
  const spent = new Map();
  const received = new Map();
  const add = (map, asset, value) => map.set(asset, (map.get(asset) ?? 0n) + BigInt(value));
  for (const entry of msg.unblindedInputs) add(spent, entry.asset, entry.amount);
  for (const [i, out] of request.outputs.entries()) {
    assert.equal(ownerOf(out.script)?.name, 'trader', `output ${i} pays the trader`);
    assert.ok(!out.isPartiallyBlinded() && !out.isFullyBlinded(), `output ${i} is left unblinded`);
    assert.equal(
      hex(out.blindingPubkey),
      vectors.trader.keys.blindingPublicKey,
      `output ${i}: blinding key`,
    );
    assert.ok(out.blinderIndex < traderInputs, `output ${i}: blinder index names a proposer input`);
    add(received, AssetHash.fromBytes(out.asset).hex, out.value);
  }
  const fee = vectors.trade.feeAsset === msg.assetP ? BigInt(vectors.trade.feeAmount) : 0n;
  const feeOnR = vectors.trade.feeAsset === msg.assetR ? BigInt(vectors.trade.feeAmount) : 0n;
  assert.equal(
    spent.get(msg.assetP) - (received.get(msg.assetP) ?? 0n),
    BigInt(msg.amountP) + fee,
    'inputs in asset_p less change = amount_p (+ the trading fee when paid in asset_p)',
  );
  assert.equal(
    received.get(msg.assetR),
    BigInt(msg.amountR) - feeOnR,
    'outputs in asset_r = amount_r (- fee)',
  );
  assert.equal(
    String(spent.get(msg.assetP) - received.get(msg.assetP)),
    vectors.expected.traderSends.amount,
  );
});

test("SwapAccept: the responder's inputs and outputs after the proposer's, blinded, and signed on its own inputs", () => {
  const msg = vectors.swapAccept;
  assert.equal(msg.requestId, vectors.swapRequest.id);
  for (let i = 0; i < traderInputs; i++) {
    assert.equal(
      outpoint(accept, i),
      outpoint(request, i),
      `proposer input ${i} unchanged and first`,
    );
    assert.equal(
      accept.inputs[i].partialSigs?.length ?? 0,
      0,
      `proposer input ${i} not signed by the responder`,
    );
  }
  for (let i = traderInputs; i < accept.inputs.length; i++) {
    const {party} = coinAt(accept, i) ?? {};
    assert.match(party?.name ?? '', /^provider/, `input ${i} spends a coin of the provider`);
    assert.ok(accept.inputs[i].witnessUtxo, `input ${i} carries its witness UTXO`);
    assert.equal(accept.inputs[i].partialSigs?.length, 1, `input ${i} signed by the provider`);
    assert.equal(
      hex(accept.inputs[i].partialSigs[0].pubkey),
      party.keys.signingPublicKey,
      `input ${i}: signer`,
    );
    assert.ok(
      accept.validateInputSignatures(i, validator),
      `input ${i}: the provider's signature verifies`,
    );
  }
  for (let i = 0; i < request.outputs.length; i++) {
    assert.equal(
      hex(accept.outputs[i].script),
      hex(request.outputs[i].script),
      `proposer output ${i} kept`,
    );
  }
  const fee = accept.outputs.at(-1);
  assert.equal(fee.script?.length ?? 0, 0, 'the fee output is last and has no script');
  assert.equal(AssetHash.fromBytes(fee.asset).hex, vectors.assets.lbtc, 'the fee is paid in L-BTC');
  assert.equal(
    String(fee.value),
    vectors.expected.networkFee.amount,
    'the fee has the expected amount',
  );
  assert.ok(!fee.isPartiallyBlinded(), 'the fee output is explicit');
  for (const [i, out] of accept.outputs.slice(0, -1).entries()) {
    assert.ok(out.isFullyBlinded(), `output ${i} is blinded`);
  }
  assert.deepEqual(msg.unblindedInputs, [], 'tdex-daemon v1 sends no unblinded inputs back');
});

test('the blinding: each output opens with its owner key to the expected amounts, and the transaction balances', () => {
  const inputTags = accept.inputs.map((input) => input.witnessUtxo.asset);
  const expected = vectors.expected;
  const outputs = [
    ['trader', expected.traderReceives],
    ['trader', expected.traderChange],
    ['provider market', expected.providerReceives],
    ['provider market', expected.providerChange[0]],
    ['provider fee', expected.providerChange[1]],
  ];
  assert.equal(accept.outputs.length, outputs.length + 1, 'outputs: five blinded and the fee');
  let outScalar = 0n;
  const perAsset = new Map();
  const add = (asset, value) => perAsset.set(asset, (perAsset.get(asset) ?? 0n) + BigInt(value));
  for (const [i, [owner, amount]] of outputs.entries()) {
    const out = accept.outputs[i];
    const party = ownerOf(out.script);
    assert.equal(party?.name, owner, `output ${i} pays the ${owner}`);
    const opened = unblindOutput(zkp, out, Buffer.from(party.keys.blindingPrivateKey, 'hex'));
    assert.deepEqual(
      {asset: opened.asset, amount: opened.value},
      amount,
      `output ${i} unblinds to its amount`,
    );
    const assetCommitment = conf.assetCommitment(
      fromDisplayHex(opened.asset),
      fromDisplayHex(opened.assetBlinder),
    );
    assert.equal(
      hex(assetCommitment),
      hex(out.assetCommitment),
      `output ${i}: asset commitment opens`,
    );
    const valueCommitment = conf.valueCommitment(
      opened.value,
      assetCommitment,
      fromDisplayHex(opened.amountBlinder),
    );
    assert.equal(
      hex(valueCommitment),
      hex(out.valueCommitment),
      `output ${i}: value commitment opens`,
    );
    assert.ok(
      conf.rangeProofVerify(
        out.valueRangeproof,
        out.valueCommitment,
        out.assetCommitment,
        out.script,
      ),
      `output ${i}: range proof verifies`,
    );
    assert.ok(
      zkp.surjectionproof.verify(out.assetSurjectionProof, inputTags, out.assetCommitment),
      `output ${i}: surjection proof verifies against the inputs' asset commitments`,
    );
    outScalar += BigInt(opened.value) * scalar(opened.assetBlinder) + scalar(opened.amountBlinder);
    add(opened.asset, -BigInt(opened.value));
  }
  add(vectors.assets.lbtc, -BigInt(accept.outputs.at(-1).value));
  let inScalar = 0n;
  for (const {coin} of accept.inputs.map((_, i) => coinAt(accept, i))) {
    const u = coin.unblinded;
    inScalar += BigInt(u.value) * scalar(u.assetBlinder) + scalar(u.amountBlinder);
    add(u.asset, u.value);
  }
  for (const [asset, delta] of perAsset)
    assert.equal(delta, 0n, `inputs and outputs of ${asset} balance`);
  // The value commitments balance only if the blinders do: sum of value × asset blinder + value blinder
  // over the inputs equals that over the outputs, modulo the group order.
  assert.equal(inScalar % N, outScalar % N, 'the blinding factors balance');
});

test("SwapComplete: the proposer's signature completes the responder's transaction, which finalizes", () => {
  const msg = vectors.swapComplete;
  assert.equal(msg.acceptId, vectors.swapAccept.id);
  assert.equal(
    hex(complete.unsignedTx().toBuffer()),
    hex(accept.unsignedTx().toBuffer()),
    'same transaction',
  );
  for (let i = 0; i < complete.inputs.length; i++) {
    const {party} = coinAt(complete, i);
    assert.equal(complete.inputs[i].partialSigs?.length, 1, `input ${i} signed`);
    assert.equal(
      hex(complete.inputs[i].partialSigs[0].pubkey),
      party.keys.signingPublicKey,
      `input ${i}: signer`,
    );
    assert.ok(complete.validateInputSignatures(i, validator), `input ${i}: signature verifies`);
  }
  const signed = Pset.fromBase64(msg.transaction);
  new liquid.Finalizer(signed).finalize();
  const tx = liquid.Extractor.extract(signed);
  assert.equal(tx.toHex(), vectors.finalTransaction.hex, 'finalized transaction');
  assert.equal(tx.getId(), vectors.finalTransaction.txid, 'txid');
  assert.ok(
    Number(vectors.expected.networkFee.amount) >= Math.ceil(tx.virtualSize() * 0.1),
    'the network fee pays at least 0.1 sat/vbyte',
  );
});

// The JSON examples of the spec pages that link the vectors show the vectors' messages: a
// regeneration that changes them, or an edit of an example, fails here until both agree. A PSETv2 of
// tens of kilobytes is shown shortened (src/utils/abbreviation.mjs), inside <SwapVectorExample>,
// whose button shows the whole message; the shortened text must be exactly that of the vectors' value.
const COMPONENT = 'SwapVectorExample';
const allStrings = (json) =>
  typeof json === 'string'
    ? [json]
    : json !== null && typeof json === 'object'
      ? Object.values(json).flatMap(allStrings)
      : [];
const transactionsOf = (json) =>
  json !== null && typeof json === 'object'
    ? Object.entries(json).flatMap(([key, value]) =>
        key === 'transaction' ? [value] : transactionsOf(value),
      )
    : [];

test('the swap examples of the spec pages that link the vectors are the vectors', () => {
  const link = `/${path.relative(path.join(ROOT, 'static'), VECTORS_FILE).split(path.sep).join('/')}`;
  const pages = contentFiles()
    .filter((file) => file.includes('/specs/'))
    .map((file) => readPage(file))
    .filter((page) => page.body.includes(`](pathname://${link})`));
  assert.ok(pages.length >= 2, `the BOTD#3 and BOTD#4 pages link ${link}`);
  const {swapRequest, swapAccept, swapComplete} = vectors;
  const values = allStrings(vectors);
  const expectations = {
    SwapRequest: (json) => assert.deepEqual(json, swapRequest),
    ProposeTradeRequest: (json) => {
      assert.deepEqual(json.swapRequest, swapRequest);
      assert.deepEqual(json.market, vectors.trade.market);
      assert.deepEqual(
        [json.feeAmount, json.feeAsset],
        [vectors.trade.feeAmount, vectors.trade.feeAsset],
      );
    },
    'SwapAccept as tdex-daemon v1 sends it': (json) => assert.deepEqual(json, swapAccept),
    'ProposeTradeResponse when the provider accepts': (json) =>
      assert.deepEqual(json.swapAccept, swapAccept),
    SwapComplete: (json) => assert.deepEqual(json, swapComplete),
    CompleteTradeRequest: (json) => assert.deepEqual(json.swapComplete, swapComplete),
    'CompleteTradeResponse after the broadcast': (json) =>
      assert.equal(json.txid, vectors.finalTransaction.txid),
  };
  let showing = 0;
  for (const page of pages) {
    const lines = readFileSync(path.join(ROOT, page.file), 'utf8').split('\n');
    let checked = 0;
    for (const fence of page.fences.filter((f) => f.lang === 'json')) {
      const where = `${page.file}:${fence.line} example "${fence.title}"`;
      const shown = JSON.parse(fence.content);
      let json;
      try {
        json = expand(shown, values);
      } catch (error) {
        assert.fail(`${where} shortens a value the vectors lack: ${error.message}`);
      }
      // A shortened example sits in the component that shows it whole: its opening tag, a blank
      // line, then the fence (`fence.line` is the 1-based line of the fence's first content line).
      const shortened = JSON.stringify(json) !== JSON.stringify(shown);
      const wrapped = lines[fence.line - 4]?.trim() === `<${COMPONENT}>`;
      assert.equal(
        wrapped,
        shortened,
        `${where}: inside <${COMPONENT}> exactly when it is shortened`,
      );
      for (const transaction of transactionsOf(json)) {
        assert.ok(
          values.includes(transaction),
          `${where}: its transaction is not one of the vectors`,
        );
      }
      const check = expectations[fence.title];
      if (!check) continue;
      try {
        check(json);
      } catch (error) {
        assert.fail(`${where} differs from the vectors: ${error.message}`);
      }
      checked += 1;
    }
    if (checked > 0) showing += 1;
  }
  assert.ok(showing >= 2, 'the BOTD#3 and BOTD#4 pages of some version show the vectors');
});
