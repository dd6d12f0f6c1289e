// Debian's Chromium and the flags every headless run here uses: the browser tests, the Lighthouse bench and the
// share-image script all start it the same way.
export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
