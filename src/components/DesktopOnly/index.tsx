import {useRef, useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {canKeepServerMarkup, keptMarkupProps, useKeptMarkup} from '@site/src/utils/hydration';

import styles from './styles.module.css';

// theme-common's useWindowSize: wider than this is the desktop layout (the same 996 px as Infima).
const DESKTOP_BREAKPOINT = 996;

const isPhoneLayout = (): boolean => window.innerWidth <= DESKTOP_BREAKPOINT;

/**
 * A part of the page that only the desktop layout shows: the docs sidebar and the table of contents
 * beside the page (which the theme drops in its first effect once `useWindowSize` says the layout is
 * a phone's), the navbar's own items (hidden by Infima at a phone's width; the phone menu renders its
 * own). The server renders it for every reader. On a phone it keeps the server's markup while the
 * page hydrates, and for as long as the layout stays a phone's, instead of hydrating what the reader
 * cannot see (bench/README.md, decision 6). Once the layout is a desktop's (a tablet turned
 * sideways), it renders as usual. Its element is `display: contents`, so the layout is unchanged.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [keptOnPhone] = useState(() => canKeepServerMarkup() && isPhoneLayout());
  const desktop = useWindowSize() === 'desktop';
  const kept = useKeptMarkup(keptOnPhone && !desktop, ref);
  return kept ? (
    <div ref={ref} className={styles.contents} {...keptMarkupProps} />
  ) : (
    <div ref={ref} className={styles.contents}>
      {children}
    </div>
  );
}
