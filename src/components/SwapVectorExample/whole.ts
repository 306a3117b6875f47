import {expand} from '@site/src/utils/abbreviation.mjs';

// Loaded on the first click only, so that the page's own code stays as small as it was.

function stringsOf(json: unknown): string[] {
  if (typeof json === 'string') return [json];
  if (json !== null && typeof json === 'object') return Object.values(json).flatMap(stringsOf);
  return [];
}

/** The example `code` (JSON) with each shortened string replaced by the vectors' value it shortens. */
export async function wholeMessage(vectorsUrl: string, code: string): Promise<string> {
  const response = await fetch(vectorsUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const message = expand(JSON.parse(code), stringsOf(await response.json()));
  return `${JSON.stringify(message, null, 2)}\n`;
}
