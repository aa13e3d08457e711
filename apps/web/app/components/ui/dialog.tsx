// Radix Dialog with the kit's look. Radix gives the behaviour the spec asks of every dialog
// (spec 2 "Generic widgets"): Escape and a backdrop click close it, focus is trapped inside and
// returns to the trigger, the title names the dialog.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { CloseIcon } from "./icons";

/** What opened a dialog, given what has focus as it opens; null when focus is in the dialog already. */
function openerOf(active: Element | null, content: Element | null): HTMLElement | null {
  // An item of a menu goes away with the menu: the menu's button (which labels it) is the opener.
  const labelledBy = active?.closest("[role=menu]")?.getAttribute("aria-labelledby");
  const target = (labelledBy ? document.getElementById(labelledBy) : null) ?? active;
  return target instanceof HTMLElement && target !== document.body && !content?.contains(target) ? target : null;
}

// useLayoutEffect warns when React renders on the server; there is no focus to read there anyway.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

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
  /** Overrides where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

export function DialogContent({
  title,
  description,
  children,
  footer,
  width = 480,
  placement = "center",
  hideTitle,
  className,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const { t } = useTranslation();
  const side = placement === "side";
  // The element that had focus when the dialog opened. Radix returns focus to a <Dialog.Trigger>
  // only; most dialogs here open from state (a row's button, a step, another dialog), and focus
  // would fall to <body> on close. Two moments catch it: Radix's open event, fired before it moves
  // focus inside (not fired when a field with autoFocus took focus first), and this component's
  // layout effect on the render that opens the dialog, before the portal's content (and any
  // autoFocus field in it) exists.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const remember = (active: Element | null) => {
    const found = openerOf(active, content.current);
    if (found) opener.current = found;
  };
  // Only while the content is not there: once open, focus moves inside (or into a dialog opened
  // from this one) and is no opener.
  useIsomorphicLayoutEffect(() => {
    if (!content.current) remember(document.activeElement);
  });
  const rememberOpener = () => remember(document.activeElement);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    // This dialog closed as another opened (create → view): focus belongs to the new one now.
    const active = document.activeElement;
    if (active?.closest("[role=dialog]") && !content.current?.contains(active)) {
      event.preventDefault();
      return;
    }
    const target = opener.current;
    // An opener that is gone by now (a removed row): Radix's own handling (its trigger, if any).
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        ref={content}
        data-testid={rest["data-testid"]}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
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
        <div
          className={cn(
            "flex items-start justify-between gap-4",
            side ? "px-4 pt-4" : "px-6 pt-5",
            hideTitle && "sr-only",
          )}
        >
          {/* Clear of the close button in the corner: long titles wrap before it (390 px phones). */}
          <div className="min-w-0 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-500">
                {description}
              </DialogPrimitive.Description>
            )}
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
