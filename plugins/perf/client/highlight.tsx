// What src/theme/CodeBlock/Content imports in place of prism-react-renderer's Highlight: the stock
// component, loaded on demand in the browser (./prism-loader.ts). Until it has loaded (a block
// rendered by the browser right after a client-side navigation), the block shows its code as plain
// lines, through the same render function.
import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Highlight as StockHighlight, RenderProps, Token} from 'prism-react-renderer';
import {loadHighlight, loadedHighlight} from './prism-loader';

type Props = ComponentProps<typeof StockHighlight>;

function plainLines({code, language, theme, children}: Props): ReactNode {
  const tokens: Token[][] = code
    .split(/\r\n|\r|\n/)
    .map((content) => [{types: ['plain'], content: content || '\n', empty: content === ''}]);
  const render: RenderProps = {
    tokens,
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme?.plain ?? {},
    getLineProps: (input) => {
      // `line` is an input, not an attribute.
      const props: Record<string, unknown> = {...input};
      delete props.line;
      return {...props, className: clsx('token-line', input.className)};
    },
    getTokenProps: ({token, className, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
    }),
  };
  return children(render);
}

export function Highlight(props: Props): ReactNode {
  const [Loaded, setLoaded] = useState(loadedHighlight);
  useEffect(() => {
    if (!Loaded) void loadHighlight().then((highlight) => setLoaded(() => highlight));
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : plainLines(props);
}
