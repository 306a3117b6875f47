// The swap inspector's logic (src/utils/swapInspect.mjs, liquidDecode.mjs) on the swap test vectors
// and on one faulty message per rule (tests/support/swap-faults.mjs): every step of the vectors
// passes every check, every fault is flagged by its rule, every bad input gets its explanation, and
// the decoder reads the vectors as liquidjs-lib 6.0.2-liquid.28 (the library that wrote them) does.
// Runs on the sources; no build needed.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as liquid from 'liquidjs-lib-6.0.2-liquid.28';
import {inspect, RULES} from '../../src/utils/swapInspect.mjs';
import {
  checkSignatures,
  fromBase64,
  fromHex,
  isBlinded,
  parsePset,
  parseTransaction,
  toDisplayHex,
  toHex,
} from '../../src/utils/liquidDecode.mjs';
import {BAD_INPUTS, EXAMPLES, FAULTS, VECTORS} from '../support/swap-faults.mjs';
import {loadZkp, sigValidator} from '../support/v2-swap.mjs';

const problems = (result) =>
  result.results
    .filter((r) => r.status !== 'pass')
    .map((r) => `${r.status} ${r.rule}: ${r.message}`);

describe('the swap inspector', () => {
  for (const {step, message, context} of EXAMPLES) {
    it(`passes every check on the ${step} of the vectors`, () => {
      const result = inspect(message, context);
      assert.equal(result.error, undefined);
      assert.ok(result.results.length >= 5, `${step}: only ${result.results.length} checks ran`);
      assert.deepEqual(problems(result), []);
      assert.ok(result.transaction, `${step}: no decoded transaction`);
    });
  }

  it('flags each fault with its rule, first among its findings or beside the failures it causes', () => {
    for (const {rule, what, message, context} of FAULTS) {
      const result = inspect(message, context);
      assert.equal(result.error, undefined, `${what}: ${result.error?.message}`);
      const hit = result.results.find((r) => r.rule === rule);
      assert.ok(hit, `${what}: the rule ${rule} did not run`);
      assert.notEqual(hit.status, 'pass', `${what}: ${rule} passed`);
      assert.notEqual(hit.status, 'skip', `${what}: ${rule} was skipped`);
      // The first failing rule comes first.
      assert.notEqual(result.results[0].status, 'pass', `${what}: a passing check is listed first`);
    }
  });

  it('has a faulty message for every rule it checks', () => {
    const covered = new Set(FAULTS.map((f) => f.rule));
    assert.deepEqual(
      Object.keys(RULES).filter((rule) => !covered.has(rule)),
      [],
    );
  });

  for (const {what, message, context, title} of BAD_INPUTS) {
    it(`answers ${what} with an explanation, not checks`, () => {
      const result = inspect(message, context);
      assert.equal(result.error?.title, title);
      assert.ok(result.error.message.length > 20);
      assert.deepEqual(result.results, []);
    });
  }

  it('never throws, whatever is pasted', () => {
    const samples = [
      '',
      ' ',
      '{}',
      '[]',
      '42',
      'null',
      '"cHNldP8="',
      'ab',
      'zz',
      '{"swapRequest": 1}',
    ];
    const vectors = [VECTORS.swapRequest.transaction, VECTORS.swapAccept.transaction];
    for (const pset of vectors)
      for (let cut = 8; cut < pset.length; cut += 397) samples.push(pset.slice(0, cut));
    for (const text of samples) assert.doesNotThrow(() => inspect(text), text.slice(0, 40));
  });
});

describe('the decoder agrees with liquidjs-lib on the vectors', () => {
  for (const step of ['swapRequest', 'swapAccept', 'swapComplete']) {
    it(`${step}: inputs, outputs and signatures`, async () => {
      const base64 = VECTORS[step].transaction;
      const ours = parsePset(fromBase64(base64));
      const theirs = liquid.Pset.fromBase64(base64);
      assert.equal(ours.inputs.length, theirs.inputs.length);
      assert.equal(ours.outputs.length, theirs.outputs.length);
      ours.inputs.forEach((input, i) => {
        const them = theirs.inputs[i];
        assert.equal(
          toDisplayHex(input.previousTxid),
          Buffer.from(them.previousTxid).reverse().toString('hex'),
        );
        assert.equal(input.previousTxIndex, them.previousTxIndex);
        assert.equal(toHex(input.witnessUtxo.script), them.witnessUtxo.script.toString('hex'));
        assert.equal(input.partialSigs.length, them.partialSigs?.length ?? 0);
      });
      ours.outputs.forEach((output, i) => {
        const them = theirs.outputs[i];
        assert.equal(output.amount, BigInt(them.value));
        assert.equal(toHex(output.asset), them.asset.toString('hex'));
        assert.equal(
          toHex(output.script ?? new Uint8Array(0)),
          (them.script ?? Buffer.alloc(0)).toString('hex'),
        );
        assert.equal(isBlinded(output), Boolean(them.valueCommitment && them.assetCommitment));
      });
      const zkp = await loadZkp();
      const signed = theirs.inputs.map((input) => (input.partialSigs?.length ?? 0) > 0);
      const valid = ours.inputs.map((_, i) =>
        checkSignatures(ours, i).every((c) => c.valid === true),
      );
      signed.forEach((isSigned, i) => {
        if (isSigned)
          assert.equal(
            valid[i],
            theirs.validateInputSignatures(i, sigValidator(zkp)),
            `input ${i}`,
          );
      });
    });
  }

  it('a tampered signature fails for both', async () => {
    const pset = liquid.Pset.fromBase64(VECTORS.swapComplete.transaction);
    const sig = pset.inputs[0].partialSigs[0];
    const signature = Buffer.from(sig.signature);
    signature[10] ^= 1;
    pset.inputs[0].partialSigs = [{...sig, signature}];
    const zkp = await loadZkp();
    assert.equal(pset.validateInputSignatures(0, sigValidator(zkp)), false);
    const ours = parsePset(fromBase64(pset.toBase64()));
    assert.equal(checkSignatures(ours, 0)[0].valid, false);
  });

  it('the final transaction: its txid and witnesses', () => {
    const tx = parseTransaction(fromHex(VECTORS.finalTransaction.hex));
    assert.equal(tx.txid, VECTORS.finalTransaction.txid);
    assert.equal(tx.txid, liquid.Transaction.fromHex(VECTORS.finalTransaction.hex).getId());
    assert.deepEqual(
      tx.ins.map((i) => i.witness.length),
      [2, 2, 2],
    );
  });
});
