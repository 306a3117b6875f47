import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Inspection} from '@site/src/utils/swapInspect.mjs';
import ToolFindings, {CopyableValue, StatusLabel, type Finding} from '../ToolFindings';

import styles from './styles.module.css';

/** The swap test vectors of BOTD#3, in static/. */
const VECTORS_PATH = '/specs/swap-vectors-v2.json';

type Step = 'SwapRequest' | 'SwapAccept' | 'SwapComplete' | 'CompleteTrade';

const STEPS: {step: Step; label: () => string}[] = [
  {
    step: 'SwapRequest',
    label: () =>
      translate({id: 'tdex.inspector.example.request', message: 'SwapRequest (ProposeTrade body)'}),
  },
  {step: 'SwapAccept', label: () => 'SwapAccept'},
  {step: 'SwapComplete', label: () => 'SwapComplete'},
  {
    step: 'CompleteTrade',
    label: () => translate({id: 'tdex.inspector.example.complete', message: 'CompleteTrade body'}),
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Vectors = any;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A step of the vectors as the inspector takes it: the message, and the SwapRequest before it. */
function example(vectors: Vectors, step: Step): {message: string; context: string} {
  // A SwapRequest travels inside the body of ProposeTrade (BOTD#4), with the trading fee.
  const propose = {
    market: vectors.trade.market,
    type: vectors.trade.type,
    swapRequest: vectors.swapRequest,
    feeAmount: vectors.trade.feeAmount,
    feeAsset: vectors.trade.feeAsset,
  };
  switch (step) {
    case 'SwapRequest':
      return {message: json(propose), context: ''};
    case 'SwapAccept':
      return {message: json(vectors.swapAccept), context: json(propose)};
    case 'SwapComplete':
      return {message: json(vectors.swapComplete), context: json(propose)};
    default:
      return {message: json({swapComplete: vectors.swapComplete}), context: json(propose)};
  }
}

const SHORT = (value: string) =>
  value.length > 20 ? `${value.slice(0, 8)}…${value.slice(-8)}` : value;

function Transaction({tx}: {tx: NonNullable<Inspection['transaction']>}): ReactNode {
  const owner = (who: string | null) =>
    who === 'proposer'
      ? translate({id: 'tdex.inspector.owner.proposer', message: 'proposer'})
      : who === 'responder'
        ? translate({id: 'tdex.inspector.owner.responder', message: 'responder'})
        : who === 'fee'
          ? translate({id: 'tdex.inspector.owner.fee', message: 'network fee'})
          : '';
  const fees = tx.outputs.filter((o) => o.owner === 'fee');
  return (
    <section aria-labelledby="inspector-tx" data-testid="inspector-transaction">
      <Heading as="h2" id="inspector-tx">
        <Translate id="tdex.inspector.tx.heading">Transaction</Translate>
      </Heading>
      <p>
        {tx.format}
        {tx.txid && (
          <>
            {' · '}
            <Translate id="tdex.inspector.tx.txid">txid</Translate>{' '}
            <CopyableValue value={tx.txid} name="txid" />
          </>
        )}
        {fees.length === 1 && fees[0].amount && (
          <>
            {' · '}
            <Translate
              id="tdex.inspector.tx.fee"
              values={{amount: fees[0].amount, asset: SHORT(fees[0].asset ?? '')}}
            >
              {'network fee {amount} of {asset}'}
            </Translate>
          </>
        )}
      </p>
      <div className={styles.parts}>
        <div>
          <Heading as="h3">
            <Translate id="tdex.inspector.tx.inputs" values={{n: tx.inputs.length}}>
              {'Inputs ({n})'}
            </Translate>
          </Heading>
          <ol className={styles.items} start={0}>
            {tx.inputs.map((input) => (
              <li key={input.index} className={styles.item} data-testid="inspector-input">
                <p className={styles.itemHead}>
                  <strong>
                    <Translate id="tdex.inspector.tx.input" values={{n: input.index}}>
                      {'Input {n}'}
                    </Translate>
                  </strong>{' '}
                  {owner(input.owner)}
                </p>
                <dl className={styles.fields}>
                  <dt>
                    <Translate id="tdex.inspector.tx.spends">spends</Translate>
                  </dt>
                  <dd>
                    <CopyableValue value={input.outpoint} name={`input ${input.index} outpoint`} />
                  </dd>
                  <dt>
                    <Translate id="tdex.inspector.tx.coin">coin</Translate>
                  </dt>
                  <dd>
                    {input.amount !== null && input.asset !== null ? (
                      <>
                        {input.amount}
                        {' · '}
                        <CopyableValue value={input.asset} name={`input ${input.index} asset`} />
                        {input.fromUnblinded &&
                          ` (${translate({id: 'tdex.inspector.tx.fromUnblinded', message: 'confidential; from its unblinded input'})})`}
                      </>
                    ) : input.confidential ? (
                      translate({id: 'tdex.inspector.tx.confidential', message: 'confidential'})
                    ) : (
                      translate({id: 'tdex.inspector.tx.unknown', message: 'not known'})
                    )}
                  </dd>
                  <dt>
                    <Translate id="tdex.inspector.tx.utxo">witness UTXO</Translate>
                  </dt>
                  <dd>
                    {input.witnessUtxo === null
                      ? '—'
                      : input.witnessUtxo
                        ? translate({id: 'tdex.inspector.yes', message: 'present'})
                        : translate({id: 'tdex.inspector.no', message: 'missing'})}
                  </dd>
                  <dt>
                    <Translate id="tdex.inspector.tx.sigs">signatures</Translate>
                  </dt>
                  <dd>
                    {input.signatures.length === 0
                      ? translate({id: 'tdex.inspector.tx.unsigned', message: 'none'})
                      : input.signatures.map((s) => (
                          <span key={s.pubkey} className={styles.sig}>
                            <StatusLabel
                              status={
                                s.valid === true ? 'pass' : s.valid === false ? 'fail' : 'skip'
                              }
                            />{' '}
                            {SHORT(s.pubkey)}
                            {s.why ? ` (${s.why})` : ''}
                          </span>
                        ))}
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <Heading as="h3">
            <Translate id="tdex.inspector.tx.outputs" values={{n: tx.outputs.length}}>
              {'Outputs ({n})'}
            </Translate>
          </Heading>
          <ol className={styles.items} start={0}>
            {tx.outputs.map((output) => (
              <li key={output.index} className={styles.item} data-testid="inspector-output">
                <p className={styles.itemHead}>
                  <strong>
                    <Translate id="tdex.inspector.tx.output" values={{n: output.index}}>
                      {'Output {n}'}
                    </Translate>
                  </strong>{' '}
                  {owner(output.owner)}
                </p>
                <dl className={styles.fields}>
                  <dt>
                    <Translate id="tdex.inspector.tx.pays">pays</Translate>
                  </dt>
                  <dd>
                    {output.amount !== null && output.asset !== null ? (
                      <>
                        {output.amount}
                        {' · '}
                        <CopyableValue value={output.asset} name={`output ${output.index} asset`} />
                      </>
                    ) : (
                      translate({id: 'tdex.inspector.tx.hidden', message: 'hidden by blinding'})
                    )}
                  </dd>
                  <dt>
                    <Translate id="tdex.inspector.tx.blinding">blinding</Translate>
                  </dt>
                  <dd>
                    {output.blinded
                      ? translate({
                          id: 'tdex.inspector.tx.blinded',
                          message:
                            'blinded (the amount above is the one the PSETv2 states beside its commitments)',
                        })
                      : output.blindingPubkey
                        ? translate(
                            {
                              id: 'tdex.inspector.tx.toBlind',
                              message: 'to be blinded, blinder: input {n}',
                            },
                            {n: String(output.blinderIndex ?? '?')},
                          )
                        : translate({id: 'tdex.inspector.tx.explicit', message: 'explicit'})}
                  </dd>
                  {output.script && (
                    <>
                      <dt>
                        <Translate id="tdex.inspector.tx.script" values={{type: output.scriptType}}>
                          {'script ({type})'}
                        </Translate>
                      </dt>
                      <dd>
                        <CopyableValue
                          value={output.script}
                          name={`output ${output.index} script`}
                        />
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** The swap inspector: paste a protocol v2 message, see it decoded and checked, in the browser. */
export default function SwapInspector(): ReactNode {
  const id = useId();
  const vectorsUrl = useBaseUrl(VECTORS_PATH);
  const [message, setMessage] = useState('');
  const [context, setContext] = useState('');
  const [contextOpen, setContextOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [result, setResult] = useState<Inspection | null>(null);
  // How many inspections have finished: lets a reader's tools (and the tests) tell a new result from the last.
  const [runs, setRuns] = useState(0);
  const resultsRef = useRef<HTMLElement>(null);
  const vectors = useRef<Vectors | null>(null);

  // Each new result takes the focus, so that a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (runs > 0) resultsRef.current?.focus();
  }, [runs]);

  const run = async (text: string, earlier: string) => {
    setBusy(true);
    setStatus(translate({id: 'tdex.inspector.status.running', message: 'Inspecting…'}));
    try {
      // The decoder and the checks load on first use only: no other page, and no visit that never
      // inspects, fetches them.
      const {inspect} = await import('@site/src/utils/swapInspect.mjs');
      const inspection = inspect(text, earlier);
      setResult(inspection);
      setRuns((n) => n + 1);
      const failing = inspection.results.filter((r) => r.status === 'fail').length;
      setStatus(
        inspection.error
          ? inspection.error.title
          : translate(
              {id: 'tdex.inspector.status.done', message: 'Inspected: {n} failing checks.'},
              {n: String(failing)},
            ),
      );
    } catch {
      setStatus(
        translate({
          id: 'tdex.inspector.status.loadFailed',
          message: 'The inspector could not load. Reload the page and try again.',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(message, context);
  };

  const load = async (step: Step) => {
    setStatus(translate({id: 'tdex.inspector.status.loading', message: 'Loading the example…'}));
    try {
      if (!vectors.current) {
        const response = await fetch(vectorsUrl);
        if (!response.ok) throw new Error(String(response.status));
        vectors.current = await response.json();
      }
      const filled = example(vectors.current, step);
      setMessage(filled.message);
      setContext(filled.context);
      if (filled.context) setContextOpen(true);
      await run(filled.message, filled.context);
    } catch {
      setStatus(
        translate({
          id: 'tdex.inspector.status.vectorsFailed',
          message: 'Could not load the test vectors.',
        }),
      );
    }
  };

  const findings: Finding[] = (result?.results ?? []).map((r) => ({
    key: r.rule,
    status: r.status,
    title: r.title,
    message: r.message,
    values: r.values,
    link: {
      href: r.href,
      label: translate({id: 'tdex.inspector.rule', message: 'The rule in the spec'}),
    },
  }));
  const counts = (s: string) => result?.results.filter((r) => r.status === s).length ?? 0;

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          <Translate id="tdex.inspector.message.label">
            Message: JSON, a PSETv2 in base64, or a transaction in hex
          </Translate>
        </label>
        <textarea
          id={`${id}-message`}
          className={styles.input}
          rows={10}
          spellCheck={false}
          autoComplete="off"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          data-testid="inspector-message"
        />
        <details
          className={styles.context}
          open={contextOpen}
          onToggle={(e) => setContextOpen((e.target as HTMLDetailsElement).open)}
        >
          <summary>
            <Translate id="tdex.inspector.context.summary">
              Earlier message: the SwapRequest, for a SwapAccept or a SwapComplete
            </Translate>
          </summary>
          <label htmlFor={`${id}-context`} className={styles.label}>
            <Translate id="tdex.inspector.context.label">
              The SwapRequest of the same swap, or the ProposeTrade body that carried it
            </Translate>
          </label>
          <textarea
            id={`${id}-context`}
            className={styles.input}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            value={context}
            onChange={(e) => setContext(e.target.value)}
            data-testid="inspector-context"
          />
        </details>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Translate id="tdex.inspector.submit">Inspect</Translate>
          </button>
          <span role="status" className={styles.status} data-testid="inspector-status">
            {status}
          </span>
        </div>
        <fieldset className={styles.examples}>
          <legend>
            <Translate id="tdex.inspector.examples">
              Load an example from the swap test vectors
            </Translate>
          </legend>
          {STEPS.map(({step, label}) => (
            <button
              key={step}
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={() => void load(step)}
              disabled={busy}
            >
              {label()}
            </button>
          ))}
        </fieldset>
      </form>

      <section
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby={result ? 'inspector-results' : undefined}
        className={clsx(styles.results, !result && styles.empty)}
        data-testid="inspector-results"
        data-runs={runs}
      >
        {result && (
          <>
            <Heading as="h2" id="inspector-results">
              <Translate id="tdex.inspector.results">Result</Translate>
            </Heading>
            {result.error ? (
              <div className="alert alert--danger" data-testid="inspector-error">
                <p>
                  <strong>{`${result.error.title}.`}</strong> {result.error.message}
                </p>
                {result.error.href && (
                  <p className="margin-bottom--none">
                    <Link to={result.error.href}>{result.error.hrefLabel}</Link>
                  </p>
                )}
              </div>
            ) : (
              <>
                <p data-testid="inspector-recognized">
                  <Translate
                    id="tdex.inspector.recognized"
                    values={{what: <strong>{result.recognized}</strong>}}
                  >
                    {'Recognized: {what}.'}
                  </Translate>{' '}
                  <Translate
                    id="tdex.inspector.counts"
                    values={{
                      fail: counts('fail'),
                      warn: counts('warn'),
                      pass: counts('pass'),
                      skip: counts('skip'),
                    }}
                  >
                    {'{fail} failing, {warn} to check, {pass} passing, {skip} not run.'}
                  </Translate>
                </p>
                {result.notes.map((note) => (
                  <div key={note} className="alert alert--info margin-bottom--md">
                    {note}
                  </div>
                ))}
                <ToolFindings findings={findings} testId="inspector-findings" />
                {result.transaction && <Transaction tx={result.transaction} />}
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}
