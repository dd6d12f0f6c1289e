import { fullLayoutHook } from "./page-hooks";

/**
 * An inline script for the document's <head>: a page opened at a section's address (`/#expertise`) lays out every
 * section from its first style on (`<html data-full-layout>`, app.css), instead of letting those far from the first
 * screen skip their rendering (`.render-when-near`) until they come near.
 *
 * Why a script, and in the head: the browser scrolls to the section while the page loads, so the sections above
 * it must have their real heights by then. CSS alone (`html:has(:target)`) learns of the target only once it is
 * parsed, after the sections above it were first styled as skipped; Chromium then laid those out for a moment
 * with part of their styles missing (headings at the browser's default size, no padding), and corrected them a
 * few frames after the scroll: the section moved 16 to 24 px away from under the visitor's eyes, in about one
 * load in three. Only the address tells which page load needs it, and it is known before the body is parsed.
 */
export const fullLayoutOnArrival = `if(location.hash)document.documentElement.setAttribute("${fullLayoutHook.name}","")`;
