import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

type Path = {
  readonly id: string;
  readonly to: string;
  readonly title: ReactNode;
  readonly description: ReactNode;
};

// The three readers of the portal and the page each one starts from (in the latest docs).
const PATHS: readonly Path[] = [
  {
    id: 'provider',
    to: '/docs/latest/provider/daemon/getting_started/overview/',
    title: <Translate id="tdex.home.start.provider.title">Run a liquidity provider</Translate>,
    description: (
      <Translate id="tdex.home.start.provider.description">
        Install the daemon, fund it and open a market that traders can reach.
      </Translate>
    ),
  },
  {
    id: 'trader',
    to: '/docs/latest/trader/intro/',
    title: <Translate id="tdex.home.start.trader.title">Trade on TDEX</Translate>,
    description: (
      <Translate id="tdex.home.start.trader.description">
        Swap Liquid assets from the mobile or the browser app, with the provider you choose.
      </Translate>
    ),
  },
  {
    id: 'builder',
    to: '/docs/latest/trader/v2-client/',
    title: (
      <Translate id="tdex.home.start.builder.title">Build a client for the protocol</Translate>
    ),
    description: (
      <Translate id="tdex.home.start.builder.description">
        Write a TypeScript client and make a first trade on a local regtest chain.
      </Translate>
    ),
  },
];

// The first thing under the home page's title: where each kind of reader starts.
export default function StartHere(): ReactNode {
  return (
    <nav className={styles.startHere} aria-labelledby="start-here-heading">
      <Heading as="h2" id="start-here-heading" className={styles.heading}>
        <Translate id="tdex.home.start.heading">Where to start</Translate>
      </Heading>
      <ul className={styles.paths}>
        {PATHS.map(({id, to, title, description}) => (
          <li key={id}>
            <Link className={styles.path} to={to} data-testid={`start-${id}`}>
              <span className={styles.title}>
                {title}
                <span aria-hidden="true"> →</span>
              </span>
              <span className={styles.description}>{description}</span>
            </Link>
            {id === 'builder' && (
              <p className={styles.tools}>
                <Link to="/tools/swap-inspector/">
                  <Translate id="tdex.home.start.builder.inspector">Swap inspector</Translate>
                </Link>
                {' · '}
                <Link to="/tools/provider-check/">
                  <Translate id="tdex.home.start.builder.check">Provider check</Translate>
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
