import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

// On a phone the desktop sidebar is dropped right after hydration: it keeps the server's markup
// until then instead of being hydrated (src/components/DesktopOnly).
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
