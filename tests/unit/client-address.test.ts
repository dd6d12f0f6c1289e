import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../../workers/client-address";

describe("the contact rate limit's key for a client address", () => {
  it.each([
    ["an IPv4 address is its own key", "198.51.100.7", "198.51.100.7"],
    ["an IPv6 address is its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["written short", "2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["with leading zeros and capitals", "2001:0DB8:0001:0002:0000:0000:0000:0009", "2001:db8:1:2::/64"],
    ["with :: in the prefix", "2001:db8::1", "2001:db8:0:0::/64"],
    ["in brackets, with a zone", "[fe80::1%eth0]", "fe80:0:0:0::/64"],
    ["an IPv4 address in IPv6 form is the IPv4 client", "::ffff:198.51.100.7", "198.51.100.7"],
    ["the same, in hex", "::ffff:c633:6407", "198.51.100.7"],
    ["no header", undefined, "unknown"],
    ["an empty header", "  ", "unknown"],
    ["something that is not an address is kept as it is", "not:an:address", "not:an:address"],
  ])("%s", (_case, address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it("two addresses of one /64 share a key; neighbouring /64s do not", () => {
    expect(rateLimitKey("2001:db8:a:b::1")).toBe(rateLimitKey("2001:db8:a:b:ffff:ffff:ffff:ffff"));
    expect(rateLimitKey("2001:db8:a:b::1")).not.toBe(rateLimitKey("2001:db8:a:c::1"));
  });

  it.each(["1::2::3", "2001:db8:1:2:3:4:5:6:7", "2001:db8:1:2:3:4:5", "12345::1", "::ffff:1.2.3.256", "g::1"])(
    "a malformed IPv6 text (%s) is not mistaken for a prefix",
    (address) => {
      expect(rateLimitKey(address)).toBe(address);
    },
  );
});
