import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '@site/src/components/DesktopOnly';

// On a phone the table of contents beside the page is dropped right after hydration (the phone's is
// the collapsible one above the content): it keeps the server's markup until then instead of being
// hydrated (src/components/DesktopOnly).
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
