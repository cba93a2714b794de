import { Popover as RadixPopover } from "radix-ui";

interface PopoverProps {
  trigger: React.ReactNode;
  triggerClassName: string;
  /** Names the popover's content for assistive technology. */
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}

/** A Radix Popover anchored under its trigger. */
export function Popover({ trigger, triggerClassName, label, open, onOpenChange, children }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger className={triggerClassName}>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="end"
          sideOffset={4}
          aria-label={label}
          className="z-30 min-w-52 rounded-lg border border-slate-200 bg-white p-3 shadow-lg outline-none"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
