// Ejected from node_modules/@docusaurus/theme-classic/src/theme/DocSidebar/Mobile/index.tsx (3.10.2): the secondary menu takes the sidebar's props under one key, so that NavbarSecondaryMenuFiller's shallow memo never calls localeCompare.
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {useMemo} from 'react';
import clsx from 'clsx';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type SecondaryMenuProps = {sidebarProps: Props};

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<
  SecondaryMenuProps
> = ({sidebarProps: {sidebar, path}}: SecondaryMenuProps) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile sidebar should only be closed if the category has a link
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile(props: Props) {
  // TDEX: the filler memoizes its props with useShallowMemoObject, which sorts their keys with
  // localeCompare; with one key there is nothing to sort, and the page does not pay for the
  // browser's collator (ICU data) right after hydration.
  const {sidebar, path, onCollapse, isHidden} = props;
  const menuProps = useMemo(
    () => ({sidebarProps: {sidebar, path, onCollapse, isHidden}}),
    [sidebar, path, onCollapse, isHidden],
  );
  return (
    <NavbarSecondaryMenuFiller
      component={DocSidebarMobileSecondaryMenu}
      props={menuProps}
    />
  );
}

export default React.memo(DocSidebarMobile);
