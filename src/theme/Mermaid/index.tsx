import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

// Wraps the stock Mermaid component (@docusaurus/theme-mermaid), which draws the diagram. Nothing of
// it is rendered until its placeholder comes within a screen's height of the viewport: loading the
// Mermaid library and laying out a diagram is the heaviest script work a page does, and a reader
// who never scrolls that far does not pay for it (bench/README.md). The diagram's code (./Diagram.tsx,
// with the stock component and the sideways scrolling of a phone) loads then too, so that pages
// with code blocks but no diagram in view carry none of it.

type Props = WrapperProps<typeof MermaidType>;

let Diagram: ComponentType<Props> | undefined;
const loadDiagram = () =>
  import('./Diagram').then((module) => {
    Diagram = module.default;
  });

// How far outside the viewport a diagram starts to render: one screen ahead, so that it is usually
// drawn by the time the reader scrolls to it.
const RENDER_AHEAD = '100% 0px';

/**
 * A ref for a placeholder element, and whether that element has come near the viewport and the
 * diagram's code has loaded.
 */
function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    const show = () => void loadDiagram().then(() => setIsNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      {rootMargin: RENDER_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}

export default function MermaidWrapper(props: Props): ReactNode {
  const [placeholder, isNear] = useNearViewport();
  if (isNear && Diagram) return <Diagram {...props} />;
  return <div ref={placeholder} className={styles.pending} data-mermaid-pending="" />;
}
