import {createContext} from 'react';

// The blog's title while the blog list renders (src/theme/BlogListPage), for the BlogLayout
// wrapper to show as the page's h1 inside <main>, where the list page itself cannot put it
// without being ejected. Null on every other page that uses BlogLayout.
export const BlogListTitleContext = createContext<string | null>(null);
