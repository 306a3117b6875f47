import React, {useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

// Stock renders the whole mobile menu (navbar items, every version, the docs sidebar) as soon as the
// layout is a phone's, right after hydration, though the reader may never open it. It is rendered
// the first time it is opened, and kept from then on.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const opened = useRef(false);
  if (shown) opened.current = true;
  return opened.current ? <MobileSidebar {...props} /> : null;
}
