// Ejected from node_modules/@docusaurus/theme-classic/src/theme/Tabs/index.tsx (3.10.2): each tab and its panel (rendered here from the TabItem's props) are paired by id, and the tabs are not rendered again after hydration.
// Can go when: Tabs stops remounting after hydration (its key on useIsBrowser(), upstream's
// "temporary fix" for facebook/docusaurus#5653) and stock Tabs pairs each tab with its panel by
// id (aria-controls on the tab, aria-labelledby on the panel).
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
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
import {panelId, tabId} from '@site/src/utils/tabIdNames.mjs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

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
      )}>
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
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
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
      )}>
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

// TDEX: the panel stock TabItem renders (same element, role, classes and `hidden`), with the
// `id` and `aria-labelledby` that pair it with its tab. A lazy panel that is not selected stays
// in the page, empty, so that its tab's aria-controls names an element.
function TabPanel({
  base,
  item,
}: {
  base: string;
  item: ReactElement<TabItemProps>;
}): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const {value, className, children} = item.props;
  const isSelected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={panelId(base, value)}
      aria-labelledby={tabId(base, value)}
      className={clsx(styles.tabPanel, className)}
      hidden={!isSelected}>
      {isSelected || !lazy ? children : null}
    </div>
  );
}

function withIds(
  base: string,
  value: string,
  attributes: Attributes,
): Attributes {
  return {
    id: tabId(base, value),
    'aria-controls': panelId(base, value),
    ...attributes,
  };
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
      ? cloneElement(child, {
          attributes: withIds(base, child.props.value, child.props.attributes),
        })
      : child,
  );
  const value = useTabsContextValue({...props, values, children});
  // Each TabItem's panel is rendered here, so that TabItem itself stays stock.
  const panels = Children.map(sanitizeTabsChildren(children), (child) =>
    isValidElement<TabItemProps>(child) &&
    typeof child.props.value === 'string' ? (
      <TabPanel base={base} item={child} />
    ) : (
      child
    ),
  );
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{panels}</TabsContainer>
    </TabsProvider>
  );
}
