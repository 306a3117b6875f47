import {type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import NotFound from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocsRootType>;

// Wrapped: the docs plugin's root route (`/docs/`) matches every address under /docs/, but no docs
// version lives at /docs/ itself. The stock component then renders an empty layout for `/docs/` or
// `/docs/v2/...` once React has taken over from the server's 404.html; this shows the not-found page.
export default function DocsRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const matchesAVersion = props.route.routes?.some((route) => matchPath(pathname, route));
  return matchesAVersion ? <DocsRoot {...props} /> : <NotFound />;
}
