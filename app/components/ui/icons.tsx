import type { SVGProps } from "react";
import * as accessibility from "lucide-react/icons/accessibility";
import * as armchair from "lucide-react/icons/armchair";
import * as arrowDown from "lucide-react/icons/arrow-down";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as arrowUpDown from "lucide-react/icons/arrow-up-down";
import * as award from "lucide-react/icons/award";
import * as baby from "lucide-react/icons/baby";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as bird from "lucide-react/icons/bird";
import * as camera from "lucide-react/icons/camera";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as compass from "lucide-react/icons/compass";
import * as copy from "lucide-react/icons/copy";
import * as music from "lucide-react/icons/eighth-notes";
import * as fish from "lucide-react/icons/fish";
import * as fishSymbol from "lucide-react/icons/fish-symbol";
import * as flag from "lucide-react/icons/flag";
import * as footprints from "lucide-react/icons/footprints";
import * as heart from "lucide-react/icons/heart";
import * as languages from "lucide-react/icons/languages";
import * as lifeBuoy from "lucide-react/icons/life-buoy";
import * as locateFixed from "lucide-react/icons/locate-fixed";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mapPinOff from "lucide-react/icons/map-pin-off";
import * as mapPinned from "lucide-react/icons/map-pinned";
import * as martini from "lucide-react/icons/martini";
import * as messageSquare from "lucide-react/icons/message-square";
import * as mountainSnow from "lucide-react/icons/mountain-snow";
import * as navigation from "lucide-react/icons/navigation";
import * as rotateCw from "lucide-react/icons/rotate-cw";
import * as sailboat from "lucide-react/icons/sailboat";
import * as sandwich from "lucide-react/icons/sandwich";
import * as search from "lucide-react/icons/search";
import * as searchX from "lucide-react/icons/search-x";
import * as send from "lucide-react/icons/send";
import * as share2 from "lucide-react/icons/share-2";
import * as ship from "lucide-react/icons/ship";
import * as showerHead from "lucide-react/icons/shower-head";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as sparkles from "lucide-react/icons/sparkles";
import * as squareParking from "lucide-react/icons/square-letter-p";
import * as toilet from "lucide-react/icons/toilet";
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as umbrella from "lucide-react/icons/umbrella";
import * as utensilsCrossed from "lucide-react/icons/utensils-crossed";
import * as waves from "lucide-react/icons/waves-horizontal";
import * as wind from "lucide-react/icons/wind";
import * as x from "lucide-react/icons/x";

/**
 * The icons the site shows, drawn from lucide's shapes. Each icon's inner markup is written once,
 * when this module loads, and goes into the page as one string: the server writes one element per
 * icon instead of one per path, and the browser builds and hydrates one node. The element is the one
 * lucide-react draws (its attributes, its classes, aria-hidden unless the icon is named). The back
 * office's own icons are in app/components/admin/icons.tsx, out of the public pages' scripts.
 */

type IconElement = [tag: string, attributes: Record<string, string | number>, children?: IconElement[]];
type IconNode = IconElement[];

interface IconData {
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

/** An icon component from a lucide-react icon module, which carries its shapes as `__iconData`. */
export function lucideIcon(module: object): Icon {
  const data = (module as { __iconData?: IconData }).__iconData;
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

export const Accessibility = lucideIcon(accessibility);
export const Armchair = lucideIcon(armchair);
export const ArrowDown = lucideIcon(arrowDown);
export const ArrowRight = lucideIcon(arrowRight);
export const ArrowUpDown = lucideIcon(arrowUpDown);
export const Award = lucideIcon(award);
export const Baby = lucideIcon(baby);
export const BadgeCheck = lucideIcon(badgeCheck);
export const Bird = lucideIcon(bird);
export const Camera = lucideIcon(camera);
export const Check = lucideIcon(check);
export const ChevronDown = lucideIcon(chevronDown);
export const ChevronLeft = lucideIcon(chevronLeft);
export const ChevronRight = lucideIcon(chevronRight);
export const Compass = lucideIcon(compass);
export const Copy = lucideIcon(copy);
export const Fish = lucideIcon(fish);
export const FishSymbol = lucideIcon(fishSymbol);
export const Flag = lucideIcon(flag);
export const Footprints = lucideIcon(footprints);
export const Heart = lucideIcon(heart);
export const Languages = lucideIcon(languages);
export const LifeBuoy = lucideIcon(lifeBuoy);
export const LocateFixed = lucideIcon(locateFixed);
export const Mail = lucideIcon(mail);
export const MapPin = lucideIcon(mapPin);
export const MapPinOff = lucideIcon(mapPinOff);
export const MapPinned = lucideIcon(mapPinned);
export const Martini = lucideIcon(martini);
export const MessageSquare = lucideIcon(messageSquare);
export const MountainSnow = lucideIcon(mountainSnow);
export const Music = lucideIcon(music);
export const Navigation = lucideIcon(navigation);
export const RotateCw = lucideIcon(rotateCw);
export const Sailboat = lucideIcon(sailboat);
export const Sandwich = lucideIcon(sandwich);
export const Search = lucideIcon(search);
export const SearchX = lucideIcon(searchX);
export const Send = lucideIcon(send);
export const Share2 = lucideIcon(share2);
export const Ship = lucideIcon(ship);
export const ShowerHead = lucideIcon(showerHead);
export const SlidersHorizontal = lucideIcon(slidersHorizontal);
export const Sparkles = lucideIcon(sparkles);
export const SquareParking = lucideIcon(squareParking);
export const Toilet = lucideIcon(toilet);
export const TriangleAlert = lucideIcon(triangleAlert);
export const Umbrella = lucideIcon(umbrella);
export const UtensilsCrossed = lucideIcon(utensilsCrossed);
export const Waves = lucideIcon(waves);
export const Wind = lucideIcon(wind);
export const X = lucideIcon(x);
