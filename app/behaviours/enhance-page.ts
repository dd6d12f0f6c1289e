import { ensureInvokerCommands } from "./invoker-commands";
import { startHeaderState } from "./header-state";
import { startLanguageSuggestion } from "./language-suggestion";
import { startModalDialogs } from "./modal-dialogs";
import { startMotion } from "./motion";
import { startPageFacts } from "./page-facts";
import { startPagePosition } from "./page-position";
import { startPageTransitions } from "./page-transitions";
import { startParticleFields } from "./particle-fields";
import { startRotators } from "./rotators";
import { startTruncatedLabels } from "./truncated-labels";
import { startVideoFacades } from "./video-facades";
import { startVisitMeasure } from "./visit-measure";
import { readyHook } from "~/lib/document/page-hooks";
import { recordVisitInsight } from "~/lib/visit/visit-insight";
import { recordVisitLanding } from "~/lib/visit/visit-landing";

let started: Promise<void> | undefined;

/**
 * Makes the server's HTML interactive without React: run once per page, by the page script (app/page-script.ts).
 * Marks `<html data-ready>` when everything is in place.
 */
export function enhancePage(): Promise<void> {
  started ??= (async () => {
    recordVisitLanding();
    recordVisitInsight();
    startVisitMeasure();
    await ensureInvokerCommands();
    startPagePosition();
    startPageTransitions();
    startMotion();
    startHeaderState();
    startModalDialogs();
    startVideoFacades();
    startRotators();
    startTruncatedLabels();
    startParticleFields();
    startPageFacts();
    startLanguageSuggestion();
    document.documentElement.setAttribute(readyHook.name, "true");
  })();
  return started;
}
