import { LegalDocument } from "~/components/legal/legal-document";
import { legalDocumentByPath } from "~/content/legal/documents.server";
import { pageNotFound } from "~/lib/document/page-not-found";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/legal";

// One template for the privacy policy and the legal notice. The copy is read by the loader only: it is
// parsed on the server and reaches the browser as page data, never as part of a script bundle.
export function loader({ url }: Route.LoaderArgs) {
  const document = legalDocumentByPath(url.pathname);
  // Routes are made from the same registry and match letter case exactly, and the build checks every legal page has
  // its document: a path without one is still answered as a 404, not an error.
  if (!document) pageNotFound();
  return { document };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData.document.title, description: args.loaderData.document.description });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} />;
}
