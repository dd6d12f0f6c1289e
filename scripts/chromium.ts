// Debian's Chromium and the flags every headless run here uses: the browser tests, the Lighthouse and console
// benches and the scripts that draw with it all start it the same way.
//
// The headless shell (Debian's chromium-headless-shell: the same engine as `chromium`, without the desktop
// browser around it) rather than `chromium --headless`: on the same Chromium browser tests, alone on two cores, it
// took 246 s against 356 s, its browser process 55 CPU-seconds against 139
// (docs/decisions/0035-chromium-headless-shell.md).
export const chromiumPath = "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
