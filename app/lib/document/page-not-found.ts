import { data } from "react-router";

/**
 * What a loader throws when its path names no page: React Router answers 404, and the root's error boundary shows
 * the not-found page. A missing page is something a request can ask for, never an exception of ours.
 */
export function pageNotFound(): never {
  // oxlint-disable-next-line typescript/only-throw-error -- React Router's way to answer with a status
  throw data(null, { status: 404, statusText: "Not Found" });
}
