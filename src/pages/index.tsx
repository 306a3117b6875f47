import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HowItWorks from '@site/src/components/HowItWorks';
import NetworkArt from '@site/src/components/NetworkArt';
import StartHere from '@site/src/components/StartHere';

import styles from './index.module.css';

// The first screen: what TDEX is, and where each kind of reader starts (StartHere), within the
// first viewport on a desktop (1440x900) and on a phone (390x844); e2e/site/home.spec.ts checks it.
function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <Heading as="h1" className={styles.heroTitle}>
            <span className={styles.accent}>{siteConfig.title}</span>{' '}
            <Translate id="tdex.home.hero.portal">Developer Portal</Translate>
          </Heading>
          <p className={styles.pitch}>
            <Translate id="tdex.home.hero.pitch">
              TDEX is an open trading network for Liquid assets. Traders swap directly with
              liquidity providers, each trade settled in one atomic transaction: no custodian, no
              order book operator, one open protocol.
            </Translate>
          </p>
        </div>
        <NetworkArt className={styles.heroArt} />
        <div className={styles.heroPaths}>
          <StartHere />
          <p className={styles.more}>
            <Translate
              id="tdex.home.hero.more"
              values={{
                docs: (
                  <Link to="/docs/latest/">
                    <Translate id="tdex.home.hero.more.docs">all the documentation</Translate>
                  </Link>
                ),
                blog: (
                  <Link to="/blog/">
                    <Translate id="tdex.home.hero.more.blog">the blog</Translate>
                  </Link>
                ),
              }}
            >
              {'Or browse {docs}, or read {blog}.'}
            </Translate>
          </p>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'tdex.home.title', message: 'Developer Portal'})}
      description={translate({
        id: 'tdex.home.description',
        message: 'Global P2P network for Liquid market makers and traders',
      })}
    >
      <HomepageHero />
      <main aria-label={`${siteConfig.title}`}>
        <HomepageFeatures />
        <HowItWorks />
      </main>
    </Layout>
  );
}
