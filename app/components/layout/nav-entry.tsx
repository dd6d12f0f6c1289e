import { Link } from "react-router";
import type { NavItem } from "~/content/site-schema";
import { useSectionNavigation } from "~/lib/use-section-navigation";

interface NavEntryProps {
  item: NavItem;
  /** Called after a live entry is used (the menu closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * One navigation entry from content: a section button, a live page link, or (while the page is unpublished)
 * a greyed, inert label that assistive technology announces as disabled.
 */
export function NavEntry({ item, onNavigate, className = "" }: NavEntryProps) {
  const { goToSection } = useSectionNavigation();

  if ("section" in item) {
    return (
      <button
        type="button"
        className={`cursor-pointer text-left hover:text-violet-200 ${className}`}
        onClick={() => {
          onNavigate?.();
          goToSection(item.section);
        }}
      >
        {item.label}
      </button>
    );
  }
  if (item.published) {
    return (
      <Link to={item.path} className={`hover:text-violet-200 ${className}`} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }
  return (
    <span aria-disabled="true" className={`cursor-not-allowed text-slate-500 ${className}`}>
      {item.label}
    </span>
  );
}
