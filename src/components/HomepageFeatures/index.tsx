import {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

type Feature = {
  readonly id: string;
  readonly title: ReactNode;
  readonly icon: ReactNode;
  readonly description: ReactNode;
};

// Line icons drawn with currentColor, so they take the text color of either color mode.
const ICON_PROPS = {
  viewBox: '0 0 48 48',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

const FEATURES: readonly Feature[] = [
  {
    id: 'non-custodial',
    title: <Translate id="tdex.home.features.nonCustodial.title">Non-custodial</Translate>,
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="10" y="22" width="28" height="18" rx="3" />
        <path d="M16 22v-6a8 8 0 0 1 16 0v6" />
        <circle cx="24" cy="31" r="2" />
      </svg>
    ),
    description: (
      <Translate id="tdex.home.features.nonCustodial.description">
        Any Liquid wallet can add atomic swaps against providers. Each party signs only its own
        inputs, on its own device, so private keys never leave the trader.
      </Translate>
    ),
  },
  {
    id: 'market-makers',
    title: (
      <Translate id="tdex.home.features.marketMakers.title">Built for market makers</Translate>
    ),
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M8 38h32" />
        <path d="M12 32l8-10 7 6 11-14" />
        <path d="M32 14h6v6" />
      </svg>
    ),
    description: (
      <Translate id="tdex.home.features.marketMakers.description">
        Providers focus on supplying liquidity. Plug in a price feed (Kraken, Bitfinex or Coinbase
        are built in), a rebalancing bot or your own pricing formula.
      </Translate>
    ),
  },
  {
    id: 'open-standard',
    title: <Translate id="tdex.home.features.openStandard.title">An open standard</Translate>,
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="24" cy="24" r="5" />
        <circle cx="10" cy="12" r="4" />
        <circle cx="38" cy="12" r="4" />
        <circle cx="10" cy="36" r="4" />
        <circle cx="38" cy="36" r="4" />
        <path d="M13 15l7 6M35 15l-7 6M13 33l7-6M35 33l-7-6" />
      </svg>
    ),
    description: (
      <Translate id="tdex.home.features.openStandard.description">
        Every provider exposes the same public API, specified in the open BOTD documents, so traders
        and wallets can move between providers freely.
      </Translate>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="visually-hidden">
          <Translate id="tdex.home.features.heading">Why TDEX</Translate>
        </Heading>
        <div className="row">
          {FEATURES.map(({id, title, icon, description}) => (
            <div key={id} className={clsx('col col--4', styles.feature)}>
              <div className={styles.icon}>{icon}</div>
              <Heading as="h3">{title}</Heading>
              <p>{description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
