// Wrapped (`swizzle @docusaurus/theme-classic Tabs --wrap --danger`): gives every tab an id and
// aria-controls naming its panel (see src/utils/tabIds.ts and the ejected TabItem). Without them
// the W3C Nu HTML Checker reports "Every active role=tab element must have a corresponding
// role=tabpanel element" on each page with tabs.
import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {TabsIdContext, panelId, tabId} from '@site/src/utils/tabIds';

type Props = WrapperProps<typeof TabsType>;
type Attributes = TabItemProps['attributes'];

function withIds(base: string, value: string, attributes: Attributes): Attributes {
  return {id: tabId(base, value), 'aria-controls': panelId(base, value), ...attributes};
}

export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  // Tabs take their labels either from the `values` prop or from the TabItem children.
  const values = props.values?.map((tab) => ({
    ...tab,
    attributes: withIds(base, tab.value, tab.attributes),
  }));
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: withIds(base, child.props.value, child.props.attributes)})
      : child,
  );
  return (
    <TabsIdContext.Provider value={base}>
      <Tabs {...props} values={values}>
        {children}
      </Tabs>
    </TabsIdContext.Provider>
  );
}
