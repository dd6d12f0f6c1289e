// The script of every page, built on its own (vite.config.ts): the behaviours that make the HTML interactive,
// and the islands React hydrates where a page has them, each when it comes on screen.
import { enhancePage } from "./behaviours/enhance-page";
import { hydrateIslands } from "./components/ui/hydrate-islands";
import { islands } from "./islands";

hydrateIslands(islands);
void enhancePage();
