// Ejected from node_modules/@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx (3.10.2): a block the server rendered keeps its highlighted lines while the page hydrates, and prism-react-renderer's Highlight loads on demand.
// Can go when: theme-classic's code blocks keep the highlighted lines the server rendered while the
// page hydrates, and load prism-react-renderer only to highlight in the browser (no upstream issue
// asks for it yet).
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from '@site/plugins/perf/client/highlight';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {useHydratingServerMarkup} from '@site/src/utils/hydration';

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  function Pre(props, ref) {
    return (
      <pre
        ref={ref}
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

const SERVER_LINES = {__html: ''};

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // Decided at the block's first render: while the page hydrates, keep the server's lines.
  const keepServerLines = useHydratingServerMarkup();
  if (keepServerLines) {
    // The same <pre> and <code> as below; an unchanged `dangerouslySetInnerHTML` is never written,
    // neither while hydrating nor on a re-render, so the server's lines stay as they are.
    return (
      <Pre
        ref={wordWrap.codeBlockRef}
        className={clsx(
          classNameProp,
          'prism-code',
          `language-${language.toLowerCase()}`,
        )}
        style={prismTheme.plain}>
        <Code dangerouslySetInnerHTML={SERVER_LINES} suppressHydrationWarning />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          className={clsx(classNameProp, className)}
          style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
