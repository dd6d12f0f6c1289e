import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Legal Notice", description: "The terms that govern the use of this website." });

export default function Terms() {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-32 pb-24 sm:px-8">
      <h1 className="text-4xl font-semibold tracking-tight text-white">Legal Notice</h1>
    </section>
  );
}
