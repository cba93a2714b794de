import type { SVGProps } from "react";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as flag from "lucide-react/icons/flag";
import * as languages from "lucide-react/icons/languages";
import * as mapPinned from "lucide-react/icons/map-pinned";
import * as rotateCw from "lucide-react/icons/rotate-cw";
import * as search from "lucide-react/icons/search";
import * as waves from "lucide-react/icons/waves-horizontal";
import * as x from "lucide-react/icons/x";

/**
 * The icons the site shows, drawn from lucide's shapes. Each icon's inner markup is written once,
 * when this module loads, and goes into the page as one string: the server writes one element per
 * icon instead of one per path, and the browser builds and hydrates one node. The element is the one
 * lucide-react draws (its attributes, its classes, aria-hidden unless the icon is named). The back
 * office's own icons are in app/components/admin/icons.tsx, the beach lists' and pages' in
 * ./beach-icons.tsx, the amenities' in app/components/amenity-icon.tsx and those only some pages show in
 * ./page-icons.tsx, out of the lists' scripts.
 */

type IconElement = [tag: string, attributes: Record<string, string | number>, children?: IconElement[]];
type IconNode = IconElement[];

export interface IconData {
  name: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> {
  /** Width and height at once, in pixels unless a unit is given. */
  size?: number | string;
}

export type Icon = (props: IconProps) => React.JSX.Element;

const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

function markup(nodes: IconNode): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${String(value).replace(/[&"<>]/g, (c) => ESCAPES[c]!)}"`)
        .join("");
      return `<${tag}${written}>${children ? markup(children) : ""}</${tag}>`;
    })
    .join("");
}

/** Whether the caller gave the icon a name or a role, so it is not hidden from assistive technology. */
function named(props: IconProps): boolean {
  return Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );
}

/**
 * A lucide-react icon module (`lucide-react/icons/<name>`) as far as the site reads it: its shapes.
 * Its types name only the component, which the site does not use. Callers read `__iconData` by name,
 * not by handing over the module, so that the bundler leaves the component out of the scripts.
 */
export interface IconModule {
  __iconData?: IconData;
}

/** An icon component from the shapes a lucide-react icon module carries as `__iconData`. */
export function lucideIcon(data: IconData | undefined): Icon {
  if (!data?.node) throw new Error("lucide-react no longer gives an icon's shapes as __iconData");
  const box = data.size ?? 24;
  const classes = [
    "lucide",
    `lucide-${data.name}`,
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  ].join(" ");
  const inner = { __html: markup(data.node) };
  function LucideIcon({ size, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size ?? 24}
        height={size ?? 24}
        viewBox={`0 0 ${box} ${box}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={named(rest) ? undefined : "true"}
        {...rest}
        dangerouslySetInnerHTML={inner}
      />
    );
  }
  return LucideIcon;
}

export const Check = lucideIcon((check as IconModule).__iconData);
export const ChevronDown = lucideIcon((chevronDown as IconModule).__iconData);
export const ChevronLeft = lucideIcon((chevronLeft as IconModule).__iconData);
export const ChevronRight = lucideIcon((chevronRight as IconModule).__iconData);
export const Flag = lucideIcon((flag as IconModule).__iconData);
export const Languages = lucideIcon((languages as IconModule).__iconData);
export const MapPinned = lucideIcon((mapPinned as IconModule).__iconData);
export const RotateCw = lucideIcon((rotateCw as IconModule).__iconData);
export const Search = lucideIcon((search as IconModule).__iconData);
export const Waves = lucideIcon((waves as IconModule).__iconData);
export const X = lucideIcon((x as IconModule).__iconData);
