import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrintHeader } from "./PrintDocument";

describe("PrintHeader", () => {
  it("shows both logos, the centre text and the retreat's dates", () => {
    const { container } = render(
      <PrintHeader
        header={{ centerText: "St. Agnes ACTS #51", leftLogoUrl: "/left.png", rightLogoUrl: "/right.png", startDate: "2027-03-05", endDate: "2027-03-07" }}
      />,
    );
    expect(screen.getByText("St. Agnes ACTS #51")).toBeTruthy();
    expect(screen.getByText("March 5, 2027 – March 7, 2027")).toBeTruthy();
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual(["/left.png", "/right.png"]);
  });

  it("leaves out missing logos and dates", () => {
    const { container } = render(<PrintHeader header={{ centerText: "Retreat", leftLogoUrl: null, rightLogoUrl: null, startDate: "", endDate: "" }} />);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(container.querySelector(".dates")).toBeNull();
  });
});
