// Ejected from @docusaurus/theme-classic 3.10.2 (TabItem, --eject --danger). Changes: the panel
// gets an id and aria-labelledby naming its tab (ids from the Tabs wrapper, src/utils/tabIds.ts);
// and with `lazy`, an unselected panel is an empty hidden element instead of nothing, so its tab's
// aria-controls still points at an element (the content is still only rendered once selected).
import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabsIdContext, panelId, tabId} from '@site/src/utils/tabIds';

import styles from './styles.module.css';

function TabItemPanel({
  children,
  className,
  hidden,
  ids,
}: {
  children?: ReactNode;
  className?: string;
  hidden?: boolean;
  ids: {id?: string; 'aria-labelledby'?: string};
}) {
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} {...ids} {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const base = useContext(TabsIdContext);
  const isSelected = value === selectedValue;
  const ids = base ? {id: panelId(base, value), 'aria-labelledby': tabId(base, value)} : {};

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return <TabItemPanel className={className} hidden ids={ids} />;
  }

  return (
    <TabItemPanel className={className} hidden={!isSelected} ids={ids}>
      {children}
    </TabItemPanel>
  );
}
