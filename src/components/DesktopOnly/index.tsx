import {useRef, useState, type ReactNode} from 'react';
import {keptMarkupProps, useKeptMarkup} from '@site/src/components/StaticMarkup';
import {canKeepServerMarkup} from '@site/src/utils/hydration';

import styles from './styles.module.css';

// theme-common's useWindowSize: wider than this is the desktop layout (the same 996 px as Infima).
const DESKTOP_BREAKPOINT = 996;

const isPhoneLayout = (): boolean => window.innerWidth <= DESKTOP_BREAKPOINT;

/**
 * A part of a docs page that only the desktop layout shows (the docs sidebar, the table of contents
 * beside the page). The server renders it for every reader, and the theme drops it in its first
 * effect once `useWindowSize` says the layout is a phone's. On a phone it therefore keeps the
 * server's markup while the page hydrates, instead of hydrating what is removed right after
 * (bench/README.md, decision 6). Its element is `display: contents`, so the layout is unchanged.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [keep] = useState(() => canKeepServerMarkup() && isPhoneLayout());
  const kept = useKeptMarkup(keep, ref);
  return kept ? (
    <div ref={ref} className={styles.contents} {...keptMarkupProps} />
  ) : (
    <div ref={ref} className={styles.contents}>
      {children}
    </div>
  );
}
