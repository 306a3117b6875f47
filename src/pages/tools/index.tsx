import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import styles from './index.module.css';

export default function ToolsPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'tdex.tools.title', message: 'Builder Tools'})}
      description={translate({
        id: 'tdex.tools.description',
        message:
          'Tools for builders of TDEX clients and operators of providers: inspect a swap message, check a provider endpoint, in the browser.',
      })}
    >
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">
          <Translate id="tdex.tools.heading">Builder tools</Translate>
        </Heading>
        <p>
          <Translate id="tdex.tools.intro">
            Two pages that apply the rules of the protocol for you, in your browser.
          </Translate>
        </p>
        <ul className={styles.tools}>
          <li>
            <Link to="/tools/swap-inspector/" className={styles.tool}>
              <strong>
                <Translate id="tdex.tools.inspector">Swap inspector</Translate>
              </strong>
              <span>
                <Translate id="tdex.tools.inspector.description">
                  Paste a SwapRequest, SwapAccept, SwapComplete or a PSETv2: see it decoded and
                  checked against BOTD#3 and BOTD#4. Nothing leaves the page.
                </Translate>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/tools/provider-check/" className={styles.tool}>
              <strong>
                <Translate id="tdex.tools.check">Provider check</Translate>
              </strong>
              <span>
                <Translate id="tdex.tools.check.description">
                  Type a provider endpoint: see its markets, prices, previews and fees, and what to
                  fix.
                </Translate>
              </span>
            </Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
