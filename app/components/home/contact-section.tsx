import { useSiteText } from "~/components/layout/site-text";
import { SchedulingDialog } from "~/components/ui/scheduling-dialog";
import type { ContactText } from "~/content/home/home-content.server";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import { site } from "~/content/site";
import { ContactForm } from "./contact-form";
import { Island } from "~/components/ui/island";
import { SectionHeading } from "~/components/ui/section-heading";

const detailLabel = "text-xs font-semibold tracking-[0.18em] text-slate-400 uppercase";

/**
 * The contact section (id "contact"): the form, the listed e-mail, the phone, the Cambridge
 * office and a booking dialog 600px high. `siteKey` is the bot check's public key, for the form.
 */
export function ContactSection({
  copy,
  text,
  siteKey,
  page,
}: {
  copy: SectionCopy["contact"];
  text: ContactText;
  siteKey: string | null;
  /** The page's path, which the form sends with each message. */
  page: string;
}) {
  const { address } = site;
  const { details } = useSiteText().text.contact;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="render-when-near [contain-intrinsic-size:auto_1420px] lg:[contain-intrinsic-size:auto_690px] py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading id="contact-title" eyebrow={copy.eyebrow} heading={copy.heading} lede={copy.lede} />
          <dl className="mt-10 grid gap-6 sm:grid-cols-2">
            <div>
              <dt className={detailLabel}>{details.email}</dt>
              <dd className="mt-2">
                <a href={`mailto:${site.email}`} className="text-lg text-white underline-offset-4 hover:underline">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className={detailLabel}>{details.phone}</dt>
              <dd className="mt-2">
                <a
                  href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
                  className="text-lg text-white underline-offset-4 hover:underline"
                >
                  {site.phone}
                </a>
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className={detailLabel}>{details.office}</dt>
              <dd className="mt-2">
                <address className="text-lg text-white not-italic">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                  <br />
                  {address.country}
                </address>
              </dd>
            </div>
          </dl>
          <SchedulingDialog
            triggerLabel={copy.booking.trigger}
            title={copy.booking.title}
            frameHeight="600px"
            triggerClassName="mt-10 inline-flex cursor-pointer items-center gap-2 rounded-full border border-white/25 bg-white/5 px-6 py-3 font-medium text-white transition-colors hover:border-violet-200 hover:bg-white/10"
          />
        </div>
        <div className="rounded-[2rem] border border-white/10 bg-night p-6 sm:p-10">
          <Island name="contact-form" component={ContactForm} props={{ text, siteKey, page }} />
        </div>
      </div>
    </section>
  );
}
