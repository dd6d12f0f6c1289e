import { useTypedText } from "~/lib/motion/use-typed-text";

interface TypedTextProps {
  text: string;
  delayMs: number;
  typing: boolean;
  className?: string;
}

/**
 * A paragraph that types itself out. The untyped rest stays in place but invisible, so the paragraph has its
 * final size from the start (no layout shift); assistive technology reads the whole text once, not the typing.
 */
export function TypedText({ text, delayMs, typing, className = "" }: TypedTextProps) {
  const count = useTypedText(text.length, delayMs, typing);
  return (
    <p className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        <span data-typed="">{text.slice(0, count)}</span>
        {typing && count < text.length && (
          <span className="relative inline-block w-0 align-baseline">
            <span className="absolute -top-[0.85em] left-0.5 h-[1em] w-[2px] bg-teal-300" />
          </span>
        )}
        <span className="invisible">{text.slice(count)}</span>
      </span>
    </p>
  );
}
