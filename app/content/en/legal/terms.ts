import { defineContent } from "~/content/define-content";
import { legalDocumentSchema } from "~/content/legal/legal-schema";

// The legal notice (terms of use): nine sections, last updated July 2025, on the topics it must cover,
// with Massachusetts as the governing law. Loader-only.
const termsSchema = legalDocumentSchema(9);

export const termsOfUse = defineContent(termsSchema, {
  title: "Legal Notice",
  description:
    "The terms that govern your use of this website and its content, including the license we grant, disclaimers, limits of liability and governing law.",
  lastUpdated: "2025-07",
  intro:
    "Please read these terms before using this website. They set out what you may do with its content and the limits of what we promise about it.",
  sections: [
    {
      id: "agreement",
      heading: "Agreement to terms",
      blocks: [
        "By accessing or using this website you agree to be bound by these terms and by all laws and regulations that apply to your use of it. If you do not agree with any part of them, please do not use the site.",
        "The site is operated by the company named in the contact section below. We may revise these terms at any time by updating this page; the version published here when you use the site is the one that applies.",
      ],
    },
    {
      id: "services",
      heading: "Description of services",
      blocks: [
        "This website describes the innovation and technology consulting services we offer, including innovation programs, product development, applied research, venture building and specialist expertise. It also lets you contact us and book consultations.",
        "Descriptions on the site are general information. The scope, price and terms of any engagement are set only in a written agreement signed by both parties, which prevails over anything stated here.",
      ],
    },
    {
      id: "use-license",
      heading: "Use license",
      blocks: [
        "We grant you a personal, non-exclusive and revocable license to view the materials on this website and to download one copy for your own non-commercial reference. This is a license, not a transfer of title, and under it you may not:",
        {
          list: [
            "modify the materials or copy them beyond that single copy;",
            "use the materials for any commercial purpose or for any public display;",
            "attempt to reverse engineer any software contained on the website;",
            "remove any copyright or other proprietary notices from the materials;",
            "transfer the materials to another person or mirror them on any other server.",
          ],
        },
        "This license ends automatically if you break any of these restrictions, and we may end it at any time. When it ends, you must destroy any downloaded materials in your possession.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      blocks: [
        "Your use of this website is also governed by our Privacy Policy, which explains what personal data we collect, why we collect it, how long we keep it and the rights you have.",
        { link: { label: "Read the Privacy Policy", to: "/privacy" } },
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      blocks: [
        "The materials on this website are provided as is. We make no warranties, expressed or implied, and disclaim all other warranties, including implied warranties of merchantability, fitness for a particular purpose and non-infringement of intellectual property.",
        "Case descriptions, figures and examples illustrate our work; they are not a promise that any future engagement will achieve the same results.",
      ],
    },
    {
      id: "limitations",
      heading: "Limitations of liability",
      blocks: [
        "To the fullest extent permitted by law, neither we nor our suppliers will be liable for any damages, including loss of data, loss of profit or business interruption, arising out of the use of or inability to use the materials on this website, even if we have been told that such damage is possible.",
        "Some jurisdictions do not allow limits on implied warranties or on liability for incidental or consequential damages, so these limitations may not apply to you in full.",
      ],
    },
    {
      id: "accuracy",
      heading: "Accuracy of materials",
      blocks: [
        "The materials on this website may include technical, typographical or photographic errors. We do not warrant that any of them are accurate, complete or current.",
        "We may change the materials at any time without notice, but we make no commitment to update them.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by and construed in accordance with the laws of the Commonwealth of Massachusetts, United States, without regard to its conflict-of-law provisions.",
        "You irrevocably submit to the exclusive jurisdiction of the state and federal courts located in Massachusetts for any dispute arising from these terms or your use of the site.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: ["If you have questions about these terms, please get in touch:", { contact: true }],
    },
  ],
});
