import {createContext} from 'react';

// Ties each tab to its panel for assistive technology and HTML validators: the tab gets an id and
// aria-controls (its panel's id); the panel gets an id and aria-labelledby (its tab's id).
// Every <Tabs> provides its own base (React's useId), so ids stay unique with several tab groups
// of the same groupId on one page, and the server and browser render the same ids.
export const TabsIdContext = createContext<string | null>(null);

export {panelId, tabId} from './tabIdNames.mjs';
