import {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

import styles from './styles.module.css';

// Replaces core's fallback for crashes outside the layout (for example in the navbar). It renders
// no navbar or footer on purpose: those may be what crashed, so only simple, safe parts are used.
export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  return (
    <div className={styles.page}>
      <Head>
        <title>
          {translate({id: 'tdex.crashReport.pageTitle', message: 'Page error | TDEX Network'})}
        </title>
      </Head>
      <CrashReport error={error} tryAgain={tryAgain} />
    </div>
  );
}
