import { useId } from "react";
import { useSiteText } from "~/components/layout/site-text";
import { site } from "~/content/site";
import { FrameSlot } from "./frame-slot";
import { ModalDialog } from "./modal-dialog";
import { invokerCommand } from "~/lib/document/invoker-command";

interface SchedulingDialogProps {
  /** Text of the button that opens the dialog. */
  triggerLabel: string;
  triggerClassName?: string;
  /** Dialog title, also its accessible name. */
  title: string;
  /** Height of the scheduling frame, a CSS length (hero 700px, contact section 600px, offering pages 80vh). */
  frameHeight: string;
  /** Tailwind max-width class of the panel (expertise pages: max-w-4xl). */
  maxWidthClass?: string;
}

/**
 * Every booking and consultation dialog of the site. The scheduling provider's frame is created when the dialog
 * first opens, so nothing third-party loads before the visitor asks for it.
 */
export function SchedulingDialog({
  triggerLabel,
  triggerClassName = "",
  title,
  frameHeight,
  maxWidthClass = "max-w-3xl",
}: SchedulingDialogProps) {
  const id = useId();
  const { text } = useSiteText();
  return (
    <>
      <button type="button" {...invokerCommand("show-modal", id)} aria-haspopup="dialog" className={triggerClassName}>
        {triggerLabel}
      </button>
      <ModalDialog
        id={id}
        label={title}
        className={`m-auto w-[calc(100vw-2rem)] ${maxWidthClass} rounded-2xl border border-white/10 bg-night p-0 text-white backdrop:bg-black/70`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-white/10 px-5 py-3">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button
            type="button"
            {...invokerCommand("close", id)}
            className="cursor-pointer rounded-full border border-white/20 px-3 py-1.5 text-sm hover:border-violet-300"
          >
            {text.dialog.close}
          </button>
        </div>
        <FrameSlot
          src={site.schedulingUrl}
          title={`${title}: ${text.dialog.calendar}`}
          style={{ height: frameHeight }}
          className="bg-white"
        />
      </ModalDialog>
    </>
  );
}
