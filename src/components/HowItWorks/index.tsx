import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';

import styles from './styles.module.css';

export default function HowItWorks(): ReactNode {
  return (
    <section className={styles.howItWorks} aria-labelledby="how-it-works-heading">
      <div className="container">
        <Heading as="h2" id="how-it-works-heading">
          <Translate id="tdex.home.howItWorks.title">How it works</Translate>
        </Heading>
        <ol className={styles.steps}>
          <li>
            <Translate id="tdex.home.howItWorks.step1">
              A liquidity provider deposits reserves of two Liquid assets into a market, for example
              L-BTC against USDt, and sets the fee it charges on each swap.
            </Translate>
          </li>
          <li>
            <Translate id="tdex.home.howItWorks.step2">
              Its daemon publishes a public endpoint. Traders ask it for the current price of a
              market and send swap requests to it.
            </Translate>
          </li>
          <li>
            <Translate id="tdex.home.howItWorks.step3">
              Both sides sign their own part of one Liquid transaction, so the swap settles
              atomically: either both assets move or neither does, and the provider earns its fee.
            </Translate>
          </li>
        </ol>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/latest/provider/intro/">
            <Translate id="tdex.home.howItWorks.providers">Docs for liquidity providers</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/latest/trader/intro/">
            <Translate id="tdex.home.howItWorks.traders">Docs for traders</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
