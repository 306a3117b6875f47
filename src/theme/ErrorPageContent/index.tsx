import {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

// Ejected: a crash inside the layout shows the TDEX crash report (message, retry, ways out)
// between the navbar and the footer.
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashReport error={error} tryAgain={tryAgain} />;
}
