import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

// The navbar search box, loaded in two steps, so that no search code or index loads with the page.
// First load: this look-alike box, same markup and classes as the plugin's, with the keyboard
// shortcut. On the first hover, focus, touch or shortcut it loads the plugin's real box
// (@theme-original/SearchBar), swaps it in and hands over focus and anything already typed; the real
// box then loads the index of the version being read. A page opened from a search result
// (`?_highlight=`) loads the real box at once, since it is what highlights the term.

const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';
const HIGHLIGHT_PARAM = '_highlight';

// The plugin's box takes this optional callback; the navbar passes nothing.
interface Props {
  handleSearchBarToggle?: (expanded: boolean) => void;
}
type SearchBarComponent = ComponentType<Props>;
let realSearchBar: SearchBarComponent | null = null;
let realSearchBarPromise: Promise<SearchBarComponent> | null = null;
// What the site adds to the real box's panel (./panel.ts) comes with the real box.
let panel: typeof import('./panel') | null = null;

function loadRealSearchBar(): Promise<SearchBarComponent> {
  realSearchBarPromise ??= Promise.all([
    import('@theme-original/SearchBar'),
    import('./panel'),
  ]).then(([module, panelModule]) => {
    panel = panelModule;
    realSearchBar = module.default as SearchBarComponent;
    return realSearchBar;
  });
  return realSearchBarPromise;
}

interface ShortcutOptions {
  [option: string]: unknown;
  searchBarShortcut?: boolean;
  searchBarShortcutHint?: boolean;
  searchBarShortcutKeymap?: string;
}

// The search plugin's own options, as the site config gives them to the browser.
function useShortcutOptions(): Required<ShortcutOptions> {
  const {siteConfig} = useDocusaurusContext();
  const entry = (siteConfig.themes ?? []).find(
    (theme): theme is [string, ShortcutOptions] =>
      Array.isArray(theme) && theme[0] === SEARCH_PLUGIN,
  );
  const options: ShortcutOptions = entry ? entry[1] : {};
  return {
    searchBarShortcut: options.searchBarShortcut ?? true,
    searchBarShortcutHint: options.searchBarShortcutHint ?? true,
    searchBarShortcutKeymap: options.searchBarShortcutKeymap ?? 'mod+k',
  };
}

// Sets an input's value so that React sees an `input` event with it.
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

// What the real box does on hover: start loading the index (React listens for `mouseover`).
function hoverOver(input: HTMLInputElement): void {
  input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
}

// While the two boxes change places (one frame), the look-alike stays mounted and focused but unseen,
// so that keystrokes still land in it.
const HIDDEN: CSSProperties = {position: 'absolute', opacity: 0, pointerEvents: 'none'};
// The real box's wrapper adds no box of its own. Until the handover it takes no pointer events either:
// a hover reaching it before its mount effects have run would make it load its index twice.
const REAL: CSSProperties = {display: 'contents'};
const REAL_IN_HANDOVER: CSSProperties = {...REAL, pointerEvents: 'none'};

type Phase = 'look-alike' | 'handover' | 'real';
type Trigger = 'interaction' | 'hover' | 'highlight';
const TRIGGER_RANK: Record<Trigger, number> = {highlight: 0, hover: 1, interaction: 2};

