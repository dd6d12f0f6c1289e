import { ModalDialog } from "~/components/ui/modal-dialog";
import { NavEntry } from "./nav-entry";
import { useSiteText } from "./site-text";
import { invokerCommand } from "~/lib/document/invoker-command";

/**
 * The full-screen menu: a modal dialog, so focus stays in it, Escape closes it and focus returns to the toggle.
 * Following one of its links closes it (behaviours/modal-dialogs.ts).
 */
export function SiteMenu({ id }: { id: string }) {
  const { text, navigation } = useSiteText();
  return (
    <ModalDialog
      id={id}
      label={text.header.menuDialog}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-black/60"
    >
      <div className="mx-auto flex min-h-full max-w-7xl flex-col px-5 py-6 sm:px-8">
        <div className="flex justify-end">
          <button
            type="button"
            {...invokerCommand("close", id)}
            className="cursor-pointer rounded-full border border-white/20 px-4 py-2 text-sm font-medium hover:border-violet-300"
          >
            {text.header.closeMenu}
          </button>
        </div>
        <nav aria-label={text.header.mainNavigation} className="grid flex-1 content-center gap-12 py-10 md:grid-cols-3">
          {navigation.menu.map((group, index) => (
            <section key={group.heading} aria-labelledby={`menu-group-${index + 1}`}>
              <h2
                id={`menu-group-${index + 1}`}
                className="mb-5 text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase"
              >
                {group.heading}
              </h2>
              <ul className="space-y-3 text-2xl font-light">
                {group.items.map((item) => (
                  <li key={item.label}>
                    <NavEntry item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
    </ModalDialog>
  );
}
