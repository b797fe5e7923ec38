/** The texts of the emails the app sends. */

export function passwordResetEmail(args: {
  siteUrl: string;
  email: string;
  code: string;
  minutes: number;
}): { to: string; subject: string; text: string } {
  const hash = new URLSearchParams({ type: "recovery", email: args.email, code: args.code });
  const link = `${args.siteUrl.replace(/\/$/, "")}/reset-password#${hash.toString()}`;
  return {
    to: args.email,
    subject: "Reset your Retreat Admin password",
    text: [
      "Someone asked to reset the password of your Retreat Admin account.",
      "",
      `Open this link within ${args.minutes} minutes to choose a new password:`,
      link,
      "",
      "If you did not ask for this, you can ignore this email; your password stays the same.",
    ].join("\n"),
  };
}
