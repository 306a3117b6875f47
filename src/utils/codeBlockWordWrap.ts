import {useMemo, useRef} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

const noop = () => {};

/**
 * The word-wrap state a code block starts with: only the ref to its `<pre>`. The real state (the
 * stock `useCodeWordWrap`: a mutation observer, a resize listener and a layout read per block) is
 * set up by src/theme/CodeBlock/Buttons once the reader reaches the block, with the buttons that use it.
 */
export function usePassiveCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  return useMemo(
    () => ({codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: noop}),
    [],
  );
}
