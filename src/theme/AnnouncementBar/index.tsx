// Ejected from node_modules/@docusaurus/theme-classic/src/theme/AnnouncementBar/index.tsx (3.10.2): a labelled region, not a second banner landmark; a new announcement shows at once.
// Can go when: theme-classic's AnnouncementBar stops adding role="banner" (the navbar is the page's
// banner), and its inline script hides the bar before hydration only when the dismissed
// announcement is the configured one (it compares no ids today).
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  createStorageSlot,
  ThemeClassNames,
  useThemeConfig,
} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

import styles from './styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // theme-classic's inline script hides the bar before hydration whenever the reader dismissed *an*
  // announcement, without comparing ids, and nothing lifts that for a new one until the next full
  // page load. Read the id the reader last saw during the first render (before the provider's
  // effect records the current one) and, if this announcement is new, lift the early hiding.
  const [isNewToReader] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      createStorageSlot('docusaurus.announcement.id').get() !==
        announcementBar?.id,
  );
  useEffect(() => {
    if (isActive && isNewToReader) {
      document.documentElement.setAttribute(
        'data-announcement-bar-initially-dismissed',
        'false',
      );
    }
  }, [isActive, isNewToReader]);
  if (!isActive) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <div
      className={clsx(
        ThemeClassNames.announcementBar.container,
        styles.announcementBar,
      )}
      style={{backgroundColor, color: textColor}}
      // A region, not a second `banner` landmark: the navbar is the page banner.
      role="region"
      aria-label={translate({
        id: 'tdex.announcementBar.label',
        message: 'Announcement',
        description: 'The ARIA label of the announcement bar',
      })}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && (
        <AnnouncementBarCloseButton
          onClick={close}
          className={styles.announcementBarClose}
        />
      )}
    </div>
  );
}
