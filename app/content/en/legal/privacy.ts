import { defineContent } from "~/content/define-content";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import { legalDocumentSchema } from "~/content/legal/legal-schema";

// The privacy policy: twelve sections, last updated July 2025, covering exactly the topics it must cover
// (data collected, uses, legal bases, sharing, the authentication provider, local storage and no tracking
// cookies, security, retention of 3 to 7 years for business records, the seven rights). Loader-only.
const privacySchema = legalDocumentSchema(12);

export const privacyPolicy = defineContent(privacySchema, {
  title: "Privacy Policy",
  description:
    "How we collect, use, share and protect personal data, the legal bases we rely on, how long we keep it and the rights you hold over it.",
  lastUpdated: "2025-07",
  intro:
    "This policy explains what personal data we handle when you visit our website, contact us or work with us, why we handle it, and the choices and rights you have. We have written it to be read, not merely signed off.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        "This website is operated by the company named in the contact section below, an innovation and technology consultancy based in Cambridge, Massachusetts. For the personal data described in this policy we act as the controller, which means we decide why and how it is processed.",
        "The policy applies to this website, to enquiries you send us and to the data of people we work with at client and partner organizations. It does not cover third-party websites we link to, which have their own policies.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        "We collect only what we need for the purposes described in the next section:",
        {
          list: [
            "Contact details you give us, such as your name, email address, company and the content of your message, when you use the contact form or write to us.",
            "Booking details you enter when you schedule a consultation through the embedded scheduling calendar, which the scheduling provider collects on our behalf.",
            "Business contact and engagement records for clients, partners and suppliers, such as job titles, correspondence, contracts and invoices.",
            "Account information, such as your email address and sign-in identifiers, if you use an authenticated feature we provide to clients.",
            "Technical data our servers receive with every request, such as your IP address, browser type and the page requested, which we keep in short-lived security logs.",
          ],
        },
        "We do not ask for special categories of data, such as information about health or political opinions, and we ask you not to send them to us.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use your information",
      blocks: [
        {
          list: [
            "To answer your enquiry and continue the conversation you started, and to confirm by email, at once and in the language you wrote in, that your message reached us.",
            "To schedule, prepare for and hold the consultations you book with us.",
            "To deliver our services under a contract with you or your organization, including project communication, invoicing and record-keeping.",
            "To keep this website and our systems secure, for example by limiting abusive traffic to the contact form.",
            "To meet our legal, accounting and tax obligations.",
            "To send you news about our work where you have asked us to, which you can stop at any time.",
          ],
        },
        "We do not sell personal data, and we do not use it for automated decision-making that has legal or similarly significant effects on you.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal bases for processing",
      blocks: [
        "Where data protection law requires a legal basis for each use of personal data, we rely on the following:",
        {
          terms: [
            {
              term: "Contract",
              detail:
                "when processing is needed to take steps you asked for before entering into a contract with us, or to perform one.",
            },
            {
              term: "Legitimate interests",
              detail:
                "when we respond to business enquiries, maintain client relationships and secure our systems, after weighing those interests against your rights.",
            },
            {
              term: "Legal obligation",
              detail: "when the law requires us to keep records, for example for tax and accounting.",
            },
            {
              term: "Consent",
              detail:
                "when we send optional updates or a feature asks for it explicitly; you may withdraw consent at any time.",
            },
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      blocks: [
        "We share personal data only with service providers that help us run our business, under contracts that limit their use of it to our instructions:",
        {
          list: [
            "an email delivery provider that carries contact form messages to our inbox, and our confirmation to you;",
            "the customer relationship tools our team follows enquiries up in, which receive each enquiry sent through the contact form, with the page it was sent from and how your visit began;",
            "a bot check (Cloudflare Turnstile) that loads only once you start writing in the contact form, and sees your IP address and browser characteristics so it can tell people from automated spam;",
            "a scheduling provider that runs the booking calendar embedded on our pages;",
            "a video platform whose player loads only when you press play on one of our videos;",
            "our hosting and content delivery provider, which serves this website;",
            "an authentication provider for authenticated features, described in the next section;",
            "professional advisers such as accountants and lawyers, who are bound by confidentiality.",
          ],
        },
        "We may also disclose information when the law requires it, to protect our rights, or as part of a merger or acquisition, in which case the recipient remains bound by this policy. Some providers process data outside your country; where they do, we rely on recognized safeguards such as standard contractual clauses.",
      ],
    },
    {
      id: "authenticated-features",
      heading: "Authenticated features",
      blocks: [
        "Some features we offer to clients, such as shared project workspaces, require you to sign in. Sign-in is handled by a third-party authentication provider, which verifies your identity and issues the tokens that keep you signed in. The provider receives your email address and sign-in details for that purpose only.",
        "The public pages of this website, including the contact form and the booking calendar, never require an account.",
      ],
    },
    {
      id: "local-storage-and-cookies",
      heading: "Local storage and cookies",
      blocks: [
        "This website uses no tracking or analytics cookies, and it does not build profiles of its visitors.",
        "Your browser's local storage is used for two things only: authentication tokens, when you are signed in to an authenticated feature, and interface preferences, such as whether you have paused the site's animations and the language you chose to read it in. These values stay on your device, are not used to follow you across other websites, and can be removed at any time by clearing your browser's site data.",
        "While you write in the contact form, what you have typed is kept in your browser's session storage, so that a reload or a failed send loses nothing. It never leaves your device until you send it, and it is removed once the message is sent or the tab is closed.",
        "Your browser also keeps, for the visit only and in its session storage, how the visit began: the page you arrived on, with any campaign tags in its address (such as utm_source), and the name of the website whose link brought you here, never the full address of that page. When you send a message through the contact form, these go with it, together with the page you sent it from, so that we know where your enquiry came from. Apart from the measure of visits described next, nothing of this leaves your device before you press Send, and it is gone when you close the tab.",
        "To see what our website does for us, each page you read sends us, when you leave it, a short measure of that visit: the page and its language, the name of the website that brought you here and the campaign tags described above, the kind of device (phone, tablet or computer, from the width of the window), how quickly the page loaded and responded, and your country, as our hosting provider tells it. A booking made in the embedded calendar is counted the same way. No cookie is set and nothing is stored on your device for this, and we keep neither your IP address nor your browser's description. To count each day's visitors, these are combined with a random value that we replace, and delete, every day, so that no visit can be linked to you or to another day. Known search engine robots are not counted.",
        "Embedded services, namely the scheduling calendar and the video player, load only after you open or play them, and the bot check only once you start on the contact form; they may then set their own cookies under their own policies.",
      ],
    },
    {
      id: "security",
      heading: "Data security",
      blocks: [
        "We protect personal data with measures proportionate to the risk, including:",
        {
          list: [
            "encryption in transit on every page and form of this website;",
            "access to client data limited to the people working on the engagement, with multi-factor authentication on our systems;",
            "strict security headers and a content security policy that stop unapproved scripts from running on our pages;",
            "rate limits and validation on every form submission we receive;",
            "regular review of our providers' security commitments.",
          ],
        },
        "No method of transmission or storage is completely secure. If a breach affects your data and puts your rights at risk, we will notify you and the relevant authority as the law requires.",
      ],
    },
    {
      id: "retention",
      heading: "Data retention",
      blocks: [
        "We keep personal data only as long as we need it for the purpose it was collected for:",
        {
          list: [
            "Enquiries that do not lead to an engagement are deleted within 24 months of our last exchange.",
            `A contact form message is deleted from our servers once it reaches our inbox. If our email service cannot take it, we keep trying for up to ${CONTACT_RETRY_WINDOW_DEFAULT_HOURS} hours, then hold it for at most ${CONTACT_RETENTION_DEFAULT_DAYS} more days so our team can deliver it by hand.`,
            `A message the bot check could not confirm is set apart and delivered more slowly; if it has not reached our inbox within ${CONTACT_RETENTION_DEFAULT_DAYS} days, it is deleted.`,
            "Business records, such as contracts, invoices and project correspondence, are kept for 3 to 7 years, depending on the legal and tax requirements that apply to them.",
            "Security logs are kept for no more than 30 days unless they are needed to investigate an incident.",
            "Measures of visits are kept for 30 days, then only as daily totals, for 13 months.",
            "Data in local storage stays on your device until you sign out or clear it.",
          ],
        },
        "When a retention period ends, we delete the data or anonymize it so that it can no longer identify you.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        "Depending on where you live, you have the following rights over your personal data:",
        {
          terms: [
            {
              term: "Access",
              detail: "to obtain a copy of the personal data we hold about you and information about how we use it.",
            },
            { term: "Rectification", detail: "to have inaccurate or incomplete data corrected." },
            { term: "Erasure", detail: "to have your data deleted where we no longer have a reason to keep it." },
            {
              term: "Restriction",
              detail: "to ask us to limit how we use your data while a concern is being resolved.",
            },
            {
              term: "Portability",
              detail:
                "to receive the data you gave us in a structured, machine-readable format, or to have it sent to another organization.",
            },
            {
              term: "Objection",
              detail: "to object to processing based on our legitimate interests, including direct marketing.",
            },
            {
              term: "Withdrawal of consent",
              detail: "to withdraw your consent at any time, without affecting processing that took place before.",
            },
          ],
        },
        "To exercise any of these rights, contact us using the details below. We will answer within one month and may first ask you to confirm your identity. You also have the right to complain to your data protection authority.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "We will update this policy when our practices or the law change. The date at the top shows when it was last revised; if a change materially affects how we use your data, we will tell you before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: ["Questions about this policy or about your personal data are welcome:", { contact: true }],
    },
  ],
});