export default function SearchBar(props: Props): ReactNode {
  const [Real, setReal] = useState<SearchBarComponent | null>(() => realSearchBar);
  const [phase, setPhase] = useState<Phase>(() => (realSearchBar ? 'real' : 'look-alike'));
  const {search} = useLocation();
  const openedFromResult = new URLSearchParams(search).has(HIGHLIGHT_PARAM);
  const lookAlikeRef = useRef<HTMLInputElement>(null);
  const realRef = useRef<HTMLDivElement>(null);
  const trigger = useRef<Trigger>('highlight');
  const {searchBarShortcut, searchBarShortcutHint, searchBarShortcutKeymap} = useShortcutOptions();
  const isBrowser = useIsBrowser();

  const start = useCallback(
    (why: Trigger) => {
      if (phase !== 'look-alike') return;
      // The strongest reason so far decides what the handover does.
      if (TRIGGER_RANK[why] > TRIGGER_RANK[trigger.current]) trigger.current = why;
      loadRealSearchBar().then(
        (component) => {
          setReal(() => component);
          setPhase('handover');
        },
        (error: unknown) => {
          // Let a later interaction try again (e.g. after a network error).
          realSearchBarPromise = null;
          console.error('Could not load the search box', error);
        },
      );
    },
    [phase],
  );

  useEffect(() => {
    if (openedFromResult) start('highlight');
  }, [openedFromResult, start]);

  // The shortcut works before the real box is loaded: it focuses the look-alike, which loads the real
  // one (which then handles the shortcut itself).
  useEffect(() => {
    if (phase !== 'look-alike' || !searchBarShortcut) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (matchesKeymap(event, keymap)) {
        event.preventDefault();
        lookAlikeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [phase, searchBarShortcut, searchBarShortcutKeymap]);

  // The handover, one task after the real box has mounted: on mount it clears its input from a
  // timeout of its own (syncing it with the URL's `_highlight` terms), and effects run children
  // first, so this timeout fires after that one. Focusing the real box only now also keeps it from
  // loading its index twice (it resets its index state in a mount effect on versioned pages).
  useEffect(() => {
    if (phase !== 'handover') return undefined;
    const timer = window.setTimeout(() => {
      const lookAlike = lookAlikeRef.current;
      const input = realRef.current?.querySelector('input');
      if (lookAlike && input) {
        const focused = document.activeElement === lookAlike;
        if (lookAlike.value) typeInto(input, lookAlike.value);
        if (focused) {
          input.focus();
          input.setSelectionRange(input.value.length, input.value.length);
        } else if (trigger.current === 'hover') {
          hoverOver(input);
        }
      }
      setPhase('real');
    });
    return () => window.clearTimeout(timer);
  }, [phase]);

  const activeVersion = useActiveVersion(undefined);
  const onOlderVersion = activeVersion !== undefined && !activeVersion.isLast;
  const searchPage = useBaseUrl('/search/');
  const history = useHistory();

  useEffect(() => {
    const container = realRef.current;
    if (!Real || !container || !panel) return undefined;
    const {offerLatestSearch, patchSearchBoxAria} = panel;
    const patch = () => {
      if (onOlderVersion) offerLatestSearch(container, searchPage, (url) => history.push(url));
      patchSearchBoxAria(container);
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(container, {subtree: true, childList: true, attributeFilter: ['aria-owns']});
    container.addEventListener('input', patch);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', patch);
    };
  }, [Real, onOlderVersion, searchPage, history]);

  const hints =
    isBrowser && searchBarShortcut && searchBarShortcutHint
      ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform())
      : [];
  // Keys keep each box's DOM node (and the look-alike's focus) while the other comes or goes.
  return (
    <>
      {phase !== 'real' && (
        <div
          key="look-alike"
          className={clsx('navbar__search', styles.searchBarContainer)}
          style={phase === 'handover' ? HIDDEN : undefined}
          dir="ltr"
        >
          <svg
            aria-hidden="true"
            className={styles.searchIcon}
            focusable="false"
            viewBox="0 0 16 16"
          >
            <path
              fill="currentColor"
              d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
            />
          </svg>
          <input
            ref={lookAlikeRef}
            placeholder={translate({
              id: 'theme.SearchBar.label',
              message: 'Search',
              description: 'The ARIA label and placeholder for search button',
            })}
            aria-label="Search"
            aria-hidden={phase === 'handover' ? true : undefined}
            className={`navbar__search-input ${styles.searchInput}`}
            onFocus={() => start('interaction')}
            onTouchStart={() => start('interaction')}
            onMouseEnter={() => start('hover')}
          />
          {hints.length > 0 && (
            <div className={styles.searchHintContainer}>
              {hints.map((hint) => (
                <kbd key={hint} className={styles.searchHint}>
                  {hint}
                </kbd>
              ))}
            </div>
          )}
        </div>
      )}
      {Real && (
        <div key="real" ref={realRef} style={phase === 'handover' ? REAL_IN_HANDOVER : REAL}>
          <Real {...props} />
        </div>
      )}
    </>
  );
}
