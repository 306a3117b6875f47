import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';

import styles from './styles.module.css';

const SUPPORT_URL = 'https://github.com/tdex-network/support/issues/new';

type Props = {
  readonly error: Error;
  readonly tryAgain: () => void;
  readonly className?: string;
};

// The crash page's body, shared by a crash inside the layout (ErrorPageContent) and outside it (Error).
export default function CrashReport({error, tryAgain, className}: Props): ReactNode {
  return (
    <main className={clsx('container', styles.crash, className)}>
      <Heading as="h1" className={styles.title}>
        <Translate
          id="theme.ErrorPageContent.title"
          description="The title of the page shown when it crashed"
        >
          This page crashed.
        </Translate>
      </Heading>
      <p className={styles.lead}>
        <Translate id="tdex.crashReport.lead" description="Explains the crash page">
          Something in this page failed while it was shown. Trying again often works; the error
          below helps us fix it if it does not.
        </Translate>
      </p>
      <div className={styles.message} role="alert">
        <ErrorBoundaryError error={error} />
      </div>
      <div className={styles.actions}>
        <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
        <Link className="button button--secondary" to="/">
          <Translate
            id="tdex.crashReport.home"
            description="Link from the crash page to the home page"
          >
            Go to the home page
          </Translate>
        </Link>
        <Link className="button button--link" href={SUPPORT_URL}>
          <Translate
            id="tdex.crashReport.report"
            description="Link from the crash page to the support tracker"
          >
            Report the problem
          </Translate>
        </Link>
      </div>
    </main>
  );
}
