// Which TDEX protocol each docs version describes: daemon 0.x speaks protocol v1 (`tdex.v1`),
// daemon 1.x and later (and the current docs) speak protocol v2 (`tdex.v2`).
// Update this when a daemon release adopts a new protocol version.
export function protocolOfDocsVersion(versionName: string): 'v1' | 'v2' {
  if (versionName === 'current') {
    return 'v2';
  }
  return versionName.split('.')[0] === '0' ? 'v1' : 'v2';
}
