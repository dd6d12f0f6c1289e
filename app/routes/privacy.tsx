import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Privacy Policy", description: "How we collect, use and protect personal data." });

export default function Privacy() {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-32 pb-24 sm:px-8">
      <h1 className="text-4xl font-semibold tracking-tight text-white">Privacy Policy</h1>
    </section>
  );
}
