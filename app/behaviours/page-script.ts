// The whole script of a page that does not hydrate: built on its own (vite.config.ts), a few KB.
import { enhancePage } from "./enhance-page";

void enhancePage();
