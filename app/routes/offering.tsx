import { data } from "react-router";
import { BackToHome } from "~/components/ui/back-to-home";
import { offeringByPath } from "~/content/offerings/registry";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/offering";

// One template for every service, venture and expertise page: the page is whatever content its path names.
// `url` is React Router's normalized URL: the same path whether the request was for the page or its .data.
export function loader({ url }: Route.LoaderArgs) {
  const page = offeringByPath(url.pathname);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.page.title, description: args.loaderData.page.summary }) : [];

export default function Offering({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-5 pt-32 pb-24 sm:px-8">
      <BackToHome />
      <h1 className="mt-10 text-4xl font-semibold tracking-tight text-white sm:text-6xl">{page.title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-300">{page.summary}</p>
    </section>
  );
}
