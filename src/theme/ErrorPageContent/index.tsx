// Ejected from node_modules/@docusaurus/theme-classic/src/theme/ErrorPageContent.tsx (3.10.2): replaced by the TDEX crash report (src/components/CrashReport).
// Can go when: the stock crash page offers ways out (home page, a place to report the problem)
// beside "Try again", so that translations alone could give it our words; it is a replacement
// that keeps no upstream code.
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

// Ejected: a crash inside the layout shows the TDEX crash report (message, retry, ways out)
// between the navbar and the footer.
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashReport error={error} tryAgain={tryAgain} />;
}
