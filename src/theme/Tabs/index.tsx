// Ejected from @docusaurus/theme-classic 3.10.2 (Tabs, --eject --danger). Two changes:
// - Every tab gets an id and aria-controls naming its panel (src/utils/tabIds.ts and the ejected
//   TabItem). Without them the W3C Nu HTML Checker reports "Every active role=tab element must have
//   a corresponding role=tabpanel element" on each page with tabs.
// - The tabs are not thrown away and rendered again once the page has hydrated (stock keys them on
//   `useIsBrowser()`, a workaround from before the selected tab was synced in an effect). Rendering
//   them again rebuilt every panel, code blocks included, and the repaint moved a docs page's
//   Largest Contentful Paint after hydration (bench/README.md). The reader's stored or linked
//   choice is still applied right after hydration, by `useTabsContextValue`'s layout effect.
import React, {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabsIdContext, panelId, tabId} from '@site/src/utils/tabIds';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

type Attributes = TabItemProps['attributes'];

function withIds(base: string, value: string, attributes: Attributes): Attributes {
  return {id: tabId(base, value), 'aria-controls': panelId(base, value), ...attributes};
}

export default function Tabs(props: Props): ReactNode {
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
  const value = useTabsContextValue({...props, values, children});
  return (
    <TabsIdContext.Provider value={base}>
      <TabsProvider value={value}>
        <TabsContainer className={props.className}>{sanitizeTabsChildren(children)}</TabsContainer>
      </TabsProvider>
    </TabsIdContext.Provider>
  );
}
