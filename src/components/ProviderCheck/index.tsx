import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import type {Finding as CheckFinding, Market} from '@site/src/utils/providerCheck.mjs';
import ToolFindings, {CopyableValue, type Finding} from '../ToolFindings';

import styles from './styles.module.css';

const HEX32 = /^[0-9a-fA-F]{64}$/;

interface Outcome {
  endpoint: CheckFinding[];
  markets: {market: Market; listed: boolean; findings: CheckFinding[]}[];
}

interface Blocked {
  kind: 'mixed' | 'onion';
  curl: string;
  base: string;
}

const toFindings = (list: CheckFinding[], prefix: string): Finding[] =>
  list.map((f, i) => ({
    key: `${prefix}-${f.id}-${i}`,
    status: f.status,
    title: f.title,
    message: f.message,
    link: f.fix,
    command: f.command,
  }));

/** The provider check: the "Open the Market" checks from the browser, on the endpoint typed. */
export default function ProviderCheck(): ReactNode {
  const id = useId();
  const [endpoint, setEndpoint] = useState('');
  const [baseAsset, setBaseAsset] = useState('');
  const [quoteAsset, setQuoteAsset] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<{message: string; fix?: {href: string; label: string}} | null>(
    null,
  );
  const [form, setForm] = useState<CheckFinding[]>([]);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  // How many checks have finished: tells a new result from the last.
  const [runs, setRuns] = useState(0);

  // Each new result takes the focus, so that a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (runs > 0) resultsRef.current?.focus();
  }, [runs]);

  const run = async (force: boolean) => {
    setBusy(true);
    setError(null);
    setOutcome(null);
    setBlocked(null);
    try {
      const {readEndpoint, checkProvider} = await import('@site/src/utils/providerCheck.mjs');
      const read = readEndpoint(endpoint, window.location.protocol);
      if (read.error !== undefined) {
        setForm([]);
        setError({message: read.error, fix: read.fix});
        setStatus(read.error);
        return;
      }
      setForm(read.findings);
      if (read.blocked && !(force && read.blocked === 'onion')) {
        setBlocked({kind: read.blocked, curl: read.curl, base: read.base});
        setStatus(
          translate({id: 'tdex.check.status.blocked', message: 'Not sent: see why below.'}),
        );
        return;
      }
      const market =
        HEX32.test(baseAsset.trim()) && HEX32.test(quoteAsset.trim())
          ? {baseAsset: baseAsset.trim().toLowerCase(), quoteAsset: quoteAsset.trim().toLowerCase()}
          : null;
      const result = await checkProvider(read.base, {
        fetch: window.fetch.bind(window),
        curl: read.curl,
        market,
        onProgress: (step) =>
          setStatus(translate({id: 'tdex.check.status.step', message: 'Checking {step}…'}, {step})),
      });
      setOutcome(result);
      const failing = [...result.endpoint, ...result.markets.flatMap((m) => m.findings)].filter(
        (f) => f.status === 'fail',
      ).length;
      setStatus(
        translate(
          {id: 'tdex.check.status.done', message: 'Checked: {n} failing.'},
          {n: String(failing)},
        ),
      );
    } catch {
      setStatus(
        translate({
          id: 'tdex.check.status.loadFailed',
          message: 'The check could not load. Reload the page and try again.',
        }),
      );
    } finally {
      setBusy(false);
      setRuns((n) => n + 1);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };

  const shown = error || blocked || outcome || form.length > 0;

  // The endpoint first, then each market; but a part with a failure comes before a part without
  // one, so that the first failure is the first thing read.
  const endpointFindings = [
    ...toFindings(outcome?.endpoint.filter((f) => f.status === 'fail') ?? [], 'answer'),
    ...toFindings(form, 'form'),
    ...toFindings(outcome?.endpoint.filter((f) => f.status !== 'fail') ?? [], 'answer-ok'),
  ];
  const rank = (list: Finding[]) =>
    list.some((f) => f.status === 'fail') ? 0 : list.some((f) => f.status === 'warn') ? 1 : 2;
  const groups = [
    ...(endpointFindings.length > 0
      ? [
          {
            key: 'endpoint',
            testId: 'check-endpoint-group',
            rank: rank(endpointFindings),
            content: (
              <>
                <Heading as="h3">
                  <Translate id="tdex.check.endpoint.heading">The endpoint</Translate>
                </Heading>
                <ToolFindings findings={endpointFindings} testId="check-endpoint-findings" />
              </>
            ),
          },
        ]
      : []),
    ...(outcome?.markets ?? []).map(({market, listed, findings}) => {
      const list = toFindings(
        [...findings].sort((a, b) => Number(b.status === 'fail') - Number(a.status === 'fail')),
        `${market.baseAsset}-${market.quoteAsset}`,
      );
      return {
        key: `${market.baseAsset}/${market.quoteAsset}`,
        testId: 'check-market',
        rank: rank(list),
        content: (
          <>
            <Heading as="h3">
              <Translate id="tdex.check.market.heading">Market</Translate>{' '}
              <span className={styles.pair}>
                {`${market.baseAsset.slice(0, 8)}…/${market.quoteAsset.slice(0, 8)}…`}
              </span>
              {!listed &&
                ` (${translate({id: 'tdex.check.market.unlisted', message: 'not listed'})})`}
            </Heading>
            <dl className={styles.assets}>
              <dt>
                <Translate id="tdex.check.market.baseShort">base</Translate>
              </dt>
              <dd>
                <CopyableValue value={market.baseAsset} name="base asset" />
              </dd>
              <dt>
                <Translate id="tdex.check.market.quoteShort">quote</Translate>
              </dt>
              <dd>
                <CopyableValue value={market.quoteAsset} name="quote asset" />
              </dd>
            </dl>
            <ToolFindings findings={list} />
          </>
        ),
      };
    }),
  ].sort((a, b) => a.rank - b.rank);

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-endpoint`} className={styles.label}>
          <Translate id="tdex.check.endpoint.label">Endpoint of the provider</Translate>
        </label>
        <input
          id={`${id}-endpoint`}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://provider.example.com"
          value={endpoint}
          onChange={(e) => setEndpoint(e.target.value)}
          data-testid="check-endpoint"
        />
        <details className={styles.market}>
          <summary>
            <Translate id="tdex.check.market.summary">
              Also check a market that is not listed (a closed one, for example)
            </Translate>
          </summary>
          <label htmlFor={`${id}-base`} className={styles.label}>
            <Translate id="tdex.check.market.base">Base asset (64 hex characters)</Translate>
          </label>
          <input
            id={`${id}-base`}
            className={styles.input}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={baseAsset}
            onChange={(e) => setBaseAsset(e.target.value)}
            data-testid="check-base"
          />
          <label htmlFor={`${id}-quote`} className={styles.label}>
            <Translate id="tdex.check.market.quote">Quote asset (64 hex characters)</Translate>
          </label>
          <input
            id={`${id}-quote`}
            className={styles.input}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={quoteAsset}
            onChange={(e) => setQuoteAsset(e.target.value)}
            data-testid="check-quote"
          />
        </details>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Translate id="tdex.check.submit">Check</Translate>
          </button>
          <span role="status" className={styles.status} data-testid="check-status">
            {status}
          </span>
        </div>
      </form>

      <section
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby={shown ? 'check-results' : undefined}
        className={clsx(styles.results, !shown && styles.empty)}
        data-testid="check-results"
        data-runs={runs}
      >
        {shown && (
          <Heading as="h2" id="check-results">
            <Translate id="tdex.check.results">Result</Translate>
          </Heading>
        )}
        {error && (
          <div className="alert alert--danger" data-testid="check-error">
            <p className={clsx(!error.fix && 'margin-bottom--none')}>{error.message}</p>
            {error.fix && (
              <p className="margin-bottom--none">
                <Link to={error.fix.href}>{error.fix.label}</Link>
              </p>
            )}
          </div>
        )}
        {blocked && (
          <div
            className="alert alert--warning"
            data-testid="check-blocked"
            data-kind={blocked.kind}
          >
            {blocked.kind === 'mixed' ? (
              <p>
                <Translate id="tdex.check.blocked.mixed">
                  This page is served over https, and a browser does not let an https page call a
                  plain http address (mixed content): the request would never leave it. Nothing was
                  sent. Run the check from a terminal instead:
                </Translate>
              </p>
            ) : (
              <>
                <p>
                  <Translate id="tdex.check.blocked.onion">
                    A browser reaches an onion address only through Tor: an ordinary browser cannot
                    resolve it, so nothing was sent. In Tor Browser, check it anyway with the button
                    below; elsewhere, run the command through a Tor proxy (the tor package listens
                    on 127.0.0.1:9050, Tor Browser on 127.0.0.1:9150):
                  </Translate>
                </p>
              </>
            )}
            <p>
              <CopyableValue
                value={blocked.curl}
                name={translate({id: 'tdex.tools.command', message: 'the command'})}
              />
            </p>
            {blocked.kind === 'onion' && (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => void run(true)}
                disabled={busy}
              >
                <Translate id="tdex.check.blocked.anyway">Check anyway (in Tor Browser)</Translate>
              </button>
            )}
          </div>
        )}
        {groups.map((group) => (
          <div key={group.key} data-testid={group.testId}>
            {group.content}
          </div>
        ))}
      </section>
    </>
  );
}
