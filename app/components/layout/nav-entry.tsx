import type { NavItem } from "~/content/navigation";

interface NavEntryProps {
  item: NavItem;
  className?: string;
}

/**
 * One navigation entry from content: a link to a home-page section or to a live page, or (while the page is
 * unpublished) a greyed, inert label that assistive technology announces as disabled.
 */
export function NavEntry({ item, className = "" }: NavEntryProps) {
  if ("href" in item || item.published) {
    return (
      <a href={"href" in item ? item.href : item.path} className={`hover:text-violet-200 ${className}`}>
        {item.label}
      </a>
    );
  }
  return (
    <span aria-disabled="true" className={`cursor-not-allowed text-slate-500 ${className}`}>
      {item.label}
    </span>
  );
}
