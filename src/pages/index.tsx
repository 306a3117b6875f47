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

import styles from './index.module.css';

function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <Heading as="h1" className={styles.heroTitle}>
            <span className={styles.accent}>{siteConfig.title}</span>{' '}
            <Translate id="home.hero.portal">Developer Portal</Translate>
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.pitch}>
            <Translate id="home.hero.pitch">
              A peer-to-peer network where traders swap Liquid assets directly with liquidity
              providers: no custodian, no order book operator, one open protocol.
            </Translate>
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/latest/">
              <Translate id="home.hero.docs">Read the docs</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/blog/">
              <Translate id="home.hero.blog">Visit the blog</Translate>
            </Link>
          </div>
        </div>
        <NetworkArt className={styles.heroArt} />
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Developer Portal'})}
      description={translate({
        id: 'home.description',
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
