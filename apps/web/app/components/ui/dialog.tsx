// Radix Dialog with the kit's look. Radix gives the behaviour the spec asks of every dialog
// (spec 2 "Generic widgets"): Escape and a backdrop click close it, focus is trapped inside and
// returns to the trigger, the title names the dialog.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { CloseIcon } from "./icons";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer actions, right-aligned. */
  footer?: ReactNode;
  /** Spec 9: dialogs are 400 to 800 px wide; the default suits a form. */
  width?: number;
  /** "side" slides in from the left edge (the narrow-screen menu). */
  placement?: "center" | "side";
  /** Keeps the title for screen readers only (the side menu shows its own heading). */
  hideTitle?: boolean;
  className?: string;
  "data-testid"?: string;
};

export function DialogContent({ title, description, children, footer, width = 480, placement = "center", hideTitle, className, ...rest }: DialogContentProps) {
  const { t } = useTranslation();
  const side = placement === "side";
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-testid={rest["data-testid"]}
        // Without a description Radix wants an explicit "none" (else it warns).
        {...(description ? {} : { "aria-describedby": undefined })}
        style={side ? undefined : { width: `min(${Math.min(Math.max(width, 400), 800)}px, calc(100vw - 2rem))` }}
        className={cn(
          "fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none",
          side
            ? "dialog-side inset-y-0 left-0 w-72 max-w-[85vw]"
            : "dialog-center top-1/2 left-1/2 max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl",
          className,
        )}
      >
        <div className={cn("flex items-start justify-between gap-4", side ? "px-4 pt-4" : "px-6 pt-5", hideTitle && "sr-only")}>
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-500">{description}</DialogPrimitive.Description>}
          </div>
        </div>
        <div className={cn("min-h-0 flex-1 overflow-y-auto", side ? "" : "px-6 py-4")}>{children}</div>
        {footer && <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">{footer}</div>}
        <DialogPrimitive.Close
          aria-label={t("common.close")}
          className="absolute top-3.5 right-3.5 grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
