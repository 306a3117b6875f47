import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useServerMarkupKept} from '@site/src/utils/hydration';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

// What makes the reader "reach" a code block: the pointer over it, focus inside it, a touch.
const REACH_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

// A code block that hydrates from the server's HTML gets its copy and word-wrap buttons once the
// reader reaches it (on a touch screen: once it is on screen), not while the page hydrates: they are
// invisible until then anyway (stock CSS shows them on hover and focus), and setting them up for every
// block of a page was most of the work of hydrating a docs page (bench/README.md). Blocks rendered in
// the browser get them at once. The element around them is there to find the block from.
export default function ButtonsWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const kept = useServerMarkupKept();
  const [reached, setReached] = useState(!kept);
  useEffect(() => {
    const block = ref.current?.closest(`.${ThemeClassNames.common.codeBlock}`);
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
  }, [reached]);
  return (
    <div ref={ref} className={styles.reach}>
      {reached && <Buttons {...props} />}
    </div>
  );
}
