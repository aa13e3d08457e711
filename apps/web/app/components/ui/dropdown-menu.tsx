// Radix DropdownMenu with the kit's look: keyboard navigation, typeahead, Escape and
// outside-click closing come from Radix.
import * as Menu from "@radix-ui/react-dropdown-menu";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "../../lib/cn";
import { CheckIcon } from "./icons";

/**
 * Non-modal by default: a modal Radix menu hides the rest of the page from assistive technology
 * (aria-hidden) while it stays focusable, which axe rates serious (aria-hidden-focus). A menu
 * does not need to be modal: arrow keys, typeahead, Escape and closing on focus or click outside
 * stay.
 */
export function DropdownMenu({ modal = false, ...rest }: ComponentPropsWithoutRef<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...rest} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses =
  "relative flex h-9 cursor-default items-center gap-2.5 rounded-md px-2.5 text-sm text-slate-700 outline-none select-none " +
  "data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 " +
  "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400";

export const DropdownMenuContent = forwardRef<
  ElementRef<typeof Menu.Content>,
  ComponentPropsWithoutRef<typeof Menu.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, ...rest }, ref) {
  return (
    <Menu.Portal>
      <Menu.Content
        ref={ref}
        sideOffset={sideOffset}
        className={cn(
          "menu-content z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg",
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
});

export const DropdownMenuItem = forwardRef<
  ElementRef<typeof Menu.Item>,
  ComponentPropsWithoutRef<typeof Menu.Item> & { tone?: "danger" }
>(function DropdownMenuItem({ className, tone, ...rest }, ref) {
  return (
    <Menu.Item
      ref={ref}
      className={cn(
        itemClasses,
        tone === "danger" &&
          "text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700 [&_svg]:text-red-500",
        className,
      )}
      {...rest}
    />
  );
});

export const DropdownMenuRadioItem = forwardRef<
  ElementRef<typeof Menu.RadioItem>,
  ComponentPropsWithoutRef<typeof Menu.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...rest }, ref) {
  return (
    <Menu.RadioItem ref={ref} className={cn(itemClasses, "pr-8", className)} {...rest}>
      {children}
      <Menu.ItemIndicator className="absolute right-2.5 inline-flex">
        <CheckIcon className="!text-brand-600" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
});

export function DropdownMenuLabel({ className, ...rest }: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn("px-2.5 pt-2 pb-1 text-xs font-medium tracking-wide text-slate-500 uppercase", className)}
      {...rest}
    />
  );
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentPropsWithoutRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("-mx-1.5 my-1.5 h-px bg-slate-100", className)} {...rest} />;
}
