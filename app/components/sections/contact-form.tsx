// Placeholder until the contact issue lands: the form, its validation, its proxy and its tests.
export function ContactForm() {
  return <p className="text-slate-300">The contact form is on its way.</p>;
}
