import { describe, expect, it } from "vitest";
import { directionsUrl, platformFromUserAgent, webDirectionsUrl } from "./directions.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

const myrtos = { latitude: 38.3447, longitude: 20.5357, name: "Myrtos" };

describe("directions", () => {
  it.each([
    [IPHONE, 5, "ios"],
    // iPadOS Safari calls itself a Mac; only the touch screen tells them apart.
    [IPAD_AS_MAC, 5, "ios"],
    [IPAD_AS_MAC, 0, "web"],
    [ANDROID, 5, "android"],
    [DESKTOP, 0, "web"],
  ] as const)("reads the platform from %s with %i touch points", (userAgent, touchPoints, platform) => {
    expect(platformFromUserAgent(userAgent, touchPoints)).toBe(platform);
  });

  it("gives Apple Maps on iOS, a geo: link on Android and Google Maps elsewhere", () => {
    expect(directionsUrl("ios", myrtos)).toBe("https://maps.apple.com/?daddr=38.344700,20.535700&q=Myrtos");
    expect(directionsUrl("android", myrtos)).toBe("geo:38.344700,20.535700?q=38.344700,20.535700(Myrtos)");
    expect(directionsUrl("web", myrtos)).toBe(webDirectionsUrl(myrtos));
    expect(webDirectionsUrl(myrtos)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=38.344700,20.535700",
    );
  });

  it("escapes the beach name in deep links", () => {
    expect(directionsUrl("ios", { ...myrtos, name: "St Paul's Bay & Lindos" })).toContain(
      "q=St%20Paul's%20Bay%20%26%20Lindos",
    );
  });
});
