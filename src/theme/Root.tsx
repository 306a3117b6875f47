import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useIsHydrating} from '@site/src/utils/hydration';

// Written by hand (core's documented top-level wrapper): the tab title never flickers while a page
// hydrates. react-helmet-async writes what the <Head> elements mounted so far say, in the next
// animation frame, and hydration yields to the browser between them: core's defaults title every
// page with the bare site title before the page's own head mounts, so the tab showed "TDEX Network"
// for a while. While the page hydrates, this head, mounted before all others, makes the title the
// server sent the template of every title; once hydrated it goes, and the page's own heads decide,
// as after a client-side navigation.
export default function Root({children}: {children: ReactNode}): ReactNode {
  const hydrating = useIsHydrating();
  // A title with "%s" in it would be taken for a template's placeholder: such a page keeps stock's way.
  const [serverTitle] = useState(() =>
    hydrating && !document.title.includes('%s') ? document.title : '',
  );
  return (
    <>
      {hydrating && serverTitle && <Head titleTemplate={serverTitle}>{null}</Head>}
      {children}
    </>
  );
}
