// Ejected from node_modules/@docusaurus/theme-classic/src/theme/TabItem/index.tsx (3.10.2): each panel gets an id and aria-labelledby, and a panel sent hidden stays unhydrated until opened.
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {useContext, useRef, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabsIdContext, panelId, tabId} from '@site/src/utils/tabIds';
import {useServerMarkupKept} from '@site/src/utils/hydration';

import styles from './styles.module.css';

const SERVER_MARKUP = {__html: ''};

function TabItemPanel({
  children,
  className,
  hidden,
  ids,
  kept = false,
  panelRef,
}: {
  children?: ReactNode;
  className?: string;
  hidden?: boolean;
  ids: {id?: string; 'aria-labelledby'?: string};
  // The panel's content as the server rendered it: an unchanged `dangerouslySetInnerHTML` is never
  // written, so both client runtimes leave that content as it is and hydrate none of it. The same
  // element then takes its children when the panel opens, keeping the ids the tabs point at.
  kept?: boolean;
  panelRef?: React.RefObject<HTMLDivElement | null>;
}) {
  const content = kept
    ? {dangerouslySetInnerHTML: SERVER_MARKUP, suppressHydrationWarning: true}
    : {children};
  return (
    <div
      ref={panelRef}
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      {...ids}
      {...{hidden}}
      {...content}
    />
  );
}

export default function TabItem({
  children,
  className,
  value,
}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const base = useContext(TabsIdContext);
  const isSelected = value === selectedValue;
  const ids = base
    ? {id: panelId(base, value), 'aria-labelledby': tabId(base, value)}
    : {};

  // Hidden panels are most of a tabbed page (a docker-compose file per network, say), so a panel
  // that hydrates hidden keeps the server's markup until it is first selected (bench/README.md);
  // from then on it renders as usual. If React rendered it anew after a hydration error, there is
  // nothing to keep: the layout effect renders its content after all.
  const serverMarkupKept = useServerMarkupKept();
  const kept = useRef(serverMarkupKept && !isSelected && !lazy);
  if (isSelected) kept.current = false;
  const panelRef = useRef<HTMLDivElement>(null);
  const [, rerender] = React.useReducer((n: number) => n + 1, 0);
  useIsomorphicLayoutEffect(() => {
    if (kept.current && panelRef.current && !panelRef.current.hasChildNodes()) {
      kept.current = false;
      rerender();
    }
  }, []);
  if (kept.current) {
    return (
      <TabItemPanel
        className={className}
        hidden
        ids={ids}
        kept
        panelRef={panelRef}
      />
    );
  }

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return (
      <TabItemPanel
        className={className}
        hidden
        ids={ids}
        panelRef={panelRef}
      />
    );
  }

  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      ids={ids}
      panelRef={panelRef}>
      {children}
    </TabItemPanel>
  );
}
