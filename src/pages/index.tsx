import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer Portal"
      description="Global P2P network for Liquid market makers and traders"
    >
      <main>
        <Heading as="h1">TDEX Developer Portal</Heading>
      </main>
    </Layout>
  );
}
