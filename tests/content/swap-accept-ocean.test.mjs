// A SwapAccept is shaped as tdex-daemon v1 sends it, in the swap vectors and from the mock provider:
// Ocean's UpdatePset (ocean v0.1.17 pkg/wallet/transaction.go:165-183) gives each confidential input
// the provider adds that output's range proof (PSET_IN_UTXO_RANGEPROOF, beside the witness UTXO,
// which never holds proofs), and its asset and amount in the clear with the proofs that they open
// its commitments. UpdatePset also gives every output it adds the index of the first input it adds
// (transaction.go:140-146, :192); blinding resets it on the blinded outputs only, so the explicit fee
// output keeps it. The proposer's inputs are left as the SwapRequest had them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {VECTORS_FILE} from '../../scripts/swap-vectors.mjs';
import {fromDisplayHex, liquid, loadZkp} from '../support/v2-swap.mjs';

const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
const zkp = await loadZkp();
const validator = new liquid.ZKPValidator(zkp);

function checkProviderInputs(accept, request, coins) {
  const pset = liquid.Pset.fromBase64(accept);
  const proposed = liquid.Pset.fromBase64(request);
  const first = proposed.inputs.length;
  for (let i = 0; i < first; i += 1) {
    assert.equal(pset.inputs[i].utxoRangeProof, undefined, `proposer input ${i} is left as it was`);
    assert.equal(pset.inputs[i].explicitValue, undefined);
  }
  const added = pset.inputs.slice(first);
  assert.equal(added.length, coins.length);
  added.forEach((input, i) => {
    const {output, unblinded} = coins[i];
    const where = `provider input ${first + i}`;
    assert.ok(input.witnessUtxo.value.equals(output.value));
    assert.ok(input.utxoRangeProof?.equals(output.rangeProof), `${where}: the UTXO range proof`);
    assert.ok(input.explicitAsset?.equals(fromDisplayHex(unblinded.asset)), `${where}: its asset`);
    assert.equal(input.explicitValue, Number(unblinded.value), `${where}: its amount`);
    assert.ok(
      validator.verifyBlindAssetProof(input.explicitAsset, output.asset, input.explicitAssetProof),
      `${where}: the asset proof opens the asset commitment`,
    );
    assert.ok(
      validator.verifyBlindValueProof(input.explicitValueProof, output.value, output.asset),
      `${where}: the value proof opens the value commitment`,
    );
  });
  const feeOutput = pset.outputs.at(-1);
  assert.ok(!feeOutput.blindingPubkey?.length, 'the last output is the explicit fee output');
  assert.equal(
    feeOutput.blinderIndex,
    first,
    'the fee output keeps the blinder index Ocean gave it',
  );
}

test("the vectors' SwapAccept carries what Ocean adds to the provider's inputs and fee output", () => {
  const coins = [vectors.provider.market.coins[0], vectors.provider.fee.coins[0]].map((coin) => ({
    output: liquid.Transaction.fromHex(coin.fundingTransaction).outs[coin.vout],
    unblinded: coin.unblinded,
  }));
  checkProviderInputs(vectors.swapAccept.transaction, vectors.swapRequest.transaction, coins);
  // The SwapComplete keeps them: the trader only adds its signature.
  checkProviderInputs(vectors.swapComplete.transaction, vectors.swapRequest.transaction, coins);
});

test('a proof of another amount does not verify (the check above can fail)', () => {
  const pset = liquid.Pset.fromBase64(vectors.swapAccept.transaction);
  const [market, fee] = pset.inputs.slice(1);
  assert.equal(
    validator.verifyBlindValueProof(
      fee.explicitValueProof,
      market.witnessUtxo.value,
      market.witnessUtxo.asset,
    ),
    false,
  );
});
