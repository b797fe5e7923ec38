import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AttendeeBadgeSheet } from "./AttendeeBadges";

afterEach(cleanup);

const logos = { logo1: "/badges/logo1.svg", logo2: "/badges/logo2.svg" };

describe("AttendeeBadgeSheet", () => {
  it("puts 8 badges on a page with both logos and the formatted names", () => {
    const attendees = Array.from({ length: 9 }, (_, i) => ({ _id: `a${i}`, first_name: `juan${i}`, last_name: "de la cruz" }));
    const { container } = render(<AttendeeBadgeSheet attendees={attendees} logos={logos} />);
    const pages = screen.getAllByRole("region", { name: /Badge page/ });
    expect(pages).toHaveLength(2);
    expect(pages[0].querySelectorAll(".badge")).toHaveLength(8);
    expect(pages[1].querySelectorAll(".badge")).toHaveLength(1);
    expect(screen.getByText("Juan8")).toBeTruthy();
    expect(screen.getAllByText("De la Cruz")).toHaveLength(9);
    const images = [...pages[1].querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(images).toEqual(["/badges/logo1.svg", "/badges/logo2.svg"]);
    const css = [...container.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toContain("size: 8.5in 11in");
    expect(css).toContain("width: 3.5in");
    expect(css).toContain("height: 2.25in");
  });

  it("renders no page for no attendees", () => {
    render(<AttendeeBadgeSheet attendees={[]} logos={logos} />);
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });
});
