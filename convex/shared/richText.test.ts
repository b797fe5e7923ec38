import { describe, expect, test } from "vitest";
import { isBlankRichText, sanitizeRichText } from "./richText";

describe("sanitizeRichText", () => {
  test("keeps the small set of formatting tags and drops every attribute", () => {
    expect(sanitizeRichText('<p class="x" style="color:red">A <strong>big</strong> <em>room</em><br/>with <u>two</u> beds</p>')).toBe(
      "<p>A <strong>big</strong> <em>room</em><br>with <u>two</u> beds</p>",
    );
    expect(sanitizeRichText("<ol><li>One</li><li>Two</li></ol>")).toBe("<ol><li>One</li><li>Two</li></ol>");
  });

  test("removes scripts, styles, event handlers, links and images", () => {
    const dirty =
      '<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="x"></iframe>ok';
    expect(sanitizeRichText(dirty)).toBe("clickok");
  });

  test("escapes stray angle brackets and quotes, keeps entities", () => {
    expect(sanitizeRichText('5 < 6 & "quoted" &amp; caf&eacute; >')).toBe("5 &lt; 6 &amp; &quot;quoted&quot; &amp; caf&eacute; &gt;");
  });

  test("closes tags left open and ignores closing tags never opened", () => {
    expect(sanitizeRichText("<p><b>bold</p></li>")).toBe("<p><b>bold</b></p>");
  });

  test("drops comments, doctypes and the content of unclosed scripts", () => {
    expect(sanitizeRichText("<!DOCTYPE html><!-- hidden -->Hi<script>evil()")).toBe("Hi");
  });

  test("blank detection ignores tags and non-breaking spaces", () => {
    expect(isBlankRichText("<p>&nbsp; </p><br>")).toBe(true);
    expect(isBlankRichText("<p>x</p>")).toBe(false);
  });
});
