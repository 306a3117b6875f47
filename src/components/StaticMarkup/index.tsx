import {
  Fragment,
  createElement,
  isValidElement,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import MDXComponents from '@theme-original/MDXComponents';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {keptMarkupProps, useKeptMarkup, useServerMarkupKept} from '@site/src/utils/hydration';

// Markdown prose that needs nothing from the browser (a paragraph, a list or a table without code
// blocks or components) keeps the markup the server rendered while the page hydrates:
// its element hydrates with an unchanged, empty `dangerouslySetInnerHTML`, which neither client
// runtime writes, so nothing inside it is hydrated. On the spec pages that was over half of what the
// browser hydrated (bench/README.md). Rendered after a client-side navigation, it renders as usual.

// The Markdown wrappers below (and ScrollableTable); their content is checked like that of a plain
// element.
const STATIC_WRAPPERS = new Set<unknown>();

/** Marks a component that renders its children in a plain element, keeping them when it can. */
export function registerStaticWrapper(component: unknown): void {
  STATIC_WRAPPERS.add(component);
}

// Same-page anchors, other sites, and pages of this site: src/theme/Root hands clicks on those to
// the router.
const isStaticHref = (href: unknown): boolean =>
  typeof href === 'string' &&
  (href.startsWith('#') || href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href));

/** Whether `node` can stay as the server rendered it: no code block or component. */
export function isStaticContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every(isStaticContent);
  if (!isValidElement<{children?: ReactNode; href?: unknown}>(node)) return false;
  const {type, props} = node;
  if (typeof type === 'string') {
    if (type === 'a') return isStaticHref(props.href) && isStaticContent(props.children);
    return type !== 'pre' && type !== 'details' && isStaticContent(props.children);
  }
  if (type === Fragment || STATIC_WRAPPERS.has(type)) return isStaticContent(props.children);
  // Markdown links: kept, with what Link would add in the browser left to src/theme/Root.
  if (type === MDXComponents.a) return isStaticHref(props.href) && isStaticContent(props.children);
  // Inline code (a block always comes inside `pre`, or spans lines).
  if (type === MDXComponents.code) {
    return typeof props.children === 'string' && !props.children.includes('\n');
  }
  return type === MDXComponents.img;
}

/**
 * Whether an element with these children keeps the server's markup. `ref` must be on that element
 * (React checks through it that the markup is there).
 */
export function useStaticMarkup(children: ReactNode, ref: RefObject<HTMLElement | null>): boolean {
  const serverMarkupKept = useServerMarkupKept();
  const [kept] = useState(() => serverMarkupKept && isStaticContent(children));
  return useKeptMarkup(kept, ref);
}

type Props = {children?: ReactNode; [prop: string]: unknown};

/** A Markdown element (`'p'`) or component (MDXComponents.ul) that keeps static content unhydrated. */
export function staticWhenPossible(Element: string | ComponentType<Props>): ComponentType<Props> {
  function StaticMarkup({children, ...props}: Props): ReactNode {
    // React 19 passes `ref` to function components as a prop, and MDXComponents.ul/li spread their
    // props on their element.
    const ref = useRef<HTMLElement>(null);
    const kept = useStaticMarkup(children, ref);
    return kept
      ? createElement(Element, {...props, ref, ...keptMarkupProps})
      : createElement(Element, props, children);
  }
  STATIC_WRAPPERS.add(StaticMarkup);
  return StaticMarkup;
}

type HeadingProps = {
  id?: string;
  className?: string;
  children?: ReactNode;
  [prop: string]: unknown;
};

/**
 * A Markdown heading (`h2`-`h6`) that keeps the server's markup while the page hydrates: the
 * heading's text and its "#" link, a same-page anchor that the browser follows without the router.
 * Same element, id and classes as the theme's `Heading` renders.
 */
export function staticHeading(
  level: 'h2' | 'h3' | 'h4' | 'h5' | 'h6',
  Heading: ComponentType<HeadingProps>,
): ComponentType<HeadingProps> {
  function StaticHeading({children, className, id, ...rest}: HeadingProps): ReactNode {
    const ref = useRef<HTMLElement>(null);
    // A heading without an id has no "#" link: the theme renders it bare, and so does this.
    const kept = useStaticMarkup(children, ref) && id !== undefined;
    const anchorTargetClassName = useAnchorTargetClassName(id);
    if (!kept) return createElement(Heading, {...rest, className, id}, children);
    return createElement(level, {
      ...rest,
      className: clsx('anchor', anchorTargetClassName, className),
      id,
      ref,
      ...keptMarkupProps,
    });
  }
  return StaticHeading;
}
