import { contactForm } from "./contact-form";
import { everyTemplate } from "./every-template";
import { homeMotion } from "./home-motion";
import type { Journey } from "./journey";
import { notFound } from "./not-found";
import { offeringPage } from "./offering-page";
import { opsConsole } from "./ops-console";
import { contactFromAnotherPage, contactThenReload, logoFromAnotherPage, menuFromKeyboard } from "./site-menu";
import { underConstructionNames } from "./under-construction";

/** Every visitor journey, run in Firefox and WebKit. */
export const journeys: readonly Journey[] = [
  homeMotion,
  menuFromKeyboard,
  contactFromAnotherPage,
  contactThenReload,
  logoFromAnotherPage,
  contactForm,
  offeringPage,
  underConstructionNames,
  notFound,
  everyTemplate,
  opsConsole,
];
