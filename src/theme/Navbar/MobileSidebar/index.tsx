import {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

// Stock renders the whole phone menu (the navbar items, every docs version, the docs sidebar) as
// soon as the layout is a phone's, right after hydration, whether or not the reader opens it: on a
// docs page at 4x CPU, a fifth of the main thread's work (bench/README.md). The menu is rendered the
// first time it opens and kept from then on; src/css/custom.css slides it in that first time too.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  // State derived during render (React's pattern for it): once opened, opened for good.
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened || shown ? <MobileSidebar {...props} /> : null;
}
