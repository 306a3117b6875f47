import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

// The navbar search box, loaded in two steps (issue 5: no search code or index on page load).
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

function loadRealSearchBar(): Promise<SearchBarComponent> {
  realSearchBarPromise ??= import('@theme-original/SearchBar').then((module) => {
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

interface Handover {
  value: string;
  focused: boolean;
}

// Sets an input's value so that React and Preact both see an `input` event with it.
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export default function SearchBar(props: Props): ReactNode {
  const [Real, setReal] = useState<SearchBarComponent | null>(() => realSearchBar);
  const {search} = useLocation();
  const openedFromResult = new URLSearchParams(search).has(HIGHLIGHT_PARAM);
  const placeholderRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);
  const {searchBarShortcut, searchBarShortcutHint, searchBarShortcutKeymap} = useShortcutOptions();
  const isBrowser = useIsBrowser();

  const start = useCallback(() => {
    if (Real) return;
    loadRealSearchBar().then(
      (component) => {
        const input = placeholderRef.current;
        if (input) {
          handover.current = {
            value: input.value,
            focused: document.activeElement === input,
          };
        }
        setReal(() => component);
      },
      (error: unknown) => {
        // Let a later interaction try again (e.g. after a network error).
        realSearchBarPromise = null;
        console.error('Could not load the search box', error);
      },
    );
  }, [Real]);

  useEffect(() => {
    if (openedFromResult) start();
  }, [openedFromResult, start]);

  // The shortcut works before the real box is loaded: it focuses this one, which loads the real one.
  useEffect(() => {
    if (Real || !searchBarShortcut) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (matchesKeymap(event, keymap)) {
        event.preventDefault();
        placeholderRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Real, searchBarShortcut, searchBarShortcutKeymap]);

  // Runs in the same frame as the swap, so no keystroke falls between the two boxes.
  useLayoutEffect(() => {
    const state = handover.current;
    if (!Real || !state) return;
    handover.current = null;
    const input = containerRef.current?.querySelector('input');
    if (!input) return;
    if (state.value) typeInto(input, state.value);
    if (state.focused) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [Real]);

  if (Real) {
    return (
      <div ref={containerRef} style={{display: 'contents'}}>
        <Real {...props} />
      </div>
    );
  }

  const hints =
    isBrowser && searchBarShortcut && searchBarShortcutHint
      ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform())
      : [];
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={placeholderRef}
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onFocus={start}
        onMouseEnter={start}
        onTouchStart={start}
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
  );
}
