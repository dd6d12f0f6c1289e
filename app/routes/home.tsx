import { ContactForm } from "~/components/sections/contact-form";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import { useHomeArrival } from "~/lib/use-home-arrival";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: site.name, description: site.tagline });

export default function Home() {
  useHomeArrival();
  return (
    <>
      <section id="home" className="flex min-h-[80vh] items-center px-5 pt-24 sm:px-8">
        <div className="mx-auto w-full max-w-7xl">
          <h1 className="text-5xl font-semibold tracking-tight text-white sm:text-7xl">Looking Beyond Conventional</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">{site.tagline}</p>
        </div>
      </section>
      <section id="services" aria-labelledby="services-title" className="min-h-[60vh] px-5 py-24 sm:px-8">
        <h2 id="services-title" className="mx-auto max-w-7xl text-3xl font-semibold text-white">Services</h2>
      </section>
      <section id="tech-landscape" hidden aria-label="Technology landscape" />
      <section id="expertise" aria-labelledby="expertise-title" className="min-h-[60vh] px-5 py-24 sm:px-8">
        <h2 id="expertise-title" className="mx-auto max-w-7xl text-3xl font-semibold text-white">Expertise</h2>
      </section>
      <section id="contact" aria-labelledby="contact-title" className="min-h-[70vh] px-5 py-24 sm:px-8">
        <h2 id="contact-title" className="mx-auto max-w-7xl text-3xl font-semibold text-white">Contact</h2>
        <div className="mx-auto mt-8 max-w-2xl"><ContactForm /></div>
      </section>
    </>
  );
}
