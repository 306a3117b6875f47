import {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

// Written by hand in place of theme-classic's ErrorPageContent (it keeps none of its code): a crash
// inside the layout shows the TDEX crash report (message, "Try again", ways out) between the navbar
// and the footer. A crash outside the layout reaches ../Error instead.
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashReport error={error} tryAgain={tryAgain} />;
}
