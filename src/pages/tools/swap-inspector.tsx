import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SwapInspector from '@site/src/components/SwapInspector';

import styles from './index.module.css';

const SWAP = '/docs/latest/specs/swap-protocol/';
const TRADE = '/docs/latest/specs/trade-protocol/';

export default function SwapInspectorPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'tdex.inspector.title', message: 'Swap Inspector'})}
      description={translate({
        id: 'tdex.inspector.description',
        message:
          'Paste a TDEX protocol v2 swap message or a PSETv2 and see it decoded and checked against BOTD#3 and BOTD#4, in your browser.',
      })}
    >
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">
          <Translate id="tdex.inspector.heading">Swap inspector</Translate>
        </Heading>
        <p>
          <Translate
            id="tdex.inspector.intro"
            values={{
              swap: (
                <Link to={SWAP}>
                  <Translate id="tdex.inspector.intro.swap">BOTD#3</Translate>
                </Link>
              ),
              trade: (
                <Link to={TRADE}>
                  <Translate id="tdex.inspector.intro.trade">BOTD#4</Translate>
                </Link>
              ),
            }}
          >
            {
              'Paste a message of a TDEX protocol v2 swap to see what it is, what its transaction holds and whether it passes the checks that the party receiving it runs, as {swap} and {trade} state them. Everything happens in this tab: what you paste is never sent anywhere.'
            }
          </Translate>
        </p>
        <details className="margin-bottom--md">
          <summary>
            <Translate id="tdex.inspector.scope.summary">
              What it checks, and what it does not
            </Translate>
          </summary>
          <p>
            <Translate id="tdex.inspector.scope.does">
              It reads SwapRequest, SwapAccept, SwapComplete and SwapFail, and the bodies of
              ProposeTrade and CompleteTrade, with their fields as tdex-daemon v1.0.1 reads them. It
              decodes the PSETv2 input by input and output by output, and checks each input’s
              previous output, the unblinded inputs, the amounts against amount_p, amount_r and the
              trading fee, the blinding each step needs, the fee output, and the ECDSA signatures of
              segwit v0 inputs. A SwapAccept or a SwapComplete is compared with its SwapRequest when
              you paste that too.
            </Translate>
          </p>
          <p className="margin-bottom--none">
            <Translate id="tdex.inspector.scope.doesNot">
              It does not read the blockchain, so it cannot tell whether a coin exists or is
              unspent. It does not open commitments or verify range and surjection proofs: the
              amount of a blinded output is the one the PSETv2 states beside its commitments. It
              does not check a provider’s price, Taproot signatures, or the signatures of a
              transaction pasted in hex.
            </Translate>
          </p>
        </details>
        <SwapInspector />
        <p className="margin-top--lg">
          <Translate
            id="tdex.inspector.more"
            values={{
              vectors: (
                <Link to="pathname:///specs/swap-vectors-v2.json">
                  <Translate id="tdex.inspector.more.vectors">swap test vectors</Translate>
                </Link>
              ),
              check: (
                <Link to="/tools/provider-check/">
                  <Translate id="tdex.inspector.more.check">provider check</Translate>
                </Link>
              ),
            }}
          >
            {'The examples come from the {vectors}. To test a provider endpoint, use the {check}.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
