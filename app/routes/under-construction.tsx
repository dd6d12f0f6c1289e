import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/under-construction";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Coming soon", description: "This part of the site is being built." });

export default function UnderConstruction() {
  return (
    <section className="mx-auto flex min-h-[80vh] max-w-5xl flex-col justify-center px-5 pt-24 pb-16 sm:px-8">
      <h1 className="text-5xl font-semibold tracking-tight text-white sm:text-7xl">Looking Beyond Conventional</h1>
      <p className="mt-6 text-xl text-slate-300">Coming soon...</p>
    </section>
  );
}
