import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ProviderCheck from '@site/src/components/ProviderCheck';

import styles from './index.module.css';

const OPEN_MARKET = '/docs/latest/provider/daemon/open_market/';

export default function ProviderCheckPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'tdex.check.title', message: 'Provider Check'})}
      description={translate({
        id: 'tdex.check.description',
        message:
          "Check a TDEX liquidity provider's endpoint from your browser: its markets, prices, previews and fees, and what each answer means.",
      })}
    >
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">
          <Translate id="tdex.check.heading">Provider check</Translate>
        </Heading>
        <p>
          <Translate
            id="tdex.check.intro"
            values={{
              open: (
                <Link to={OPEN_MARKET}>
                  <Translate id="tdex.check.intro.open">Open the Market</Translate>
                </Link>
              ),
            }}
          >
            {
              'Type the endpoint of a TDEX liquidity provider to run, from this browser, the checks of {open}: the markets it lists, the price of each, a preview of a small trade each way, and the fees. Each result says what it means and which page fixes it.'
            }
          </Translate>
        </p>
        <p>
          <Translate id="tdex.check.privacy">
            Nothing is sent until you press Check, and then only to the address you typed: the
            ListMarkets, GetMarketPrice, GetMarketBalance and PreviewTrade calls of protocol v2, as
            a trader’s app sends them. A preview locks no funds.
          </Translate>
        </p>
        <details className="margin-bottom--md">
          <summary>
            <Translate id="tdex.check.scope.summary">
              What it checks, and what it does not
            </Translate>
          </summary>
          <p>
            <Translate id="tdex.check.scope.browser">
              A browser cannot call a plain http address from this https page (mixed content), nor
              reach an onion address outside Tor Browser, and it reports a host that does not answer
              and a TLS certificate it refuses as the same error. For these, the page says so and
              gives the curl command that tells them apart.
            </Translate>
          </p>
          <p className="margin-bottom--none">
            <Translate
              id="tdex.check.scope.doesNot"
              values={{
                registry: (
                  <Link to="/docs/latest/provider/registry/">
                    <Translate id="tdex.check.scope.registry">Registry</Translate>
                  </Link>
                ),
              }}
            >
              {
                'It runs no swap (ProposeTrade and CompleteTrade), and it does not read the public registry: whether your endpoint is listed is in registry.json of tdex-network/tdex-registry (see {registry}).'
              }
            </Translate>
          </p>
        </details>
        <ProviderCheck />
        <p className="margin-top--lg">
          <Translate
            id="tdex.check.more"
            values={{
              inspector: (
                <Link to="/tools/swap-inspector/">
                  <Translate id="tdex.check.more.inspector">swap inspector</Translate>
                </Link>
              ),
            }}
          >
            {'To debug a swap message, use the {inspector}.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
