import { BackToHome } from "~/components/ui/back-to-home";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/vision";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Our Vision", description: "What we believe technology owes the organisations that adopt it." });

export default function Vision() {
  return (
    <section className="mx-auto max-w-5xl px-5 pt-32 pb-24 sm:px-8">
      <BackToHome />
      <h1 className="mt-10 text-4xl font-semibold tracking-tight text-white sm:text-6xl">Our Vision</h1>
    </section>
  );
}
