import pluginContentBlog, {
  validateOptions,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';

// The stock blog plugin always creates /blog/authors/ once authors.yml exists. The portal keeps
// authors.yml (names, titles, avatars) but publishes no author pages, so those routes are dropped.
export default async function blogPluginWithoutAuthorPages(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const blogPlugin = (await pluginContentBlog(context, options)) as Plugin<unknown>;
  const authorsPath =
    `${context.baseUrl}${options.routeBasePath}/${options.authorsBasePath}`.replace(/\/+/g, '/');
  return {
    ...blogPlugin,
    async contentLoaded(args) {
      await blogPlugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => {
            if (!route.path.startsWith(authorsPath)) {
              args.actions.addRoute(route);
            }
          },
        },
      });
    },
  };
}

export {validateOptions};
