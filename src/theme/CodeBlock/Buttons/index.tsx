import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  useCodeBlockContext,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useServerMarkupKept} from '@site/src/utils/hydration';

type Props = WrapperProps<typeof ButtonsType>;

// What makes the reader "reach" a code block: the pointer over it, focus inside it, a touch.
const REACH_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

// The stock buttons with the stock word-wrap state behind them (`useCodeWordWrap` makes its own ref
// for the <pre>, pointed here at the block's).
function LiveButtons(props: Props): ReactNode {
  const {metadata, wordWrap: passive} = useCodeBlockContext();
  const wordWrap = useCodeWordWrap();
  useIsomorphicLayoutEffect(() => {
    wordWrap.codeBlockRef.current = passive.codeBlockRef.current;
  });
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons {...props} />
    </CodeBlockContextProvider>
  );
}

// A code block that hydrates from the server's HTML gets its copy and word-wrap buttons once the
// reader reaches it (on a touch screen: once it is on screen), not while the page hydrates: they are invisible until then anyway (stock CSS
// shows them on hover and focus), and setting them up for every block of a page was most of the work
// of hydrating a docs page (bench/README.md). Blocks rendered in the browser get them at once.
export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const kept = useServerMarkupKept();
  const [reached, setReached] = useState(!kept);
  useEffect(() => {
    const block = wordWrap.codeBlockRef.current?.closest(`.${ThemeClassNames.common.codeBlock}`);
    if (reached || !block) return undefined;
    const reach = () => setReached(true);
    REACH_EVENTS.forEach((type) => block.addEventListener(type, reach, {passive: true}));
    // A touch screen has no hover to reveal the buttons: there a block gets them once it is on
    // screen, so copying never takes a first tap (only the blocks the reader scrolls to pay).
    const observer = window.matchMedia('(hover: none)').matches
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach())
      : null;
    observer?.observe(block);
    return () => {
      observer?.disconnect();
      REACH_EVENTS.forEach((type) => block.removeEventListener(type, reach));
    };
  }, [reached, wordWrap.codeBlockRef]);
  return reached ? <LiveButtons {...props} /> : null;
}
