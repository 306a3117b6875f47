import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export type Status = 'fail' | 'warn' | 'pass' | 'skip' | 'info';

export interface Finding {
  key: string;
  status: Status;
  title: string;
  message: string;
  link?: {href: string; label: string};
  values?: {label: string; value: string}[];
  command?: string;
}

const LABELS: Record<Status, () => string> = {
  fail: () => translate({id: 'tdex.tools.status.fail', message: 'Fails'}),
  warn: () => translate({id: 'tdex.tools.status.warn', message: 'Check'}),
  pass: () => translate({id: 'tdex.tools.status.pass', message: 'Passes'}),
  skip: () => translate({id: 'tdex.tools.status.skip', message: 'Not run'}),
  info: () => translate({id: 'tdex.tools.status.info', message: 'Info'}),
};

/** A status as a word on a tinted label, readable without its colour. */
export function StatusLabel({status}: {status: Status}): ReactNode {
  return <span className={clsx(styles.status, styles[status])}>{LABELS[status]()}</span>;
}

/**
 * A button that puts `value` on the clipboard and says so. `name` says what is copied, for screen
 * readers (the visible label stays "Copy").
 */
export function CopyButton({value, name}: {value: string; name: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(value)
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => setCopied(false));
  };
  return (
    <button
      type="button"
      className={clsx('button button--sm button--secondary', styles.copy)}
      onClick={copy}
      aria-label={translate({id: 'tdex.tools.copy.label', message: 'Copy {name}'}, {name})}
    >
      {copied ? (
        <Translate id="tdex.tools.copy.done">Copied</Translate>
      ) : (
        <Translate id="tdex.tools.copy">Copy</Translate>
      )}
    </button>
  );
}

/** A value that may be long (a hash, a script, a command): wrapped anywhere, with its copy button. */
export function CopyableValue({value, name}: {value: string; name: string}): ReactNode {
  return (
    <span className={styles.copyable}>
      <code className={styles.value}>{value}</code>
      <CopyButton value={value} name={name} />
    </span>
  );
}

/** The findings of a tool, in the order given (the first failure first), each with its rule. */
export default function ToolFindings({
  findings,
  testId,
}: {
  findings: readonly Finding[];
  testId?: string;
}): ReactNode {
  return (
    <ol className={styles.findings} data-testid={testId}>
      {findings.map((f) => (
        <li key={f.key} className={styles.finding} data-status={f.status} data-rule={f.key}>
          <p className={styles.head}>
            <StatusLabel status={f.status} /> <strong>{f.title}</strong>
          </p>
          <p className={styles.message}>{f.message}</p>
          {f.values && f.values.length > 0 && (
            <dl className={styles.values}>
              {f.values.map(({label, value}) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <CopyableValue value={value} name={label} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {f.command && (
            <p className={styles.command}>
              <CopyableValue
                value={f.command}
                name={translate({id: 'tdex.tools.command', message: 'the command'})}
              />
            </p>
          )}
          {f.link && (
            <p className={styles.rule}>
              <Link to={f.link.href}>{f.link.label}</Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
