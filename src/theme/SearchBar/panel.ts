import {translate} from '@docusaurus/Translate';

// What the site adds to the real search box's panel, loaded with it (./index.tsx).

// Two ARIA gaps of the plugin's box (autocomplete.js), which axe reports once the panel is open:
// the combobox names its list with `aria-owns` only, where ARIA 1.2 asks for `aria-controls`; and the
// "See all results" link sits inside the listbox, whose children may only be options. The link
// becomes an option (it still opens the search page with a click, Enter or Tab).
export function patchSearchBoxAria(container: HTMLElement): void {
  const input = container.querySelector('input[role="combobox"]');
  const owns = input?.getAttribute('aria-owns');
  if (input && owns && input.getAttribute('aria-controls') !== owns) {
    input.setAttribute('aria-controls', owns);
  }
  for (const link of container.querySelectorAll('[role="listbox"] a[href]:not([role])')) {
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
  }
}

// On a page of an older docs version the box searches that version's index only (the plugin has
// one index per version and no option to search another). The search page searches the latest docs
// and the blog when its address names no version: the panel ends with a link there, with the words
// typed, shown even when this version has no result ("upgrade", "migrate" from 0.9.1).
const LATEST_LINK = 'data-tdex-search-latest';

export function offerLatestSearch(
  container: HTMLElement,
  searchPage: string,
  open: (url: string) => void,
): void {
  const input = container.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listbox = container.querySelector<HTMLElement>('[role="listbox"]');
  if (!input || !listbox) return;
  let link = listbox.querySelector<HTMLAnchorElement>(`a[${LATEST_LINK}]`);
  if (!link) {
    link = document.createElement('a');
    link.setAttribute(LATEST_LINK, '');
    link.style.display = 'block';
    link.style.padding = '0.5rem 0.75rem';
    link.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      open(link!.getAttribute('href')!);
    });
    listbox.append(link);
  }
  const query = input.value.trim();
  const href = `${searchPage}?q=${encodeURIComponent(query)}`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  const text = translate(
    {id: 'tdex.searchBar.searchLatest', message: 'Search the latest docs for "{query}"'},
    {query},
  );
  if (link.textContent !== text) link.textContent = text;
}
