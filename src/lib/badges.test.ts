import { describe, expect, test } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import enCommon from "../i18n/locales/en/common.json";
import esCommon from "../i18n/locales/es/common.json";
import { countdownBadge, daysUntil, msUntilNextMidnight, registrationBadge } from "./badges";

// Mid-afternoon local time, so the day boundaries are about dates, not hours.
const today = new Date(2026, 2, 1, 15, 30);
const inDays = (n: number) => {
  const d = new Date(2026, 2, 1 + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("countdown badge", () => {
  test.each([
    [31, "31 days until retreat", "secondary"],
    [30, "30 days until retreat", "outline"],
    [8, "8 days until retreat", "outline"],
    [7, "7 days until retreat", "destructive"],
    [2, "2 days until retreat", "destructive"],
    [1, "starts tomorrow", "destructive"],
    [0, "starts today", "default"],
    [-1, "ended 1 day ago", "secondary"],
    [-5, "ended 5 days ago", "secondary"],
  ])("%i days before the start: %j, %s", (days, label, tone) => {
    expect(countdownBadge(inDays(days), today)).toMatchObject({ label, tone });
  });

  test("counts calendar days across month ends and a DST change", () => {
    expect(daysUntil("2026-04-01", new Date(2026, 2, 31, 23, 59))).toBe(1);
    expect(daysUntil("2026-03-30", new Date(2026, 2, 1, 0, 0))).toBe(29);
    expect(daysUntil("2026-11-02", new Date(2026, 9, 31, 1, 0))).toBe(2);
  });

  test("no badge without a valid start date", () => {
    expect(countdownBadge("", today)).toBeNull();
    expect(countdownBadge("March 5", today)).toBeNull();
  });
});

describe("registration badge", () => {
  test.each([
    [59, "destructive"],
    [60, "outline"],
    [79, "outline"],
    [80, "secondary"],
    [99, "secondary"],
    [100, "default"],
    [130, "default"],
  ])("%i of 100 estimated: %s", (count, tone) => {
    expect(registrationBadge(count, 100)).toMatchObject({ label: `${count}% registered`, tone, percent: count });
  });

  test("the percentage is rounded before the thresholds apply", () => {
    expect(registrationBadge(119, 200)).toMatchObject({ percent: 60, tone: "outline", label: "60% registered" });
    expect(registrationBadge(40, 48)).toMatchObject({ percent: 83, tone: "secondary" });
    expect(registrationBadge(0, 48)).toMatchObject({ percent: 0, tone: "destructive" });
  });

  test("shown only when the estimate is above 0", () => {
    expect(registrationBadge(10, 0)).toBeNull();
    expect(registrationBadge(10, -3)).toBeNull();
  });
});

test("the next refresh is at the coming local midnight", () => {
  expect(msUntilNextMidnight(new Date(2026, 2, 1, 23, 0, 0))).toBe(3_600_000);
  expect(msUntilNextMidnight(new Date(2026, 2, 1, 0, 0, 0))).toBe(86_400_000);
});

describe("the badges in the catalogue", () => {
  const format = (messages: Record<string, unknown>, language: string, key: string, values?: Record<string, number>) =>
    typeof messages[key] === "string" ? (messages[key] as string) : String(new IntlMessageFormat(messages[key] as string, language).format(values));
  const english = (badge: NonNullable<ReturnType<typeof countdownBadge>>) => format(enCommon, "en", badge.message.key, badge.message.values);
  const spanish = { formatMessage: ({ id }: { id: string }, values?: Record<string, number>) => format(esCommon, "es", id, values) };

  test.each([31, 2, 1, 0, -1, -5])("%i days: the English message is the label", (days) => {
    const badge = countdownBadge(inDays(days), today)!;
    expect(english(badge)).toBe(badge.label);
  });

  test("Spanish counts days with its own plural", () => {
    const say = (days: number) => {
      const { message } = countdownBadge(inDays(days), today)!;
      return spanish.formatMessage({ id: message.key }, message.values);
    };
    expect(say(-1)).toBe("terminó hace 1 día");
    expect(say(-3)).toBe("terminó hace 3 días");
    expect(say(5)).toBe("faltan 5 días para el retiro");
    expect(say(1)).toBe("empieza mañana");
  });

  test("registration", () => {
    const badge = registrationBadge(45, 60)!;
    expect(english(badge as never)).toBe("75% registered");
  });
});
