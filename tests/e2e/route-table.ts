import { routeTableIn } from "./site-words";

/** Every page of the registry in English, with what its h1 must say. */
export const routeTable = routeTableIn("en");
